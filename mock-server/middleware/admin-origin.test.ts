import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockSettings } from '../mock-admin-api';
import { call, startTestServer, type TestServer } from '../test-support';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const failRate = async (): Promise<number> => (await call<MockSettings>(t.base, '/__mock/settings')).data.failRate;

/** A raw request, so the Host header can be what a DNS-rebinding page would send. */
const raw = (method: string, path: string, headers: Record<string, string>, body?: string): Promise<number> =>
  new Promise((resolve, reject) => {
    const url = new URL(t.base);
    const request = http.request({ host: url.hostname, port: url.port, method, path, headers }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    request.on('error', reject);
    request.end(body);
  });

describe('the test-only API refuses cross-origin requests', () => {
  it.each([
    ['a JSON POST from another site', { Origin: 'http://evil.example', 'Content-Type': 'application/json' }],
    // What a plain HTML form or a no-cors fetch on any web page sends: no preflight protects it.
    ['a simple text/plain POST from another site', { Origin: 'http://evil.example', 'Content-Type': 'text/plain' }],
    ['a POST from a sandboxed or file page', { Origin: 'null', 'Content-Type': 'application/json' }],
    ['a POST from another local port', { Origin: 'http://localhost:8080', 'Content-Type': 'application/json' }],
  ])('answers 403 to %s, and changes nothing', async (_name, headers) => {
    // The same POST from the app's origin is served: as JSON, the only body the settings read (a text
    // body from there is refused for its type, 400), and with the value held, so nothing changes.
    const served = await fetch(`${t.base}/__mock/settings`, { method: 'POST', headers: { Origin: 'http://app.test', 'Content-Type': 'application/json' }, body: JSON.stringify({ failRate: 0 }) });
    expect(served.status).toBe(200);
    await served.arrayBuffer();
    const response = await fetch(`${t.base}/__mock/settings`, { method: 'POST', headers, body: JSON.stringify({ failRate: 1 }) });
    expect(response.status).toBe(403);
    expect(((await response.json()) as { type: { code: number } }).type.code).toBe(3);
    expect(await failRate()).toBe(0);
  });

  it('refuses reset and mailbox, in any letter case', async () => {
    const evil = { Origin: 'http://evil.example' };
    // The same calls from the app's origin are served.
    const app = { Origin: 'http://app.test' };
    for (const [path, method] of [['/__mock/reset', 'POST'], ['/__MOCK/Reset', 'POST'], ['/__mock/mailbox?to=x', 'GET']] as const) {
      const served = await fetch(`${t.base}${path}`, { method, headers: app });
      expect([path, served.status]).toEqual([path, 200]);
      await served.arrayBuffer();
    }
    expect((await fetch(`${t.base}/__mock/reset`, { method: 'POST', headers: evil })).status).toBe(403);
    expect((await fetch(`${t.base}/__MOCK/Reset`, { method: 'POST', headers: evil })).status).toBe(403);
    expect((await fetch(`${t.base}/__mock/mailbox?to=x`, { headers: evil })).status).toBe(403);
  });

  it('refuses a request addressed to another host name (DNS rebinding), even without an Origin', async () => {
    const port = new URL(t.base).port;
    // The same requests addressed to localhost are served (the settings one with the value held).
    expect(await raw('GET', '/__mock/mailbox', { Host: `localhost:${port}` })).toBe(200);
    expect(await raw('POST', '/__mock/settings', { Host: `localhost:${port}`, Origin: `http://localhost:${port}`, 'Content-Type': 'application/json' }, '{"failRate":0}')).toBe(200);
    expect(await raw('GET', '/__mock/mailbox', { Host: `rebind.evil.example:${port}` })).toBe(403);
    expect(await raw('POST', '/__mock/settings', { Host: `rebind.evil.example:${port}`, Origin: `http://rebind.evil.example:${port}`, 'Content-Type': 'application/json' }, '{"failRate":1}')).toBe(403);
    expect(await failRate()).toBe(0);
  });

  it('serves Node helpers (no Origin), the mock itself and the app origins', async () => {
    const port = new URL(t.base).port;
    const origins: Record<string, string>[] = [{}, { Origin: t.base }, { Origin: `http://localhost:${port}` }, { Origin: 'http://localhost:5173' }, { Origin: 'http://app.test' }];
    for (const headers of origins) {
      const response = await fetch(`${t.base}/__mock/settings`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: '{"latencyMs":0}' });
      expect([headers, response.status]).toEqual([headers, 200]);
    }
    expect(await raw('GET', '/__mock/settings', { Host: `localhost:${port}` })).toBe(200);
  });
});
