import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MockSettings } from '../mock-admin-api';
import { PERSONAS } from '../personas';
import { call, login, startTestServer, tokenOf, type TestServer } from '../test-support';

describe('test-only API disabled', () => {
  it('answers 404 for /__mock/* without MOCK_ADMIN_API', async () => {
    const calls = [
      ['/__mock/settings', 'GET'],
      ['/__mock/settings', 'POST'],
      ['/__mock/mailbox', 'GET'],
      ['/__mock/clock', 'GET'],
      ['/__mock/reset', 'POST'],
    ] as const;
    // With MOCK_ADMIN_API, the same calls are answered.
    const enabled = await startTestServer();
    try {
      for (const [path, method] of calls) {
        const response = await fetch(`${enabled.base}${path}`, { method });
        expect([path, method, response.status]).toEqual([path, method, 200]);
        await response.arrayBuffer();
      }
    } finally {
      await enabled.close();
    }
    const t = await startTestServer({ adminApi: false });
    try {
      for (const [path, method] of calls) {
        const response = await fetch(`${t.base}${path}`, { method });
        expect(response.status).toBe(404);
      }
    } finally {
      await t.close();
    }
  });
});

describe('test-only API enabled', () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer();
  });
  afterAll(() => t.close());

  it('reads and validates settings', async () => {
    expect((await call<MockSettings>(t.base, '/__mock/settings')).data).toEqual({ latencyMs: 0, failRate: 0, tokenTtl: 3600, whitelabel: 'dsp', clockRate: 1, dictionaryEdition: 1, paymentVendor: 'test' });
    // Valid values (those held) are taken.
    expect((await call(t.base, '/__mock/settings', { json: { failRate: 0, latencyMs: 0, whitelabel: 'dsp' } })).type.code).toBe(0);
    const invalid = await call(t.base, '/__mock/settings', { json: { failRate: 2, latencyMs: -1, whitelabel: 'nowhere' } });
    expect(invalid.type.code).toBe(2);
    expect(invalid.data).toEqual({ errors: { failRate: expect.any(String), latencyMs: expect.any(String), whitelabel: 'Expected one of dsp, ng' } });
    // Nothing changes when any field is invalid, the valid ones included.
    const mixed = await call(t.base, '/__mock/settings', { json: { latencyMs: 5, whitelabel: 7 } });
    expect(mixed.data).toEqual({ errors: { whitelabel: expect.any(String) } });
    expect((await call<MockSettings>(t.base, '/__mock/settings')).data).toEqual({ latencyMs: 0, failRate: 0, tokenTtl: 3600, whitelabel: 'dsp', clockRate: 1, dictionaryEdition: 1, paymentVendor: 'test' });
  });

  it('faults /v1 calls at fail rate 1 but never sign-in', async () => {
    const token = await tokenOf(t.base, 'advertiser');
    expect((await call(t.base, '/v1/user/permissions', { token })).type.code).toBe(0);
    await call(t.base, '/__mock/settings', { json: { failRate: 1 } });
    try {
      const faulted = await call(t.base, '/v1/user/permissions', { token });
      expect(faulted.status).toBe(500);
      expect(faulted.type).toEqual({ code: 1, message: 'Backend exception' });
      expect((await login(t.base, PERSONAS.admin.email, PERSONAS.admin.password)).type.code).toBe(0);
    } finally {
      await call(t.base, '/__mock/settings', { json: { failRate: 0 } });
    }
    expect((await call(t.base, '/v1/user/permissions', { token })).type.code).toBe(0);
  });

  it('adds latency to /v1 answers', async () => {
    await call(t.base, '/__mock/settings', { json: { latencyMs: 150 } });
    try {
      const started = performance.now();
      await call(t.base, '/v1/geo/country');
      expect(performance.now() - started).toBeGreaterThanOrEqual(140);
    } finally {
      // A failed check must not leave every later test of this server 150 ms slower.
      await call(t.base, '/__mock/settings', { json: { latencyMs: 0 } });
    }
  });

  it('switches the white-label configuration, and reset restores the start one', async () => {
    const set = await call<MockSettings>(t.base, '/__mock/settings', { json: { whitelabel: 'ng' } });
    expect(set.data).toEqual({ latencyMs: 0, failRate: 0, tokenTtl: 3600, whitelabel: 'ng', clockRate: 1, dictionaryEdition: 1, paymentVendor: 'test' });
    expect((await call<MockSettings>(t.base, '/__mock/settings')).data.whitelabel).toBe('ng');
    await call(t.base, '/__mock/reset', { method: 'POST' });
    expect((await call<MockSettings>(t.base, '/__mock/settings')).data.whitelabel).toBe('dsp');
  });

  it('lists the mailbox newest first, filtered by recipient', async () => {
    await call(t.base, '/v1/user/reset-password/init', { text: PERSONAS.admin.email });
    await call(t.base, '/v1/user/reset-password/init', { text: PERSONAS.advertiser.email });
    await call(t.base, '/v1/user/reset-password/init', { text: PERSONAS.admin.email });
    const all = (await call<{ to: string }[]>(t.base, '/__mock/mailbox')).data.map((m) => m.to);
    expect(all).toEqual([PERSONAS.admin.email, PERSONAS.advertiser.email, PERSONAS.admin.email]);
    expect((await call<unknown[]>(t.base, '/__mock/mailbox?to=ADVERTISER@demo.test')).data).toHaveLength(1);
  });
});
