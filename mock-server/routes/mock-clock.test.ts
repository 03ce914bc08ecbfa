import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectEvery } from '../../src/test/expectations';
import { DAY_MS, dayOfDateTime } from '../dates';
import type { MockClockReading } from '../mock-admin-api';
import { PERSONA_IDS } from '../seed/facts';
import { REFRESH_TOKEN_TTL_MS } from '../security/tokens';
import { call, login, startTestServer, type TestServer } from '../test-support';
import { PERSONAS } from '../personas';

/** The instant the mock is pinned to (MOCK_NOW) and a real date far from it, so no answer can be the real date's. */
const MOCK_NOW = Date.UTC(2026, 10, 18, 9);
const REAL_NOW = Date.UTC(2031, 2, 2, 17, 45);
const MINUTE_MS = 60_000;

const servers: TestServer[] = [];
/** A mock started with MOCK_NOW while the real date (faked in this process) is `realNow`. */
const startPinned = async (realNow: number): Promise<TestServer> => {
  vi.setSystemTime(realNow);
  const t = await startTestServer({ startAt: MOCK_NOW });
  servers.push(t);
  return t;
};
afterEach(async () => {
  await Promise.all(servers.splice(0).map((t) => t.close()));
  vi.useRealTimers();
});

const clockOf = async (t: TestServer): Promise<number> => Date.parse((await call<MockClockReading>(t.base, '/__mock/clock')).data.now);

/** The expiry (ms) an access token carries: its payload is base64url JSON before the signature. */
const expiryOf = (token: string): number => (JSON.parse(Buffer.from(token.split('.')[0] ?? '', 'base64url').toString('utf8')) as { exp: number }).exp;

describe('MOCK_NOW: the mock runs on its own clock', () => {
  it('answers /__mock/clock at the instant it started at, then later by the real time passed', async () => {
    // Date alone is faked: the server's sockets and timers run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    const t = await startPinned(REAL_NOW);
    expect(await clockOf(t)).toBe(MOCK_NOW);
    vi.setSystemTime(REAL_NOW + 90 * MINUTE_MS);
    expect(await clockOf(t)).toBe(MOCK_NOW + 90 * MINUTE_MS);
  });

  it('answers its real time without MOCK_NOW', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: REAL_NOW });
    const t = await startTestServer();
    servers.push(t);
    expect(await clockOf(t)).toBe(REAL_NOW);
  });

  it('issues tokens by its clock and honours them by it, whatever the real date', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const t = await startPinned(REAL_NOW);
    const { email, password } = PERSONAS.advertiser;
    const signedIn = await login(t.base, email, password);
    expect(signedIn.type.code).toBe(0);
    const { access_token: token, refresh_token: refresh } = signedIn.data;
    // An hour's token: years before the real date, so honouring it at all shows the mock's clock is read.
    expect(expiryOf(token)).toBe(MOCK_NOW + 3600 * 1000);
    expect((await call(t.base, '/v1/user/permissions', { token })).type.code).toBe(0);
    const stored = t.mock.store.state().refresh_tokens.find((r) => r.token === refresh);
    expect(stored?.expires_at).toBe(new Date(MOCK_NOW + REFRESH_TOKEN_TTL_MS).toISOString());
    // An hour later by the real time passed, it has run out on the mock's clock.
    vi.setSystemTime(REAL_NOW + 3600 * 1000);
    expect((await call(t.base, '/v1/user/permissions', { token })).status).toBe(401);
  });

  it('seeds by its clock: the same data whatever the real date, the payment history ending the day before', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const early = await startPinned(Date.UTC(2027, 0, 31, 23, 59));
    const { meta: _earlyMeta, ...earlySeed } = early.mock.store.state();
    const late = await startPinned(REAL_NOW);
    const { meta: _lateMeta, ...lateSeed } = late.mock.store.state();
    expect(lateSeed).toEqual(earlySeed);
    const today = Math.floor(MOCK_NOW / DAY_MS);
    const demo = lateSeed.transactions.filter((row) => row.space_id === PERSONA_IDS.advertiser.spaceId);
    expectEvery(demo, (row) => (dayOfDateTime(row.transaction_date) ?? today) < today, 'demo advertiser payment');
    expect(Math.max(...demo.map((row) => dayOfDateTime(row.transaction_date) ?? 0))).toBe(today - 1);
  });
});
