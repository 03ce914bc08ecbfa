import { Blob as NodeBlob, File as NodeFile } from 'node:buffer';

/**
 * Node's fetch, made to behave as the page's (installed by setup.ts for every unit test):
 * - a relative URL resolves against the page's address, as a browser does (Node's fetch refuses it).
 *   The app's client calls the relative `/v1`; the mock backend kit (mockBackend.ts) moves the page's
 *   address to the test's mock, so the app's own client, token keeper and dataProvider reach it.
 * - a body made of the page's (jsdom's) FormData, File or Blob is copied into Node's own: Node's fetch
 *   does not know jsdom's classes and would send "[object FormData]" instead of a multipart upload.
 */
const nodeFetch = globalThis.fetch;

// jsdom's FormData replaces the global one; Node's class is reached through an answer Node itself parses.
const NodeFormData = (await new Response('', { headers: { 'Content-Type': 'application/x-www-form-urlencoded' } }).formData()).constructor as typeof FormData;

const nodeFile = async (file: File): Promise<Blob> =>
  new NodeFile([new Uint8Array(await file.arrayBuffer())], file.name, { type: file.type, lastModified: file.lastModified }) as unknown as Blob;

const nodeFormData = async (form: FormData): Promise<FormData> => {
  const copy = new NodeFormData();
  for (const [name, value] of form.entries()) {
    if (typeof value === 'string') copy.append(name, value);
    else copy.append(name, await nodeFile(value), value.name);
  }
  return copy;
};

const nodeBody = async (body: RequestInit['body']): Promise<RequestInit['body']> => {
  if (body instanceof FormData) return nodeFormData(body);
  if (body instanceof File) return nodeFile(body);
  if (body instanceof Blob) return new NodeBlob([new Uint8Array(await body.arrayBuffer())], { type: body.type }) as unknown as Blob;
  return body;
};

export const pageFetch: typeof fetch = async (input, init) => {
  const target = input instanceof Request ? input : new URL(String(input), location.href);
  if (init?.body === undefined || init.body === null) return nodeFetch(target, init);
  return nodeFetch(target, { ...init, body: await nodeBody(init.body) });
};
