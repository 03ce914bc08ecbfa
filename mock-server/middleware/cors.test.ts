import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, tokenOf, type TestServer } from '../test-support';

let t: TestServer;
let advertiser: string;
beforeAll(async () => {
  // The test server's MOCK_APP_URL is http://app.test.
  t = await startTestServer();
  advertiser = await tokenOf(t.base, 'advertiser');
});
afterAll(() => t.close());

const permissions = (origin?: string) =>
  fetch(`${t.base}/v1/user/permissions`, { headers: { Authorization: `Bearer ${advertiser}`, ...(origin ? { Origin: origin } : {}) } });

const preflight = (origin: string) =>
  fetch(`${t.base}/v1/campaign/list/v2`, {
    method: 'OPTIONS',
    headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization,content-type' },
  });

describe('CORS answers only the app origins', () => {
  it.each(['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:4173', 'http://app.test'])('lets %s read answers', async (origin) => {
    const response = await permissions(origin);
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBe(origin);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    expect(response.headers.get('vary')).toMatch(/Origin/);
    const allowed = await preflight(origin);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(origin);
    expect(allowed.headers.get('access-control-allow-methods')).toContain('POST');
    expect(allowed.headers.get('access-control-allow-headers')?.toLowerCase()).toContain('authorization');
  });

  it.each(['http://evil.example', 'null', 'http://localhost:5174', 'http://app.test.evil.example'])('gives %s no CORS permission', async (origin) => {
    // The app origin's same calls are given it.
    expect((await permissions('http://app.test')).headers.get('access-control-allow-origin')).toBe('http://app.test');
    const allowed = await preflight('http://app.test');
    expect([allowed.headers.get('access-control-allow-origin'), allowed.headers.get('access-control-allow-methods')]).toEqual(['http://app.test', expect.stringContaining('POST')]);
    const response = await permissions(origin);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const refused = await preflight(origin);
    expect(refused.headers.get('access-control-allow-origin')).toBeNull();
    expect(refused.headers.get('access-control-allow-methods')).toBeNull();
  });

  it('answers same-origin and tool calls (no Origin) as before', async () => {
    const response = await permissions();
    expect(response.status).toBe(200);
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
  });
});
