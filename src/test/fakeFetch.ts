/**
 * A scripted stand-in for the network (the client's dependency, not the unit under test): each call
 * is recorded and answered by the handler, as a real server would, with an envelope.
 */
export interface RecordedCall {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string | undefined;
  /** A multipart body (an upload), as the page built it. */
  formData?: FormData;
}

export type Handler = (call: RecordedCall) => Response | Promise<Response>;

export const envelope = (data: unknown, code = 0, message = 'OK', status = 200): Response =>
  new Response(JSON.stringify({ type: { code, message }, data }), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });

export const fakeFetch = (handler: Handler) => {
  const calls: RecordedCall[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const call: RecordedCall = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: Object.fromEntries(Object.entries((init?.headers as Record<string, string>) ?? {})),
      body: typeof init?.body === 'string' ? init.body : undefined,
      ...(init?.body instanceof FormData ? { formData: init.body } : {}),
    };
    calls.push(call);
    return handler(call);
  };
  return { fetch: fetchImpl as typeof fetch, calls };
};

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
