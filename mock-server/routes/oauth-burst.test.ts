import { describe, expect, it } from 'vitest';
import type { TokenData } from '../../src/api/contract';
import { PERSONAS } from '../personas';
import { call, login, type CallResult, throttleMock } from '../test-support';

const t = throttleMock();
const { freezeDate } = t;

/** Resolves with the first answer of `status` among `answers` (one must come). */
const firstWith = (status: number, answers: Promise<CallResult<TokenData>>[]): Promise<void> =>
  new Promise((resolve, reject) => {
    answers.forEach((answer) => answer.then((result) => result.status === status && resolve(), reject));
    void Promise.all(answers).then(() => reject(new Error(`no answer ${status}`)));
  });

const statuses = (results: CallResult<unknown>[]) => results.map((result) => result.status).sort((a, b) => a - b);

describe('sign-in guesses sent at once', () => {
  it('checks a burst for one account no more often than the same guesses sent one by one, and refuses a right password sent with it', async () => {
    freezeDate();
    const { email, password } = PERSONAS.advertiser;
    // Positive control: the right password signs in.
    expect((await login(t.base, email, password)).type.code).toBe(0);

    // One by one: 6 wrong passwords are checked (400), the 7th attempt is refused unchecked.
    for (let attempt = 1; attempt <= 6; attempt += 1) expect((await login(t.base, email, `Wrong#${attempt}x`)).status).toBe(400);
    expect((await login(t.base, email, password)).status).toBe(429);
    await call(t.base, '/__mock/throttles', { method: 'POST' });

    // At once: 30 wrong passwords. Once one of them has been refused, every check the account allows is
    // taken, so the right password sent then, while the burst is being hashed, is refused too.
    const burst = Array.from({ length: 30 }, (_, i) => login(t.base, email, `Wrong#${i}y`));
    await firstWith(429, burst);
    const right = await login(t.base, email, password);
    expect(right.status).toBe(429);
    expect(right.type).toEqual({ code: 429, message: 'Too many attempts. Please wait a moment and try again.' });
    const answers = await Promise.all(burst);
    expect(statuses(answers)).toEqual([...Array<number>(6).fill(400), ...Array<number>(24).fill(429)]);
  });

  it('checks a burst from one client over many accounts no more often than one by one', async () => {
    freezeDate();
    // Positive control: the analyst's right password signs in (refused after the burst below), and a
    // wrong password for an unknown account is checked and refused as wrong.
    expect((await login(t.base, PERSONAS.analyst.email, PERSONAS.analyst.password)).type.code).toBe(0);
    expect((await login(t.base, 'nobody0@demo.test', 'Guess#2026')).status).toBe(400);
    await call(t.base, '/__mock/throttles', { method: 'POST' });

    // The client address may fail 20 times for free, so 21 guesses are checked and the rest refused.
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => login(t.base, `nobody${i}@demo.test`, 'Guess#2026')));
    expect(statuses(burst)).toEqual([...Array<number>(21).fill(400), ...Array<number>(19).fill(429)]);
    expect((await login(t.base, PERSONAS.analyst.email, PERSONAS.analyst.password)).status).toBe(429);
  });
});
