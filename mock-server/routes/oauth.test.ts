import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RefreshData, TokenData } from '../../src/api/contract';
import { PERSONAS } from '../personas';
import { PERSONA_IDS } from '../seed/facts';
import { signAccessToken } from '../security/tokens';
import { call, login, startTestServer, type TestServer } from '../test-support';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

describe('POST /v1/oauth/token', () => {
  it.each(['admin', 'advertiser', 'analyst'] as const)('signs the %s persona in', async (persona) => {
    const { status, type, data } = await login(t.base, PERSONAS[persona].email, PERSONAS[persona].password);
    expect(status).toBe(200);
    expect(type).toEqual({ code: 0, message: 'OK' });
    expect(data).toMatchObject({ expires_in: 3600, space_id: PERSONA_IDS[persona].spaceId, user_id: PERSONA_IDS[persona].userId });
    expect(data.access_token).toMatch(/^[\w-]+\.[\w-]+$/);
    expect(data.refresh_token).toMatch(/^[0-9a-f]{48}$/);
  });

  it('accepts the username in any case', async () => {
    const result = await login(t.base, 'ADVERTISER@Demo.Test', PERSONAS.advertiser.password);
    expect(result.type.code).toBe(0);
  });

  it('refuses a wrong password or an unknown user with code 2 and no hint', async () => {
    // The right password of a known user signs in, so each refusal is its credentials' doing.
    expect((await login(t.base, PERSONAS.advertiser.email, PERSONAS.advertiser.password)).type.code).toBe(0);
    for (const [user, password] of [
      [PERSONAS.advertiser.email, 'Wrong#2026'],
      ['nobody@demo.test', 'Whatever#1'],
    ] as const) {
      const result = await login(t.base, user, password);
      expect(result.status).toBe(400);
      expect(result.type).toEqual({ code: 2, message: 'Invalid argument provided' });
      expect(result.data).toBeNull();
    }
  });

  it('names the missing fields and refuses other grant types', async () => {
    // The password grant with both fields signs in.
    const complete = await call(t.base, '/v1/oauth/token', { form: { grant_type: 'password', username: PERSONAS.admin.email, password: PERSONAS.admin.password } });
    expect(complete.type.code).toBe(0);
    const missing = await call(t.base, '/v1/oauth/token', { form: { grant_type: 'password' } });
    expect(missing.type.code).toBe(2);
    expect(missing.data).toEqual({ errors: { username: 'Field is required.', password: 'Field is required.' } });
    const grant = await call(t.base, '/v1/oauth/token', {
      form: { grant_type: 'client_credentials', username: PERSONAS.admin.email, password: PERSONAS.admin.password },
    });
    expect(grant.status).toBe(400);
    expect(grant.data).toEqual({ errors: { grant_type: expect.any(String) } });
  });
});

describe('bearer tokens', () => {
  const permissions = (token?: string) => call(t.base, '/v1/user/permissions', token ? { token } : {});

  it('lets a signed-in caller through', async () => {
    const { data } = await login(t.base, PERSONAS.analyst.email, PERSONAS.analyst.password);
    const result = await permissions(data.access_token);
    expect(result.data).toEqual(PERSONAS.analyst.permissions);
  });

  it('answers 401 for a missing, malformed, forged or expired token', async () => {
    const secret = t.mock.store.state().meta.secret;
    // Every token below names a live sign-in's session, so each is refused for its own defect, not for a
    // session that never was; the same token signed with the db's secret and still fresh is let through.
    const { data } = await login(t.base, PERSONAS.admin.email, PERSONAS.admin.password);
    const sid = t.mock.store.state().refresh_tokens.find((record) => record.token === data.refresh_token)?.session_id ?? '';
    expect(sid).not.toBe('');
    const valid = signAccessToken(secret, PERSONA_IDS.admin.userId, 60, Date.now(), sid);
    expect((await permissions(valid)).status).toBe(200);
    const [payload] = valid.split('.');
    const tokens = [
      undefined,
      'not-a-token',
      `${payload}.forgedsignature`,
      signAccessToken('another-secret-another-secret-1234', PERSONA_IDS.admin.userId, 60, Date.now(), sid),
      signAccessToken(secret, PERSONA_IDS.admin.userId, 60, Date.now() - 120_000, sid),
    ];
    for (const token of tokens) {
      const result = await permissions(token);
      expect(result.status).toBe(401);
      expect(result.type).toEqual({ code: 401, message: 'unauthorized' });
    }
  });

  it('expires tokens after the token TTL setting', async () => {
    // Only Date is faked (the server runs in this process): sockets and timers keep real time.
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      await call(t.base, '/__mock/settings', { json: { tokenTtl: 1 } });
      const { data } = await login(t.base, PERSONAS.admin.email, PERSONAS.admin.password);
      expect(data.expires_in).toBe(1);
      const issued = Date.now();
      vi.setSystemTime(issued + 999);
      expect((await permissions(data.access_token)).status).toBe(200);
      vi.setSystemTime(issued + 1000);
      expect((await permissions(data.access_token)).status).toBe(401);
    } finally {
      vi.useRealTimers();
      await call(t.base, '/__mock/settings', { json: { tokenTtl: 3600 } });
    }
  });
});

describe('POST /v1/oauth/refresh', () => {
  const refresh = (refresh_token: string) => call<RefreshData>(t.base, '/v1/oauth/refresh', { form: { refresh_token } });

  it('answers the nested data.data.data shape with a new pair, and each refresh token works once', async () => {
    const first: TokenData = (await login(t.base, PERSONAS.advertiser.email, PERSONAS.advertiser.password)).data;
    const renewed = await refresh(first.refresh_token);
    expect(renewed.status).toBe(200);
    const next = renewed.data.data.data;
    expect(next).toEqual({ access_token: expect.any(String), expires_in: 3600, refresh_token: expect.any(String) });
    expect(next.refresh_token).not.toBe(first.refresh_token);
    expect((await call(t.base, '/v1/user/permissions', { token: next.access_token })).status).toBe(200);

    const replay = await refresh(first.refresh_token);
    expect(replay.status).toBe(401);
    expect(replay.type).toEqual({ code: 5, message: 'Token is invalid' });
    expect((await refresh(next.refresh_token)).status).toBe(200);
  });

  it('refuses unknown and expired refresh tokens', async () => {
    // A twin sign-in's fresh refresh token is taken; the one expired below is never spent before.
    const twin = (await login(t.base, PERSONAS.admin.email, PERSONAS.admin.password)).data;
    expect((await refresh(twin.refresh_token)).type.code).toBe(0);
    expect((await refresh('0123456789abcdef')).type.code).toBe(5);
    const { data } = await login(t.base, PERSONAS.admin.email, PERSONAS.admin.password);
    t.mock.store.mutate((state) => {
      const record = state.refresh_tokens.find((r) => r.token === data.refresh_token);
      if (record) record.expires_at = '2020-01-01T00:00:00.000Z';
    });
    const expired = await refresh(data.refresh_token);
    expect(expired.status).toBe(401);
    expect(expired.type).toEqual({ code: 4, message: 'Token is expired' });
  });
});
