import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

/** One request the app sent, as the server received it: the method, the path with its query, the body. */
export interface SentRequest {
  method: string;
  /** Path and query, as the app wrote them (`/v1/campaign/audience-size`, `…?page-num=2`). */
  path: string;
  /** A JSON body, parsed. */
  json?: unknown;
  /** Any other text body (a form-encoded sign-in). */
  text?: string;
  /** A multipart body (an upload), as the app built it. */
  form?: FormData;
}

const textBody = (body: string): Pick<SentRequest, 'json' | 'text'> => {
  try {
    return { json: JSON.parse(body) as unknown };
  } catch {
    return { text: body };
  }
};

/**
 * Watches the app's requests to the mock while each test of the file runs: a spy on fetch that lets
 * every request through unchanged (the answers are the mock's own). Only the app's relative `/v1` calls
 * are kept, not the test's own calls to the mock (mockBackend's `call`, which use its full address).
 * Call it at the top of a test file; read `sent()` inside a test.
 */
export const sentRequests = (): { sent: () => SentRequest[] } => {
  let spy: MockInstance<typeof fetch> | undefined;
  beforeEach(() => {
    spy = vi.spyOn(globalThis, 'fetch');
  });
  afterEach(() => {
    spy?.mockRestore();
    spy = undefined;
  });
  return {
    sent: () =>
      (spy?.mock.calls ?? [])
        .filter(([input]) => typeof input === 'string' && input.startsWith('/'))
        .map(([input, init]) => ({
          method: init?.method ?? 'GET',
          path: String(input),
          ...(typeof init?.body === 'string' ? textBody(init.body) : {}),
          ...(init?.body instanceof FormData ? { form: init.body } : {}),
        })),
  };
};
