import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Country, WhitelabelInfo } from '../../src/api/contract';
import { call, startTestServer, type TestServer } from '../test-support';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('public branding and lookups', () => {
  it('answers the white-label info without a token', async () => {
    const { data } = await call<WhitelabelInfo>(t.base, '/v1/whitelabel/info');
    expect(data).toMatchObject({ name: 'Adwise DSP', audio_enabled: false, company_logo: expect.any(Number) });
    for (const colour of [data.primary_color, data.secondary_color, data.warning_color, data.gauge_color]) expect(colour).toMatch(/^#[0-9A-F]{6}$/i);
    for (const url of [data.term_of_service_url, data.privacy_policy_url, data.help_url]) expect(new URL(url).hostname).toMatch(/(^|\.)example\.com$/);
  });

  it('serves the logo file as SVG, and a 404 envelope for unknown files', async () => {
    const { data } = await call<WhitelabelInfo>(t.base, '/v1/whitelabel/info');
    const logo = await fetch(`${t.base}/v1/file/cache/${data.company_logo}`);
    expect(logo.status).toBe(200);
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    expect(await logo.text()).toMatch(/^<svg [^>]*width="600" height="600"/);
    const missing = await call(t.base, '/v1/file/cache/123');
    expect(missing.status).toBe(404);
    expect(missing.type.code).toBe(2);
  });

  it('answers the country list without a token', async () => {
    const { data } = await call<Country[]>(t.base, '/v1/geo/country');
    expect(data.length).toBeGreaterThanOrEqual(20);
    expect(data.map((c) => c.iso_code)).toEqual(expect.arrayContaining(['US', 'NG', 'AM', 'RU', 'GB', 'DE', 'FR']));
    expect(data.find((c) => c.iso_code === 'AM')).toEqual({ iso_code: 'AM', name: 'Armenia', timezone_offset_seconds: 14_400 });
  });

  it('requires a token elsewhere and answers unknown paths in the envelope', async () => {
    expect((await call(t.base, '/v1/space/2002')).status).toBe(401);
    const unknown = await call(t.base, '/nowhere');
    expect(unknown.status).toBe(404);
    expect(unknown.type.code).toBe(1);
    const badJson = await fetch(`${t.base}/v1/registration`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{oops' });
    expect(badJson.status).toBe(400);
    expect(((await badJson.json()) as { type: { code: number } }).type.code).toBe(2);
  });
});
