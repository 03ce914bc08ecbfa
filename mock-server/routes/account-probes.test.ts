import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MailboxEntry } from '../mock-admin-api';
import { PERSONAS } from '../personas';
import { call, startTestServer, type TestServer } from '../test-support';
import { validSignUp } from '../sign-up.testkit';

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(() => t.close());
afterEach(async () => {
  await call(t.base, '/__mock/reset', { method: 'POST' });
});

const APP = { Origin: 'http://app.test' };
const init = (email: string, headers: Record<string, string> = APP) => call<string>(t.base, '/v1/user/reset-password/init', { text: email, headers });
const mailbox = async (to: string) => (await call<MailboxEntry[]>(t.base, `/__mock/mailbox?to=${encodeURIComponent(to)}`)).data;
/** The mailbox once the work after the answer has run (it runs on the next turn of the mock's loop). */
const mailboxSettled = async (to: string) => {
  await call(t.base, '/__mock/settings');
  return mailbox(to);
};

describe('password reset requests', () => {
  it('answers before looking the account up: the answer never waits for the key being saved', async () => {
    const { store } = t.mock;
    const saved = store.saved;
    // A save that never ends: an answer that waited for one would never come.
    store.saved = () => new Promise<void>(() => undefined);
    try {
      const known = await init(PERSONAS.analyst.email);
      const unknown = await init('nobody.here@demo.test');
      expect(known).toEqual(unknown);
      expect(known.type.code).toBe(0);
    } finally {
      store.saved = saved;
      t.mock.flush();
    }
    expect(await mailboxSettled(PERSONAS.analyst.email)).toHaveLength(1);
  });

  it('makes the same db write whether or not the email has an account, so the next answer waits alike', async () => {
    const mutate = vi.spyOn(t.mock.store, 'mutate');
    const writesAfter = async (email: string) => {
      mutate.mockClear();
      expect((await init(email)).type.code).toBe(0);
      await mailboxSettled(email);
      return mutate.mock.calls.length;
    };
    try {
      // Positive control: a known email gets its key written and its link mailed.
      expect(await writesAfter(PERSONAS.analyst.email)).toBe(1);
      expect(await mailbox(PERSONAS.analyst.email)).toHaveLength(1);
      // An unknown email, and a known one past its 3 emails an hour, cost the same one write.
      expect(await writesAfter('nobody.here@demo.test')).toBe(1);
      for (let i = 0; i < 2; i += 1) await writesAfter(PERSONAS.analyst.email);
      expect(await writesAfter(PERSONAS.analyst.email)).toBe(1);
      expect(await mailbox(PERSONAS.analyst.email)).toHaveLength(3);
    } finally {
      mutate.mockRestore();
    }
  });

  it('refuses a plain-text reset posted from another site, and sends nothing', async () => {
    // From the app's origin, the same calls for another account are served: its link mailed, its key taken.
    expect((await init(PERSONAS.analyst.email)).type.code).toBe(0);
    const [mail] = await mailboxSettled(PERSONAS.analyst.email);
    const key = /\/auth\/reset-password\/([0-9a-f]+)$/.exec(mail?.link ?? '')?.[1] ?? '';
    expect(key).not.toBe('');
    const served = await call(t.base, '/v1/user/reset-password/finish', { json: { key, newPassword: 'Brand#New2026' }, headers: APP });
    expect(served.type.code).toBe(0);
    const foreign = await init(PERSONAS.advertiser.email, { Origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    expect(foreign.type.code).toBe(3);
    const finish = await call(t.base, '/v1/user/reset-password/finish', {
      json: { key: 'x', newPassword: 'Brand#New2026' },
      headers: { Origin: 'https://evil.example' },
    });
    expect(finish.status).toBe(403);
    expect(await mailboxSettled(PERSONAS.advertiser.email)).toEqual([]);
    // The app's own origin, and a caller outside a browser (no Origin), are served.
    expect((await init(PERSONAS.advertiser.email)).type.code).toBe(0);
    expect((await init(PERSONAS.advertiser.email, {})).type.code).toBe(0);
    expect(await mailboxSettled(PERSONAS.advertiser.email)).toHaveLength(2);
  });

  it('mails an account at most 3 times an hour, answering every request alike', async () => {
    const answers = [];
    for (let i = 0; i < 5; i += 1) answers.push(await init(PERSONAS.admin.email));
    expect(new Set(answers.map((answer) => JSON.stringify(answer))).size).toBe(1);
    expect(await mailboxSettled(PERSONAS.admin.email)).toHaveLength(3);
  });

  it('answers 429 with Retry-After to a client asking for many resets', async () => {
    for (let i = 0; i < 20; i += 1) expect((await init(`walker${i}@demo.test`)).type.code).toBe(0);
    const response = await fetch(`${t.base}/v1/user/reset-password/init`, { method: 'POST', headers: { ...APP, 'Content-Type': 'text/plain' }, body: 'walker99@demo.test' });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});

describe('sign-up with a taken email (code 160)', () => {
  const register = (email: string) =>
    call(t.base, '/v1/registration', { json: validSignUp({ email, currency: 'NGN' }) });

  it('keeps code 160, but a client that met it 5 times is answered 429 for any sign-up', async () => {
    expect((await register('first.person@kestrel-kites.example')).type.code).toBe(0);
    for (let i = 0; i < 5; i += 1) expect((await register(PERSONAS.advertiser.email)).type).toEqual({ code: 160, message: 'Email already exist' });
    const limited = await register('fresh.person@kestrel-kites.example');
    expect(limited.status).toBe(429);
    expect(limited.type.code).toBe(429);
    await call(t.base, '/__mock/throttles', { method: 'POST' });
    expect((await register('fresh.person@kestrel-kites.example')).type.code).toBe(0);
  });
});
