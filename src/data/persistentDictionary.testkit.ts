import { onTestFinished } from 'vitest';

/** A /v1 call as the page sent it and as the server answered it. */
export interface AnsweredCall {
  path: string;
  ifNoneMatch: string | null;
  status: number;
}

/**
 * Writes down every call the page makes in this test, with the version it named (If-None-Match) and
 * the status it got: whether a list travelled (200) or only its confirmation (304).
 */
export const recordAnsweredCalls = (): AnsweredCall[] => {
  const answered: AnsweredCall[] = [];
  const pageFetch = globalThis.fetch;
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input), location.href);
    const response = await pageFetch(input, init);
    answered.push({ path: url.pathname, ifNoneMatch: new Headers(init?.headers).get('If-None-Match'), status: response.status });
    return response;
  };
  onTestFinished(() => {
    globalThis.fetch = pageFetch;
  });
  return answered;
};
