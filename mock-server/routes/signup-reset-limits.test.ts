import { describe, expect, it, vi } from 'vitest';
import { PERSONAS } from '../personas';
import { call, throttleMock } from '../test-support';
import { callFrom } from '../client-address.testkit';
import { validSignUp } from '../sign-up.testkit';

const t = throttleMock();
const { freezeDate } = t;
const HOUR = 3_600_000;

const signUp = (email: string) => validSignUp({ email, currency: 'NGN' });
const register = (email: string) => call(t.base, '/v1/registration', { json: signUp(email) });
const queued = () => t.mock.store.state().registrations.length;
const codes = (results: { type: { code: number } }[]) => results.map((result) => result.type.code).sort((a, b) => a - b);

describe('sign-up limits (counted before the work)', () => {
  it('files at most 10 sign-ups per client an hour, sent at once included, and answers the rest 429 with Retry-After', async () => {
    const start = freezeDate();
    const before = queued();
    // Positive control: a sign-up is accepted and waits for moderation.
    expect((await register('flood.0@kestrel.example')).type.code).toBe(0);
    const burst = await Promise.all(Array.from({ length: 15 }, (_, i) => register(`flood.${i + 1}@kestrel.example`)));
    expect(codes(burst)).toEqual([...Array<number>(9).fill(0), ...Array<number>(6).fill(429)]);
    expect(queued()).toBe(before + 10);
    const refused = await fetch(`${t.base}/v1/registration`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(signUp('flood.99@kestrel.example')) });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBe(3600);
    expect(queued()).toBe(before + 10);
    // The window moves on.
    vi.setSystemTime(start + HOUR);
    expect((await register('flood.99@kestrel.example')).type.code).toBe(0);
  });

  it('answers at most 5 sign-ups of one email an hour, whatever the client', async () => {
    freezeDate();
    const email = 'one.address@kestrel.example';
    const answers = [];
    for (let client = 2; client <= 6; client += 1) answers.push(await callFrom(`127.0.0.${client}`, t.base, '/v1/registration', { json: signUp(email) }));
    // The first is filed, the others meet the taken email (each client once: no 160 limit).
    expect(answers.map((answer) => answer.type.code)).toEqual([0, 160, 160, 160, 160]);
    const sixth = await callFrom('127.0.0.7', t.base, '/v1/registration', { json: signUp(email) });
    expect([sixth.status, sixth.type.code]).toEqual([429, 429]);
    expect(Number(sixth.retryAfter)).toBeGreaterThan(0);
    // Positive control: the same client may sign up another email.
    expect((await callFrom('127.0.0.7', t.base, '/v1/registration', { json: signUp('another.address@kestrel.example') })).type.code).toBe(0);
  });
});

describe('reset request limits (counted before the work)', () => {
  it('answers 429 with Retry-After to the 11th request for one email in an hour, from any client, whether or not it has an account', async () => {
    freezeDate();
    for (const email of [PERSONAS.analyst.email, 'nobody.here@kestrel.example']) {
      for (let client = 2; client <= 11; client += 1) expect((await callFrom(`127.0.0.${client}`, t.base, '/v1/user/reset-password/init', { text: email })).type.code).toBe(0);
      const eleventh = await callFrom('127.0.0.12', t.base, '/v1/user/reset-password/init', { text: email });
      expect([eleventh.status, eleventh.type.code]).toEqual([429, 429]);
      expect(Number(eleventh.retryAfter)).toBeGreaterThan(0);
    }
    // Positive control: that client may still ask for another email.
    expect((await callFrom('127.0.0.12', t.base, '/v1/user/reset-password/init', { text: 'someone.else@kestrel.example' })).type.code).toBe(0);
  });

  it('counts requests sent at once like requests sent one by one', async () => {
    freezeDate();
    // Positive control: the same client's request for another email is taken.
    expect((await call(t.base, '/v1/user/reset-password/init', { text: 'burst.control@kestrel.example' })).type.code).toBe(0);
    const burst = await Promise.all(Array.from({ length: 15 }, () => call(t.base, '/v1/user/reset-password/init', { text: 'burst.reset@kestrel.example' })));
    expect(codes(burst)).toEqual([...Array<number>(10).fill(0), ...Array<number>(5).fill(429)]);
  });
});
