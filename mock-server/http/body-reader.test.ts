import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, startTestServer, tokenOf, type TestServer } from '../test-support';

let t: TestServer;
let advertiser: string;
beforeAll(async () => {
  t = await startTestServer();
  advertiser = await tokenOf(t.base, 'advertiser');
});
afterAll(() => t.close());

const MB = 1024 * 1024;

interface EarlyAnswer {
  status: number;
  body: string;
  /** Bytes of the body sent when the answer came back. */
  sent: number;
}

/**
 * Announces `declared` bytes, sends only the first 64 KiB and holds the rest back: the server can only
 * answer if it does so without reading the whole body. Fails after 5 s instead of hanging.
 */
const answerBeforeBody = (path: string, declared: number, headers: Record<string, string> = {}): Promise<EarlyAnswer> =>
  new Promise((resolve, reject) => {
    const url = new URL(`${t.base}${path}`);
    const request = http.request({ host: url.hostname, port: url.port, path, method: 'POST', headers: { 'Content-Type': 'application/json', 'Content-Length': String(declared), ...headers } });
    const first = Buffer.alloc(64 * 1024, ' ');
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`no answer while the body was held back (${first.length} of ${declared} bytes sent)`));
    }, 5_000);
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        clearTimeout(timer);
        request.destroy();
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), sent: first.length });
      });
    });
    request.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    request.write(first);
  });

describe('request bodies', () => {
  it('answers 401 to a 5 MB body without a token before reading it', async () => {
    const answer = await answerBeforeBody('/v1/campaign/list/v2', 5 * MB);
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.body)).toMatchObject({ type: { code: 401, message: 'unauthorized' } });
  });

  it('refuses a declared body over the limit with 413 and code 2 before reading it, signed in or not', async () => {
    for (const [path, headers] of [
      ['/v1/campaign/list/v2', { Authorization: `Bearer ${advertiser}` }],
      ['/v1/registration', {}],
      ['/v1/oauth/token', { 'Content-Type': 'application/x-www-form-urlencoded' }],
      ['/v1/campaign/pause', { Authorization: `Bearer ${advertiser}`, 'Content-Type': 'text/plain' }],
    ] as const) {
      const answer = await answerBeforeBody(path, 5 * MB, headers);
      expect([path, answer.status]).toEqual([path, 413]);
      expect(JSON.parse(answer.body)).toMatchObject({ type: { code: 2 } });
    }
  });

  it('refuses a streamed body (no length given) once it passes the limit', async () => {
    // Valid JSON of 1 MB, sent in pieces without a Content-Length.
    const pieces = ['{"first_name":"', ...Array.from({ length: 16 }, () => 'x'.repeat(64 * 1024)), '"}'];
    const encoder = new TextEncoder();
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        const piece = pieces.shift();
        if (piece === undefined) controller.close();
        else controller.enqueue(encoder.encode(piece));
      },
    });
    const init = { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: stream, duplex: 'half' } as RequestInit;
    const response = await fetch(`${t.base}/v1/registration`, init);
    expect(response.status).toBe(413);
    expect(((await response.json()) as { type: { code: number } }).type.code).toBe(2);
  });

  it('still reads JSON, form and plain-text bodies under the limit', async () => {
    const list = await call(t.base, '/v1/campaign/list/v2', { token: advertiser, json: { space_id: 2002, name: 'x'.repeat(100_000) } });
    expect(list.type.code).toBe(0);
    expect((await call(t.base, '/v1/oauth/token', { form: { grant_type: 'password' } })).data).toEqual({
      errors: { username: 'Field is required.', password: 'Field is required.' },
    });
    expect((await call(t.base, '/v1/campaign/pause', { token: advertiser, text: '999' })).type.code).toBe(130);
  });

  it('answers code 2 for malformed JSON and for a JSON body that is not an object or a list', async () => {
    for (const body of ['{"space_id":', '2002', '"text"']) {
      const response = await fetch(`${t.base}/v1/registration`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
      expect([body, response.status]).toEqual([body, 400]);
      expect(((await response.json()) as { type: { code: number } }).type.code).toBe(2);
    }
  });
});
