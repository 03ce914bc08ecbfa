import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HUMAN_VERIFICATION_TEST_TOKEN } from '../../src/api/contract';
import type { MailboxEntry } from '../mock-admin-api';
import { PERSONAS } from '../personas';
import { REGISTRATION_TOKENS } from '../seed/facts';
import { call, startTestServer, type TestServer } from '../test-support';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());

const signUp = (overrides: Record<string, unknown>) =>
  call(t.base, '/v1/registration', {
    json: {
      agree_with_tos: true,
      company_name: 'Long Names Ltd',
      email: 'long.names@limits.example',
      first_name: 'Lena',
      last_name: 'Long',
      phone: '+44 7700 900123',
      country: 'GB',
      captcha_token: HUMAN_VERIFICATION_TEST_TOKEN,
      ...overrides,
    },
  });

/** An address of exactly `length` characters that matches the email pattern (its local part of `letter`s). */
const emailOf = (length: number, letter = 'a'): string => {
  const domain = '@limits.example';
  return `${letter.repeat(length - domain.length)}${domain}`;
};

/** The positive control of a refused sign-up: the same sign-up, valid, under an address of its own, is taken. */
const expectSignedUp = async (overrides: Record<string, unknown>): Promise<void> => {
  const result = await signUp(overrides);
  expect(result.type.code, JSON.stringify(result.data)).toBe(0);
};

// Spec 1 §5's generic message: "maximum {max} characters allowed".
describe('text limits on what the mock stores', () => {
  it.each([
    ['first_name', 255],
    ['last_name', 255],
    ['company_name', 255],
    ['phone', 32],
  ])('refuses a sign-up %s longer than %i characters with a field error, and stores nothing', async (field, max) => {
    // At the limit the same sign-up is taken (a phone is digits).
    await expectSignedUp({ [field]: (field === 'phone' ? '1' : 'x').repeat(max), email: `at.limit.${field}@limits.example` });
    const before = t.mock.store.state().registrations.length;
    const result = await signUp({ [field]: 'x'.repeat(max + 1), email: `too.long.${field}@limits.example` });
    expect(result.status).toBe(400);
    expect(result.type.code).toBe(2);
    expect(result.data).toEqual({ errors: { [field]: `maximum ${max} characters allowed` } });
    expect(t.mock.store.state().registrations).toHaveLength(before);
  });

  it('refuses a 9 MB first name as a body over the limit (413, code 2), storing nothing', async () => {
    await expectSignedUp({ email: 'nine.megabytes.control@limits.example' });
    const before = t.mock.store.state().registrations.length;
    const result = await signUp({ first_name: 'x'.repeat(9 * 1024 * 1024), email: 'nine.megabytes@limits.example' });
    expect(result.status).toBe(413);
    expect(result.type.code).toBe(2);
    expect(t.mock.store.state().registrations).toHaveLength(before);
  });

  it('accepts every field at its limit, counting characters rather than UTF-16 units', async () => {
    const result = await signUp({
      first_name: 'é'.repeat(255),
      last_name: '𝒳'.repeat(255),
      company_name: 'c'.repeat(255),
      phone: '1'.repeat(32),
      email: emailOf(254),
    });
    expect(result.type.code).toBe(0);
  });

  it('refuses an email longer than 254 characters', async () => {
    // An address of 254 characters is taken by both calls.
    await expectSignedUp({ email: emailOf(254, 'b') });
    expect((await call(t.base, '/v1/user/reset-password/init', { text: emailOf(254, 'b') })).type.code).toBe(0);
    const result = await signUp({ email: emailOf(255) });
    expect(result.data).toEqual({ errors: { email: 'maximum 254 characters allowed' } });
    const reset = await call(t.base, '/v1/user/reset-password/init', { text: emailOf(255) });
    expect(reset.data).toEqual({ errors: { email: 'maximum 254 characters allowed' } });
  });

  it('refuses a new password longer than 128 characters, at sign-up completion and at reset', async () => {
    const long = `Aa#1${'x'.repeat(125)}`;
    // A password of 128 characters is taken by both calls, each on a token or key of its own.
    expect((await call(t.base, '/v1/registration/complete', { json: { token: REGISTRATION_TOKENS.validSpare, password: long.slice(0, 128) } })).type.code).toBe(0);
    await call(t.base, '/v1/user/reset-password/init', { text: PERSONAS.advertiser.email });
    const [twinMail] = (await call<MailboxEntry[]>(t.base, `/__mock/mailbox?to=${encodeURIComponent(PERSONAS.advertiser.email)}`)).data;
    const twinKey = twinMail?.link.split('/').pop() ?? '';
    expect((await call(t.base, '/v1/user/reset-password/finish', { json: { key: twinKey, newPassword: long.slice(0, 128) } })).type.code).toBe(0);
    const completed = await call(t.base, '/v1/registration/complete', { json: { token: REGISTRATION_TOKENS.valid, password: long } });
    expect(completed.data).toEqual({ errors: { password: 'maximum 128 characters allowed' } });
    await call(t.base, '/v1/user/reset-password/init', { text: PERSONAS.analyst.email });
    const [mail] = (await call<MailboxEntry[]>(t.base, `/__mock/mailbox?to=${encodeURIComponent(PERSONAS.analyst.email)}`)).data;
    const key = mail?.link.split('/').pop() ?? '';
    const reset = await call(t.base, '/v1/user/reset-password/finish', { json: { key, newPassword: long } });
    expect(reset.data).toEqual({ errors: { newPassword: 'maximum 128 characters allowed' } });
    expect((await call(t.base, '/v1/user/reset-password/finish', { json: { key, newPassword: long.slice(0, 128) } })).type.code).toBe(0);
  });
});
