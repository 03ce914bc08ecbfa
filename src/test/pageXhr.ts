/**
 * An XMLHttpRequest for the client's `xhr` factory (ApiClientDeps) whose page is at `address`, as the
 * app's page is at the backend's origin.
 *
 * jsdom's XMLHttpRequest makes real requests, but the test page's own keeps the origin jsdom started
 * with: mockBackend moves the page's address to the mock (jsdom's `reconfigure`), which does not move
 * the origin XHR sends. The mock allows CORS for the app's origins only, so that XHR would be a
 * foreign page's and be refused. This one comes from a second jsdom page at the mock's address, made
 * by the JSDOM class vitest's environment built the test page with (no second copy of jsdom), so the
 * upload is a same-origin request to the real mock, as in the browser.
 */
interface PageWindow {
  XMLHttpRequest: typeof XMLHttpRequest;
}
type JsdomClass = new (html: string, options: { url: string }) => { window: PageWindow };

const jsdomClass = (): JsdomClass => {
  const dom = (globalThis as { jsdom?: { constructor: JsdomClass } }).jsdom;
  if (!dom) throw new Error('pageXhr needs the jsdom environment (the unit project)');
  return dom.constructor;
};

/** A factory of XMLHttpRequests sent from a page at `address` (e.g. mockBackend's `base`). */
export const pageXhrAt = (address: string): (() => XMLHttpRequest) => {
  const JSDOM = jsdomClass();
  const page = new JSDOM('', { url: `${address}/` }).window;
  return () => new page.XMLHttpRequest();
};
