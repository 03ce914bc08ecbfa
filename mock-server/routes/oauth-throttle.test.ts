import { describe, expect, it, vi } from 'vitest';
import { PERSONAS } from '../personas';
import { verifyPassword } from '../security/passwords';
import { call, login, throttleMock } from '../test-support';

const t = throttleMock();
const { freezeDate } = t;

describe('sign-in back-off', () => {
  it('locks an account after 5 wrong passwords, with 429 and Retry-After, the right password included', async () => {
    const start = freezeDate();
    const { email, password } = PERSONAS.advertiser;
    // The right password signs in before the guesses (a success forgets nothing yet counted).
    expect((await login(t.base, email, password)).type.code).toBe(0);
    for (let attempt = 1; attempt <= 6; attempt += 1) {
      expect((await login(t.base, email, `Wrong#${attempt}x`)).status).toBe(400);
    }
    const locked = await fetch(`${t.base}/v1/oauth/token`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', username: email, password }).toString(),
    });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('1');
    expect(await locked.json()).toEqual({ type: { code: 429, message: 'Too many attempts. Please wait a moment and try again.' }, data: null });

    // Each further failure doubles the wait.
    vi.setSystemTime(start + 1000);
    expect((await login(t.base, email, 'Wrong#7x')).status).toBe(400);
    const doubled = await login(t.base, email, password);
    expect(doubled.status).toBe(429);
    vi.setSystemTime(start + 1000 + 2000);
    expect((await login(t.base, email, password)).type.code).toBe(0);
    // A success forgives the account's failures.
    expect((await login(t.base, email, 'Wrong#8x')).status).toBe(400);
  });

  it('locks a client trying many accounts, whatever the account', async () => {
    freezeDate();
    // The analyst's right password signs in before this client's guesses.
    expect((await login(t.base, PERSONAS.analyst.email, PERSONAS.analyst.password)).type.code).toBe(0);
    for (let attempt = 1; attempt <= 21; attempt += 1) {
      expect((await login(t.base, `nobody${attempt}@demo.test`, 'Guess#2026')).status).toBe(400);
    }
    expect((await login(t.base, PERSONAS.analyst.email, PERSONAS.analyst.password)).status).toBe(429);
  });

  it('is lifted by the test API', async () => {
    freezeDate();
    expect((await login(t.base, PERSONAS.admin.email, PERSONAS.admin.password)).type.code).toBe(0);
    for (let attempt = 1; attempt <= 7; attempt += 1) await login(t.base, PERSONAS.admin.email, 'Wrong#2026x');
    expect((await login(t.base, PERSONAS.admin.email, PERSONAS.admin.password)).status).toBe(429);
    await call(t.base, '/__mock/throttles', { method: 'POST' });
    expect((await login(t.base, PERSONAS.admin.email, PERSONAS.admin.password)).type.code).toBe(0);
  });
});

describe('stored passwords', () => {
  it('are scrypt hashes at the default cost, and verify', async () => {
    const user = t.mock.store.state().users.find((u) => u.email === PERSONAS.analyst.email);
    expect(user?.password_hash).toMatch(/^scrypt\$16384\$8\$1\$[0-9a-f]{64}$/);
    expect(user && (await verifyPassword(PERSONAS.analyst.password, user))).toBe(true);
    expect(user && (await verifyPassword('Wrong#2026x', user))).toBe(false);
  });
});
