import { describe, expect, it } from 'vitest';
import type { User } from '../../src/api/contract';
import { PERSONAS } from '../personas';
import { call, login, throttleMock } from '../test-support';
import { CHANGE_PASSWORD_PATH, PASSWORD_CHANGE_MESSAGES } from './change-password';

const t = throttleMock();
const { freezeDate } = t;

const permissions = (token: string) => call(t.base, '/v1/user/permissions', { token });
const change = (token: string, json: Record<string, string>) => call(t.base, CHANGE_PASSWORD_PATH, { token, json });

/**
 * The positive control of a refusal below: the same caller's change with valid input is taken, then
 * changed back, so the test goes on with the password it had.
 */
const expectChangeTaken = async (token: string, current: string) => {
  const twin = 'Twin#Change2027';
  expect((await change(token, { currentPassword: current, newPassword: twin, repeat: twin })).type.code).toBe(0);
  expect((await change(token, { currentPassword: twin, newPassword: current, repeat: current })).type.code).toBe(0);
};

describe('POST /v1/user/change-password', () => {
  it('ends every other sign-in of the user at once and keeps the one that changed it', async () => {
    const { email, password } = PERSONAS.analyst;
    const [mine, other] = await Promise.all([1, 2].map(async () => (await login(t.base, email, password)).data));
    if (!mine || !other) throw new Error('no sign-in');
    // Before the change, the other sign-in is let through and a fresh refresh token of the user is taken.
    expect((await permissions(other.access_token)).status).toBe(200);
    const twin = (await login(t.base, email, password)).data;
    expect((await call(t.base, '/v1/oauth/refresh', { form: { refresh_token: twin.refresh_token } })).status).toBe(200);
    const changed = await change(mine.access_token, { currentPassword: password, newPassword: 'Fresh#Start2027', repeat: 'Fresh#Start2027' });
    expect(changed.type).toEqual({ code: 0, message: 'OK' });
    expect(changed.data).toBe(PASSWORD_CHANGE_MESSAGES.changed);
    expect((await permissions(mine.access_token)).status).toBe(200);
    expect((await permissions(other.access_token)).status).toBe(401);
    expect((await call(t.base, '/v1/oauth/refresh', { form: { refresh_token: other.refresh_token } })).status).toBe(401);
    expect((await login(t.base, email, password)).type.code).not.toBe(0);
    expect((await login(t.base, email, 'Fresh#Start2027')).type.code).toBe(0);
  });

  it('refuses a wrong current password, a weak new one and a repeat that differs, changing nothing', async () => {
    const { email, password } = PERSONAS.advertiser;
    const { data } = await login(t.base, email, password);
    await expectChangeTaken(data.access_token, password);
    const wrong = await change(data.access_token, { currentPassword: 'Not#Mine2026', newPassword: 'Fresh#Start2027', repeat: 'Fresh#Start2027' });
    expect(wrong.type.code).toBe(2);
    expect(wrong.data).toEqual({ errors: { currentPassword: PASSWORD_CHANGE_MESSAGES.wrongCurrent } });
    const weak = await change(data.access_token, { currentPassword: password, newPassword: 'short', repeat: 'other' });
    expect(weak.data).toEqual({ errors: { newPassword: 'Password must be at least 8 characters long.', repeat: 'Passwords do not match' } });
    expect((await change(data.access_token, { currentPassword: '', newPassword: '', repeat: '' })).data).toEqual({
      errors: { currentPassword: 'Field is required.', newPassword: 'Field is required.', repeat: 'Field is required.' },
    });
    expect((await login(t.base, email, password)).type.code).toBe(0);
  });

  it("refuses a new password holding the user's first name, last name or company name, in any case", async () => {
    const { email, password } = PERSONAS.advertiser;
    const { data } = await login(t.base, email, password);
    const user = (await call<User>(t.base, `/v1/user/${data.user_id}`, { token: data.access_token })).data;
    const company = user.company_name ?? '';
    await expectChangeTaken(data.access_token, password);
    for (const part of [user.first_name, user.last_name, company]) {
      const next = `${part.toUpperCase()}#x2027a`;
      const refused = await change(data.access_token, { currentPassword: password, newPassword: next, repeat: next });
      expect(refused.data).toEqual({ errors: { newPassword: 'Password must not contain your first name, last name or company name.' } });
    }
    expect((await login(t.base, email, password)).type.code).toBe(0);
  });

  it('refuses a new password equal to the current one, under the new password', async () => {
    const { email, password } = PERSONAS.admin;
    const { data } = await login(t.base, email, password);
    await expectChangeTaken(data.access_token, password);
    const same = await change(data.access_token, { currentPassword: password, newPassword: password, repeat: password });
    expect(same.status).toBe(400);
    expect(same.data).toEqual({ errors: { newPassword: PASSWORD_CHANGE_MESSAGES.sameAsCurrent } });
    // Positive control: another new password is taken.
    const changed = await change(data.access_token, { currentPassword: password, newPassword: 'Other#Pass2027', repeat: 'Other#Pass2027' });
    expect(changed.type.code).toBe(0);
    expect((await login(t.base, email, 'Other#Pass2027')).type.code).toBe(0);
  });

  it('throttles wrong current passwords per user, sent one by one or at once: 429 with Retry-After, the right one included', async () => {
    freezeDate();
    const { email } = PERSONAS.analyst;
    const current = 'Fresh#Start2027'; // the first test's change
    const { data } = await login(t.base, email, current);
    const attempt = (currentPassword: string) => change(data.access_token, { currentPassword, newPassword: 'Fresh#Start2029', repeat: 'Fresh#Start2029' });
    // The right current password is taken before the guesses (and forgives nothing yet counted).
    await expectChangeTaken(data.access_token, current);
    // Positive control: a wrong current password is checked and named under its field.
    expect((await attempt('Not#Mine2026')).data).toEqual({ errors: { currentPassword: PASSWORD_CHANGE_MESSAGES.wrongCurrent } });
    for (let i = 2; i <= 6; i += 1) expect((await attempt(`Not#Mine${i}x`)).status).toBe(400);
    const response = await fetch(`${t.base}${CHANGE_PASSWORD_PATH}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${data.access_token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ currentPassword: current, newPassword: 'Fresh#Start2029', repeat: 'Fresh#Start2029' }),
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('1');
    expect(await response.json()).toEqual({ type: { code: 429, message: 'Too many attempts. Please wait a moment and try again.' }, data: null });
    // Another user's changes are not held up.
    const advertiser = await login(t.base, PERSONAS.advertiser.email, PERSONAS.advertiser.password);
    await expectChangeTaken(advertiser.data.access_token, PERSONAS.advertiser.password);
    const other = await change(advertiser.data.access_token, { currentPassword: 'Not#Mine2026', newPassword: 'Fresh#Start2029', repeat: 'Fresh#Start2029' });
    expect(other.data).toEqual({ errors: { currentPassword: PASSWORD_CHANGE_MESSAGES.wrongCurrent } });

    // At once: no more checks than one by one (6), the rest refused unchecked.
    await call(t.base, '/__mock/throttles', { method: 'POST' });
    const burst = await Promise.all(Array.from({ length: 15 }, (_, i) => attempt(`Not#Burst${i}x`)));
    expect(burst.map((result) => result.status).sort((a, b) => a - b)).toEqual([...Array<number>(6).fill(400), ...Array<number>(9).fill(429)]);
    expect((await attempt(current)).status).toBe(429);
    expect((await login(t.base, email, current)).type.code).toBe(0);
  });

  it('needs a signed-in caller', async () => {
    const { email, password } = PERSONAS.advertiser;
    await expectChangeTaken((await login(t.base, email, password)).data.access_token, password);
    expect((await call(t.base, CHANGE_PASSWORD_PATH, { json: { currentPassword: password, newPassword: 'Twin#Change2027', repeat: 'Twin#Change2027' } })).status).toBe(401);
    expect((await call(t.base, CHANGE_PASSWORD_PATH, { json: {} })).status).toBe(401);
  });
});
