import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  HUMAN_VERIFICATION_TEST_TOKEN,
  type RegistrationPayload,
  type RegistrationTokenInfo,
  type Space,
} from '../../src/api/contract';
import type { MailboxEntry } from '../mock-admin-api';
import { PERSONAS } from '../personas';
import { NG_ADMIN, REGISTRATION_TOKENS, WHITELABELS } from '../seed/facts';
import { call, login, startTestServer, tokenOf, type TestServer } from '../test-support';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const payload = (overrides: Partial<Record<keyof RegistrationPayload, unknown>> = {}) => ({
  agree_with_tos: true,
  company_name: 'Kestrel Kites',
  email: "o'brien.kate+ads@kestrel-kites.example",
  first_name: 'Kate',
  last_name: "O'Brien",
  phone: '+44 7700 900123',
  user_type_key: 1,
  currency: 'NGN',
  country: 'GB',
  captcha_token: HUMAN_VERIFICATION_TEST_TOKEN,
  ...overrides,
});
const register = (json: unknown) => call(t.base, '/v1/registration', { json });
const verify = (token: string) => call<RegistrationTokenInfo>(t.base, `/v1/registration/verify-token/${encodeURIComponent(token)}`, { method: 'POST' });
const complete = (token: string, password: string) => call(t.base, '/v1/registration/complete', { json: { token, password } });

let twins = 0;
/**
 * An approved sign-up like the one holding `token` (same white-label and names), under an email and a
 * token of its own: the positive control of a token's refusal, where trying the token itself would
 * spend it. Answers the twin's token.
 */
const twinOf = (token: string): string => {
  twins += 1;
  const twin = `twin-registration-token-${String(twins).padStart(4, '0')}`;
  t.mock.store.mutate((state) => {
    const original = state.registrations.find((r) => r.token === token);
    if (!original) throw new Error(`no registration holds ${token}`);
    const id = state.registrations.reduce((max, r) => Math.max(max, r.id), 0) + 1;
    state.registrations.push({ ...original, id, email: `twin.${twins}@twins.example`, token: twin, token_expires_at: '2099-12-31T23:59:59.000Z' });
  });
  return twin;
};

describe('POST /v1/registration', () => {
  it('accepts a valid sign-up, waiting for moderation', async () => {
    const result = await register(payload());
    expect(result.type.code).toBe(0);
    expect(typeof result.data).toBe('string');
    const stored = t.mock.store.state().registrations.find((r) => r.email === "o'brien.kate+ads@kestrel-kites.example");
    expect(stored).toMatchObject({ status_key: 1, currency: 'NGN', token: null });
  });

  it('answers 160 for an existing user or a pending registration', async () => {
    expect((await register(payload({ email: 'first.time@kestrel.example' }))).type.code).toBe(0);
    for (const email of [PERSONAS.advertiser.email, 'tunde.bakare@savannah.example', "O'Brien.Kate+ads@kestrel-kites.example"]) {
      const result = await register(payload({ email }));
      expect(result.type).toEqual({ code: 160, message: 'Email already exist' });
    }
  });

  it('answers code 2 with one error per invalid field', async () => {
    expect((await register(payload({ email: 'all.fields@kestrel.example' }))).type.code).toBe(0);
    const result = await register({ captcha_token: HUMAN_VERIFICATION_TEST_TOKEN });
    expect(result.status).toBe(400);
    expect(result.type.code).toBe(2);
    expect(Object.keys((result.data as { errors: object }).errors).sort()).toEqual(
      ['agree_with_tos', 'country', 'email', 'first_name', 'last_name', 'phone'].sort(),
    );
    const bad = await register(payload({ email: 'kate@kestrel.k', currency: 'EUR', agree_with_tos: false, user_type_key: 2 }));
    expect((bad.data as { errors: object }).errors).toEqual({
      email: 'Please type valid email address.',
      currency: expect.any(String),
      agree_with_tos: expect.any(String),
      user_type_key: expect.any(String),
    });
  });

  it('requires the human verification token', async () => {
    expect((await register(payload({ email: 'verified.human@kestrel.example' }))).type.code).toBe(0);
    for (const captcha_token of [undefined, 'robot']) {
      const result = await register(payload({ email: 'new.person@kestrel.example', captcha_token }));
      expect(result.type.code).toBe(2);
      expect(result.data).toEqual({ errors: { captcha_token: 'Human verification failed.' } });
    }
  });
});

describe('confirmation tokens', () => {
  it('answers who a valid token was sent to', async () => {
    const result = await verify(REGISTRATION_TOKENS.valid);
    expect(result.data).toEqual({ email: 'nora.lindqvist@northwind.example', first_name: 'Nora', last_name: 'Lindqvist', company_name: 'Northwind Outdoor' });
  });

  it.each([
    ['unknown', 'unknown-token-0000000000', 161, 'Registration not found', 404],
    ['expired', REGISTRATION_TOKENS.expired, 4, 'Token is expired', 400],
    ['used', REGISTRATION_TOKENS.used, 162, 'Registered user is verified', 400],
    ['malformed', 'BAD token!', 5, 'Token is invalid', 400],
    ['too short', 'abc', 5, 'Token is invalid', 400],
  ])('answers the catalogue code for a %s token', async (_name, token, code, message, status) => {
    const twin = twinOf(REGISTRATION_TOKENS.valid);
    expect((await verify(twin)).type.code).toBe(0);
    expect((await complete(twin, 'Str0ng#Pass')).type.code).toBe(0);
    for (const result of [await verify(token), await complete(token, 'Str0ng#Pass')]) {
      expect(result.type).toEqual({ code, message });
      expect(result.status).toBe(status);
    }
  });

  it('applies the password rules on completion', async () => {
    expect((await complete(twinOf(REGISTRATION_TOKENS.valid), 'Trail#Runner9')).type.code).toBe(0);
    for (const password of ['Sh0rt#', 'NoDigits#here', 'n0upper#case', 'N0symbols1', 'Nora#2026x', 'my#NORTHWIND outdoor1', 'Lindqvist#1']) {
      const result = await complete(REGISTRATION_TOKENS.valid, password);
      expect(result.type.code).toBe(2);
      expect(result.data).toEqual({ errors: { password: expect.any(String) } });
    }
  });

  it('activates the account once, with its own space in the registration currency', async () => {
    expect((await complete(REGISTRATION_TOKENS.valid, 'Trail#Runner9')).type.code).toBe(0);
    const signedIn = await login(t.base, 'nora.lindqvist@northwind.example', 'Trail#Runner9');
    expect(signedIn.type.code).toBe(0);
    const space = await call<Space>(t.base, `/v1/space/${signedIn.data.space_id}`, { token: signedIn.data.access_token });
    expect(space.data).toMatchObject({ name: 'Northwind Outdoor', currency: 'USD', balance: 0, account_type_key: 1 });
    const permissions = await call<string[]>(t.base, '/v1/user/permissions', { token: signedIn.data.access_token });
    expect(permissions.data).toEqual(PERSONAS.advertiser.permissions);
    expect((await verify(REGISTRATION_TOKENS.valid)).type.code).toBe(162);
  });
});

describe('the white-label of a sign-up', () => {
  const NG = { 'X-Whitelabel-Id': 'ng' };
  const DSP = { 'X-Whitelabel-Id': 'dsp' };
  /** Signs up under ng, has the ng administrator approve it, and answers the mailed token. */
  const approvedUnderNg = async (email: string): Promise<string> => {
    expect((await call(t.base, '/v1/registration', { json: payload({ email }), headers: NG })).type.code).toBe(0);
    const id = t.mock.store.state().registrations.find((r) => r.email === email)?.id;
    const ngAdmin = (await login(t.base, NG_ADMIN.email, NG_ADMIN.password)).data.access_token;
    expect((await call(t.base, '/v1/whitelabel/admin/registration/approve', { token: ngAdmin, json: { user_id: id } })).type.code).toBe(0);
    const link = (await call<MailboxEntry[]>(t.base, `/__mock/mailbox?to=${encodeURIComponent(email)}`)).data[0]?.link ?? '';
    return link.split('/').pop() ?? '';
  };
  const completeWith = (headers: Record<string, string>, token: string, password: string) =>
    call(t.base, '/v1/registration/complete', { json: { token, password }, headers });
  const accountOf = (email: string) => t.mock.store.state().users.find((u) => u.email === email);

  it('is completed in the white-label that approved it', async () => {
    const email = 'ada.okafor@harmattan.example';
    const token = await approvedUnderNg(email);
    expect((await call(t.base, `/v1/registration/verify-token/${token}`, { method: 'POST', headers: NG })).data).toMatchObject({ email });
    expect((await completeWith(NG, token, 'Harmattan#2026')).type.code).toBe(0);
    expect(accountOf(email)?.whitelabel_id).toBe(WHITELABELS.ng.id);
  });

  it('is not found from another white-label (code 161, as an unknown token), and no account is made there', async () => {
    const email = 'bayo.adeyemi@harmattan.example';
    const token = await approvedUnderNg(email);
    // In its own white-label the token verifies, and a twin of it completes.
    expect((await call(t.base, `/v1/registration/verify-token/${token}`, { method: 'POST', headers: NG })).type.code).toBe(0);
    expect((await completeWith(NG, twinOf(token), 'Harmattan#2026')).type.code).toBe(0);
    for (const headers of [DSP, {}]) {
      const verified = await call(t.base, `/v1/registration/verify-token/${token}`, { method: 'POST', headers });
      const completed = await completeWith(headers, token, 'Harmattan#2026');
      for (const refused of [verified, completed]) {
        expect(refused.status).toBe(404);
        expect(refused.type).toEqual({ code: 161, message: 'Registration not found' });
      }
    }
    expect(accountOf(email)).toBeUndefined();
    // Still waiting for its own white-label.
    expect((await completeWith(NG, token, 'Harmattan#2026')).type.code).toBe(0);
    expect(accountOf(email)?.whitelabel_id).toBe(WHITELABELS.ng.id);
  });
});

describe('approval (admin)', () => {
  it('mails a confirmation link that verifies', async () => {
    const admin = await tokenOf(t.base, 'admin');
    const id = t.mock.store.state().registrations.find((r) => r.email === 'tunde.bakare@savannah.example')?.id;
    // The administrator's same call is taken (a sign-up may be approved again until it is completed).
    expect((await call(t.base, '/v1/whitelabel/admin/registration/approve', { token: admin, json: { user_id: id } })).type.code).toBe(0);
    const refused = await call(t.base, '/v1/whitelabel/admin/registration/approve', { token: await tokenOf(t.base, 'advertiser'), json: { user_id: id } });
    expect(refused.type.code).toBe(3);
    expect((await call(t.base, '/v1/whitelabel/admin/registration/approve', { token: admin, json: { user_id: id } })).type.code).toBe(0);
    const mail = await call<MailboxEntry[]>(t.base, '/__mock/mailbox?to=tunde.bakare@savannah.example');
    const link = mail.data[0]?.link ?? '';
    expect(link).toMatch(/^http:\/\/app\.test\/auth\/confirm-registration\/[0-9a-f]{32}$/);
    const token = link.split('/').pop() ?? '';
    expect((await verify(token)).data).toMatchObject({ first_name: 'Tunde' });
  });
});
