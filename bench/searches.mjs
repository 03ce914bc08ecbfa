// Search request counts: typing a 10-character search into a debounced search box must
// send at most one request per debounce window. Keys are typed 40 ms apart, well inside every window,
// so a correct debounce sends exactly one request for the whole word; the figure is a count, not a time.

/** Milliseconds between keystrokes: faster than any debounce the spec sets (300 and 1,000 ms). */
const KEY_DELAY_MS = 40;
/** How long after the last keystroke requests are still counted, beyond the debounce itself. */
const SETTLE_MS = 1_500;

/**
 * One cold visit: { requests, windows } where `requests` counts the requests to `path` sent from the
 * first keystroke on, and `windows` the debounce windows the typing spanned (1 when no pause between
 * keys reached the debounce), the most requests a correct debounce may send.
 * `open(page)` brings the search box about and returns it.
 */
export const countSearchRequests = async (browser, { url, session, open, path, text = 'sunshine12', debounceMs }) => {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, ignoreHTTPSErrors: true });
  if (session) await context.addInitScript(session.fn, session.arg);
  const page = await context.newPage();
  try {
    await page.goto(url);
    const box = await open(page);
    await box.click();
    let counting = false;
    let requests = 0;
    page.on('request', (request) => {
      if (counting && new URL(request.url()).pathname === path) requests += 1;
    });
    counting = true;
    const gaps = [];
    let last = performance.now();
    for (const character of text) {
      await page.keyboard.type(character);
      const now = performance.now();
      gaps.push(now - last);
      last = now;
      await new Promise((resolve) => setTimeout(resolve, KEY_DELAY_MS));
    }
    await new Promise((resolve) => setTimeout(resolve, debounceMs + SETTLE_MS));
    const windows = 1 + gaps.slice(1).filter((gap) => gap >= debounceMs).length;
    return { requests, windows, characters: text.length };
  } finally {
    await context.close();
  }
};
