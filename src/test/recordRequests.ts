import { onTestFinished } from 'vitest';

/** A request the page sent, as it left: its path and query (relative to the page), method and body. */
export interface SentRequest {
  method: string;
  path: string;
  body: string | undefined;
}

/**
 * Writes down every request the page sends during the current test, in the order they leave. Nothing
 * is answered here: each request goes on to the network (the test's mock backend) as before.
 */
export const recordRequests = (): SentRequest[] => {
  const sent: SentRequest[] = [];
  const pageFetch = globalThis.fetch;
  globalThis.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    sent.push({ method: init?.method ?? 'GET', path: url.pathname + url.search, body: typeof init?.body === 'string' ? init.body : undefined });
    return pageFetch(input, init);
  };
  onTestFinished(() => {
    globalThis.fetch = pageFetch;
  });
  return sent;
};
