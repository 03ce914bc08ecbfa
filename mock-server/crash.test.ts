import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { HUMAN_VERIFICATION_TEST_TOKEN, PROFILE_PATHS } from '../src/api/contract';
import { killMockChild, startMockChild, type MockChild } from './child-test-support';
import { callFrom } from './client-address.testkit';
import { savedState } from './db/persistence';
import { PERSONAS } from './personas';
import { call, login, tempDbFile } from './test-support';

const WORKERS = 8;
/** Kill once this many sign-ups were acknowledged, while the workers are still sending. */
const KILL_AFTER = 60;
/**
 * The stream's end when the kill never comes (a mock that refuses sign-ups): a count, not a deadline,
 * so a loaded machine only makes the stream slower, never shorter than the kill needs.
 */
const MAX_SENT = 10 * KILL_AFTER;

/**
 * The n-th sign-up of the stream, each from another loopback address in turn (a client may sign up 10
 * times an hour): the stream is writes, not one client's flood.
 */
const signUp = (base: string, n: number, email: string) =>
  callFrom(`127.0.${1 + Math.floor(n / 250)}.${2 + (n % 250)}`, base, '/v1/registration', {
    json: {
      agree_with_tos: true,
      email,
      first_name: 'Burst',
      last_name: 'Writer',
      phone: '+44 7700 900123',
      country: 'GB',
      captcha_token: HUMAN_VERIFICATION_TEST_TOKEN,
    },
  });

/**
 * A steady stream of sign-ups, killed with SIGKILL mid-stream: every sign-up answered with code 0
 * before the kill must still be there after a restart on the same file. Sign-ups in flight at the
 * kill may or may not be (their callers never heard back).
 */
const burstThenKill = async (child: MockChild): Promise<string[]> => {
  const acknowledged: string[] = [];
  let sent = 0;
  let killed = false;
  const worker = async (): Promise<void> => {
    while (!killed && sent < MAX_SENT) {
      const n = sent++;
      const email = `burst.${n}@crash.example`;
      try {
        const response = await signUp(child.base, n, email);
        if (response.type.code === 0 && !killed) acknowledged.push(email);
      } catch {
        return; // the connection died with the process
      }
      if (acknowledged.length >= KILL_AFTER && !killed) {
        killed = true;
        child.process.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));
  await killMockChild(child);
  return acknowledged;
};

/**
 * Cheap writes, which the mock appends to its journal (db/journal.ts), killed mid-stream: each persona
 * renames itself in turn (`Burst 0`, `Burst 1`…), one rename at a time, so after the kill its stored
 * name must be its last acknowledged one or the one in flight, never older.
 */
const renamesThenKill = async (child: MockChild): Promise<Map<string, number>> => {
  const lastAcknowledged = new Map<string, number>();
  let total = 0;
  let killed = false;
  const worker = async ({ email, password }: { email: string; password: string }): Promise<void> => {
    const token = (await login(child.base, email, password)).data.access_token;
    for (let n = 0; !killed && n < MAX_SENT; n += 1) {
      try {
        const answer = await call(child.base, PROFILE_PATHS.personal, { token, method: 'PUT', json: { first_name: `Burst ${n}`, last_name: 'Writer', phone: '+44 7700 900123' } });
        if (answer.type.code !== 0 || killed) return;
        lastAcknowledged.set(email, n);
        total += 1;
      } catch {
        return; // the connection died with the process
      }
      if (total >= KILL_AFTER && !killed) {
        killed = true;
        child.process.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Object.values(PERSONAS).map(worker));
  await killMockChild(child);
  return lastAcknowledged;
};

let children: MockChild[] = [];
afterEach(async () => {
  await Promise.all(children.map(killMockChild));
  children = [];
});

describe('crash safety (the real mock as a child process)', () => {
  it('keeps every acknowledged write when killed with SIGKILL in the middle of a stream of writes', async () => {
    const dbFile = tempDbFile();
    try {
      const first = await startMockChild({ MOCK_DB_FILE: dbFile });
      children.push(first);
      const acknowledged = await burstThenKill(first);
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);

      const second = await startMockChild({ MOCK_DB_FILE: dbFile });
      children.push(second);
      // Loaded, not re-seeded: the kill never leaves a half-written file behind.
      expect(second.output()).toContain('(loaded;');
      // Every acknowledged address is among the registrations the restarted mock loaded. (Asking the
      // mock again would meet its limit on "Email already exist" answers per client.)
      const loaded = new Set((JSON.parse(fs.readFileSync(dbFile, 'utf8')) as { registrations: { email: string }[] }).registrations.map((r) => r.email));
      const lost = acknowledged.filter((email) => !loaded.has(email));
      expect(lost.length, `${lost.length} of ${acknowledged.length} acknowledged sign-ups lost, e.g. ${lost.slice(0, 3).join(', ')}`).toBe(0);
    } finally {
      fs.rmSync(path.dirname(dbFile), { recursive: true, force: true });
    }
  }, 60_000); // two start-ups of up to 20 s each (child-test-support.ts), and the stream

  it('keeps every acknowledged journaled write when killed with SIGKILL in the middle of a stream of them', async () => {
    const dbFile = tempDbFile();
    try {
      const first = await startMockChild({ MOCK_DB_FILE: dbFile });
      children.push(first);
      const acknowledged = await renamesThenKill(first);
      expect(acknowledged.size).toBe(Object.keys(PERSONAS).length);
      // What a start loads: the document and its journal (the restart below folds them together).
      const saved = savedState(dbFile);
      for (const [email, n] of acknowledged) {
        const name = saved.users.find((user) => user.email === email)?.first_name ?? '';
        expect(Number(/^Burst (\d+)$/.exec(name)?.[1] ?? -1), `${email} is named ${name}, its last acknowledged rename was Burst ${n}`).toBeGreaterThanOrEqual(n);
      }
      const second = await startMockChild({ MOCK_DB_FILE: dbFile });
      children.push(second);
      expect(second.output()).toContain('(loaded;');
    } finally {
      fs.rmSync(path.dirname(dbFile), { recursive: true, force: true });
    }
  }, 60_000);
});
