import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailboxEntry } from '../mock-admin-api';
import { PERSONAS } from '../personas';
import { NO_PAYMENT_ACCOUNT } from '../seed/facts';
import { call, login, startTestServer, type TestServer } from '../test-support';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const init = (email: string) => call<string>(t.base, '/v1/user/reset-password/init', { text: email });
const finish = (key: string, newPassword: string) => call(t.base, '/v1/user/reset-password/finish', { json: { key, newPassword } });
const mailbox = async (to: string) => (await call<MailboxEntry[]>(t.base, `/__mock/mailbox?to=${encodeURIComponent(to)}`)).data;
const keyFromMail = async (to: string): Promise<string> => {
  const [latest] = await mailbox(to);
  const match = /\/auth\/reset-password\/([0-9a-f]+)$/.exec(latest?.link ?? '');
  if (!match?.[1]) throw new Error(`no reset mail for ${to}`);
  return match[1];
};
/** A reset key of `email` freshly mailed (each costs one of the account's 3 reset emails an hour). */
const freshKey = async (email: string): Promise<string> => {
  expect((await init(email)).type.code).toBe(0);
  return keyFromMail(email);
};
/** The refusal's precondition where the key cannot be tried first (a finish spends it): it is live. */
const expectLiveKey = (key: string) => {
  const record = t.mock.store.state().reset_keys.find((k) => k.key === key);
  expect(record).toMatchObject({ used: false });
  expect(Date.parse(record?.expires_at ?? '')).toBeGreaterThan(Date.now());
};

describe('POST /v1/user/reset-password/init (plain-text email)', () => {
  it('answers the same success whether or not the account exists, and mails only real accounts', async () => {
    const known = await init(PERSONAS.analyst.email);
    const unknown = await init('nobody.here@demo.test');
    expect(known.type.code).toBe(0);
    expect(unknown).toEqual(known);
    expect(await mailbox('nobody.here@demo.test')).toEqual([]);
    const [mail] = await mailbox(PERSONAS.analyst.email);
    expect(mail).toMatchObject({ to: PERSONAS.analyst.email, subject: 'Reset your password' });
    expect(mail?.link).toMatch(/^http:\/\/app\.test\/auth\/reset-password\/[0-9a-f]{48}$/);
  });

  it('refuses a malformed email', async () => {
    // A well-formed email (of no account: nothing is mailed) is taken.
    expect((await init('someone.else@demo.test')).type.code).toBe(0);
    const result = await init('not-an-email');
    expect(result.type.code).toBe(2);
    expect(result.data).toEqual({ errors: { email: 'Please type valid email address.' } });
  });
});

describe('POST /v1/user/reset-password/finish', () => {
  it('answers 5 for an unknown key and 4 for an expired one', async () => {
    // A twin account's fresh key is taken with the same new password (the admin's key is expired below
    // untried: a finish would spend it).
    expect((await finish(await freshKey(NO_PAYMENT_ACCOUNT.ownerEmail), 'Brand#New2026')).type.code).toBe(0);
    expect((await finish('0000', 'Brand#New2026')).type).toEqual({ code: 5, message: 'Token is invalid' });
    await init(PERSONAS.admin.email);
    const key = await keyFromMail(PERSONAS.admin.email);
    t.mock.store.mutate((state) => {
      const record = state.reset_keys.find((k) => k.key === key);
      if (record) record.expires_at = new Date(Date.now() - 1000).toISOString();
    });
    expect((await finish(key, 'Brand#New2026')).type).toEqual({ code: 4, message: 'Token is expired' });
  });

  it('applies the password rules against the user names and company', async () => {
    // A rule-abiding password is taken through a first key; the refusals below use the next one.
    expect((await finish(await freshKey(PERSONAS.advertiser.email), 'Valid#Reset2026')).type.code).toBe(0);
    const key = await freshKey(PERSONAS.advertiser.email);
    for (const password of ['Ab#1', 'abcdefg#1', 'Abcdefgh#', 'Abcdefgh1', 'Carter#2026', 'Xdemo advertiser ltd#1']) {
      const result = await finish(key, password);
      expect(result.type.code).toBe(2);
      expect(result.data).toEqual({ errors: { newPassword: expect.any(String) } });
    }
  });

  it('changes the password once: the new one signs in, the old one and the used key do not', async () => {
    expect((await login(t.base, PERSONAS.analyst.email, PERSONAS.analyst.password)).type.code).toBe(0);
    await init(PERSONAS.analyst.email);
    const key = await keyFromMail(PERSONAS.analyst.email);
    const done = await finish(key, 'Fresh#Start42');
    expect(done.type.code).toBe(0);
    expect(done.data).toBe('Password changed. Login into your account now.');
    expect((await login(t.base, PERSONAS.analyst.email, 'Fresh#Start42')).type.code).toBe(0);
    expect((await login(t.base, PERSONAS.analyst.email, PERSONAS.analyst.password)).type.code).toBe(2);
    expect((await finish(key, 'Another#Pass42')).type.code).toBe(5);
    const stored = t.mock.store.state().users.find((u) => u.email === PERSONAS.analyst.email);
    expect(JSON.stringify(stored)).not.toContain('Fresh#Start42');
  });
});

describe('one live reset key per user', () => {
  it('cancels the older keys when a new one is sent', async () => {
    await init(PERSONAS.admin.email);
    const older = await keyFromMail(PERSONAS.admin.email);
    expectLiveKey(older);
    await init(PERSONAS.admin.email);
    const newer = await keyFromMail(PERSONAS.admin.email);
    expect(newer).not.toBe(older);
    expect((await finish(older, 'Older#Key2026')).type).toEqual({ code: 5, message: 'Token is invalid' });
    expect((await finish(newer, 'Newer#Key2026')).type.code).toBe(0);
    expect((await login(t.base, PERSONAS.admin.email, 'Newer#Key2026')).type.code).toBe(0);
  });

  it("cancels the user's other keys when a reset completes, and no one else's", async () => {
    // Keys made before one-key-per-user (a db saved by an older mock) can sit side by side.
    await init(PERSONAS.advertiser.email);
    const used = await keyFromMail(PERSONAS.advertiser.email);
    await init(PERSONAS.analyst.email);
    const othersKey = await keyFromMail(PERSONAS.analyst.email);
    const advertiserId = t.mock.store.state().users.find((u) => u.email === PERSONAS.advertiser.email)?.id ?? 0;
    const sideKey = 'a'.repeat(48);
    t.mock.store.mutate((state) => {
      state.reset_keys.push({ key: sideKey, user_id: advertiserId, expires_at: new Date(Date.now() + 60_000).toISOString(), used: false });
    });
    expectLiveKey(sideKey);
    expect((await finish(used, 'Complete#Reset42')).type.code).toBe(0);
    expect((await finish(sideKey, 'Side#Door2026')).type).toEqual({ code: 5, message: 'Token is invalid' });
    expect((await login(t.base, PERSONAS.advertiser.email, 'Complete#Reset42')).type.code).toBe(0);
    expect((await finish(othersKey, 'Still#Works42')).type.code).toBe(0);
  });
});
