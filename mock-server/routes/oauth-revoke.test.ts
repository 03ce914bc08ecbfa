import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailboxEntry } from '../mock-admin-api';
import { PERSONAS } from '../personas';
import { call, login, startTestServer, type TestServer } from '../test-support';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const revoke = (token: string) => call(t.base, '/v1/oauth/revoke', { form: { token } });
const permissions = (token: string) => call(t.base, '/v1/user/permissions', { token });
const refresh = (refresh_token: string) => call(t.base, '/v1/oauth/refresh', { form: { refresh_token } });

/**
 * A twin sign-in of `persona` whose refresh token is taken: the control for a refresh refused after a
 * session ends (the refused token itself cannot be tried first, a refresh spends it).
 */
const expectFreshRefreshTaken = async (persona: 'admin' | 'advertiser' | 'analyst') => {
  const twin = (await login(t.base, PERSONAS[persona].email, PERSONAS[persona].password)).data;
  expect((await refresh(twin.refresh_token)).status).toBe(200);
};

describe('POST /v1/oauth/revoke (logout)', () => {
  it('ends the sign-in of an access token: its access and refresh tokens are refused at once', async () => {
    const { data } = await login(t.base, PERSONAS.advertiser.email, PERSONAS.advertiser.password);
    expect((await permissions(data.access_token)).status).toBe(200);
    await expectFreshRefreshTaken('advertiser');
    const revoked = await revoke(data.access_token);
    expect(revoked.status).toBe(200);
    expect(revoked.type.code).toBe(0);
    const after = await permissions(data.access_token);
    expect(after.status).toBe(401);
    expect(after.type).toEqual({ code: 401, message: 'unauthorized' });
    expect((await refresh(data.refresh_token)).status).toBe(401);
  });

  it('ends the sign-in of a refresh token, including access tokens its refreshes issued', async () => {
    const { data } = await login(t.base, PERSONAS.analyst.email, PERSONAS.analyst.password);
    const renewed = (await call<{ data: { data: { access_token: string; refresh_token: string } } }>(t.base, '/v1/oauth/refresh', {
      form: { refresh_token: data.refresh_token },
    })).data.data.data;
    for (const token of [data.access_token, renewed.access_token]) expect((await permissions(token)).status).toBe(200);
    expect((await revoke(renewed.refresh_token)).status).toBe(200);
    expect((await permissions(data.access_token)).status).toBe(401);
    expect((await permissions(renewed.access_token)).status).toBe(401);
  });

  it('leaves the same user\'s other sign-ins alone, and answers OK for unknown or spent tokens', async () => {
    const first = (await login(t.base, PERSONAS.admin.email, PERSONAS.admin.password)).data;
    const second = (await login(t.base, PERSONAS.admin.email, PERSONAS.admin.password)).data;
    expect((await revoke(first.access_token)).type.code).toBe(0);
    expect((await permissions(second.access_token)).status).toBe(200);
    expect((await revoke(first.access_token)).type.code).toBe(0);
    expect((await revoke('not-a-token')).type.code).toBe(0);
    expect((await call(t.base, '/v1/oauth/revoke', { form: {} })).type.code).toBe(2);
  });
});

describe('a password reset', () => {
  it('ends every sign-in of the account at once, and the new password signs in', async () => {
    const email = PERSONAS.advertiser.email;
    const tabs = await Promise.all([1, 2].map(async () => (await login(t.base, email, PERSONAS.advertiser.password)).data));
    for (const tab of tabs) expect((await permissions(tab.access_token)).status).toBe(200);
    await expectFreshRefreshTaken('advertiser');
    await call(t.base, '/v1/user/reset-password/init', { text: email, headers: { Origin: 'http://app.test' } });
    const [mail] = (await call<MailboxEntry[]>(t.base, `/__mock/mailbox?to=${encodeURIComponent(email)}`)).data;
    const key = /\/auth\/reset-password\/([0-9a-f]+)$/.exec(mail?.link ?? '')?.[1] ?? '';
    expect((await call(t.base, '/v1/user/reset-password/finish', { json: { key, newPassword: 'Another#Start42' } })).type.code).toBe(0);
    for (const tab of tabs) {
      expect((await permissions(tab.access_token)).status).toBe(401);
      expect((await refresh(tab.refresh_token)).status).toBe(401);
    }
    const fresh = (await login(t.base, email, 'Another#Start42')).data;
    expect((await permissions(fresh.access_token)).status).toBe(200);
  });
});

describe('a mock reset', () => {
  it('keeps the sign-ins of seeded users', async () => {
    const { data } = await login(t.base, PERSONAS.analyst.email, PERSONAS.analyst.password);
    await call(t.base, '/__mock/reset', { method: 'POST' });
    expect((await permissions(data.access_token)).status).toBe(200);
  });
});
