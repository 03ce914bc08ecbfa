import { describe, expect, it, vi } from 'vitest';
import { login } from '../../mock-server/test-support';
import { PERSONAS } from '../../mock-server/personas';
import { OAUTH_REFRESH_PATH } from '../api/contract';
import { createApiClient } from '../api/client';
import { isApiError } from '../api/HttpError';
import { mockBackend } from '../test/mockBackend';
import type { RotationLedger, RotationRecord } from './rotationLedger';
import { REFRESH_LOCK_NAME, createTokenKeeper, type RefreshLocks } from './tokenKeeper';
import { readTokens, writeTokens, type StoredTokens } from './tokenStore';
import { expectEvery } from '../test/expectations';

const backend = mockBackend();
const NOW = Date.now();

/** A fresh sign-in's tokens (a refresh token works once), stored to expire `expiresIn` ms from NOW. */
const signedIn = async (expiresIn: number): Promise<StoredTokens> => {
  const { email, password } = PERSONAS.advertiser;
  const { data } = await login(backend.base, email, password);
  const tokens = { accessToken: data.access_token, refreshToken: data.refresh_token, expiresAt: NOW + expiresIn };
  writeTokens(tokens);
  return tokens;
};

interface Sent {
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  status: number;
}

/** The page's fetch to the mock, each call and its answer's status written down (nothing answered here). */
const recordedFetch = () => {
  const sent: Sent[] = [];
  const recording: typeof fetch = async (input, init) => {
    const response = await fetch(input, init);
    const headers = (init?.headers ?? {}) as Record<string, string>;
    sent.push({ url: String(input), authorization: headers.Authorization, contentType: headers['Content-Type'], status: response.status });
    return response;
  };
  const refreshes = () => sent.filter((call) => call.url.endsWith(OAUTH_REFRESH_PATH));
  return { fetch: recording, sent, refreshes, refused: () => refreshes().filter((call) => call.status === 401).length };
};

const setup = () => {
  const net = recordedFetch();
  const ended = vi.fn();
  const keeper = createTokenKeeper({ baseUrl: '', now: () => NOW, fetch: net.fetch, locks: null, onRefreshFailed: ended });
  const client = createApiClient({ baseUrl: '', getAccessToken: keeper.getAccessToken, onUnauthorized: ended, fetch: net.fetch });
  return { client, ended, net };
};

describe('single-flight token refresh', () => {
  it('sends no refresh while the token has more than 10 seconds left', async () => {
    await signedIn(60_000);
    const { client, net } = setup();
    await client.request('/v1/user/permissions');
    expect(net.refreshes()).toHaveLength(0);
  });

  it('refreshes a token with an hour left when the call asks for a fresh one (spec 3 §4, the invoice download), once for two such calls', async () => {
    const before = await signedIn(3_600_000);
    const { client, net } = setup();
    await Promise.all([client.request('/v1/user/permissions', { freshToken: true }), client.request('/v1/user/permissions', { freshToken: true })]);
    expect(net.refreshes()).toHaveLength(1);
    const stored = readTokens();
    expect(stored?.accessToken).not.toBe(before.accessToken);
    const dataCalls = net.sent.filter((call) => !call.url.endsWith(OAUTH_REFRESH_PATH));
    expectEvery(dataCalls, (call) => call.authorization === `Bearer ${stored?.accessToken}`);
  });

  it('refreshes once for 20 concurrent calls, and all 20 succeed with the new token', async () => {
    const before = await signedIn(5_000);
    const { client, net } = setup();
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => client.request('/v1/user/permissions')));
    expect(net.refreshes()).toHaveLength(1);
    expectEvery(results, (result) => result.status === 'fulfilled');
    const stored = readTokens();
    expect(stored?.refreshToken).not.toBe(before.refreshToken);
    expect(stored?.accessToken).not.toBe(before.accessToken);
    const dataCalls = net.sent.filter((call) => !call.url.endsWith(OAUTH_REFRESH_PATH));
    expect(dataCalls).toHaveLength(20);
    expectEvery(dataCalls, (call) => call.authorization === `Bearer ${stored?.accessToken}`);
    // The refresh is a form body without an auth header; the stored expiry is the answer's less 10 s.
    const [refresh] = net.refreshes();
    expect(refresh?.authorization).toBeUndefined();
    expect(refresh?.contentType).toBe('application/x-www-form-urlencoded');
    expect(stored?.expiresAt).toBe(NOW + backend.mock.settings.tokenTtl * 1000 - 10_000);
    // The mock spent the old refresh token.
    expect(backend.mock.store.state().refresh_tokens.find((token) => token.token === before.refreshToken)).toBeUndefined();
  });

  it('ends the session when the refresh fails, and every waiting call fails with 401', async () => {
    const tokens = await signedIn(5_000);
    writeTokens({ ...tokens, refreshToken: 'unknown-to-the-server' });
    const { client, ended, net } = setup();
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => client.request('/v1/user/permissions')));
    expect(net.refreshes()).toHaveLength(1);
    expect(net.refused()).toBe(1);
    expectEvery(results, (r) => r.status === 'rejected' && isApiError(r.reason) && r.reason.status === 401);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('fails with 401 when there is no session at all', async () => {
    const { client, net } = setup();
    await expect(client.request('/v1/user/permissions')).rejects.toMatchObject({ status: 401 });
    expect(net.sent).toHaveLength(0);
  });
});

/**
 * Web Locks as the browser grants them: one holder of a name at a time, the others queued in order.
 * Shared by the keepers standing for two tabs.
 */
const fakeLocks = () => {
  const requested: string[] = [];
  let queue: Promise<unknown> = Promise.resolve();
  const locks: RefreshLocks = {
    request<T>(name: string, callback: () => Promise<T>): Promise<T> {
      requested.push(name);
      const held = queue.then(callback);
      queue = held.catch(() => undefined);
      return held;
    },
  };
  return { locks, requested };
};

/** Two tabs of one browser: one localStorage (jsdom's), one backend (the mock), each tab its own keeper. */
const twoTabs = async (locks: RefreshLocks | null) => {
  const tokens = await signedIn(5_000);
  const net = recordedFetch();
  const tab = () => {
    const ended = vi.fn();
    const keeper = createTokenKeeper({ baseUrl: '', now: () => NOW, fetch: net.fetch, locks, onRefreshFailed: ended });
    return { keeper, ended };
  };
  return { first: tab(), second: tab(), net, tokens };
};

/** The browser's IndexedDB ledger as every tab sees it: one record, answered at once. */
const memoryLedger = (): RotationLedger => {
  let last: RotationRecord | null = null;
  return {
    read: async () => last,
    write: async (record) => {
      last = record;
    },
  };
};

describe('token refresh across tabs', () => {
  it("takes another tab's refresh from the ledger when that tab's localStorage write has not reached this tab", async () => {
    const run = async (ledger: RotationLedger | null) => {
      localStorage.clear();
      const { locks } = fakeLocks();
      const spent = await signedIn(5_000);
      const net = recordedFetch();
      const keeper = () => createTokenKeeper({ baseUrl: '', now: () => NOW, fetch: net.fetch, locks, ledger, onRefreshFailed: vi.fn() });
      const first = keeper();
      const second = keeper();
      const fresh = await first.getAccessToken();
      // Chromium hands a localStorage write to other tabs' processes later: this tab still reads the spent pair.
      writeTokens(spent);
      const token = await second.getAccessToken().catch(() => 'refused');
      return { fresh: token === fresh, refused: net.refused(), stored: readTokens()?.refreshToken === spent.refreshToken ? 'spent' : 'fresh' };
    };
    await expect(run(memoryLedger())).resolves.toEqual({ fresh: true, refused: 0, stored: 'fresh' });
    // Without the ledger the spent token goes out and the server refuses it: what the ledger is for.
    await expect(run(null)).resolves.toMatchObject({ refused: 1 });
  });

  it('sends one refresh for two tabs under the browser-wide lock, and both continue with the fresh token', async () => {
    const { locks, requested } = fakeLocks();
    const { first, second, net, tokens } = await twoTabs(locks);
    const [one, two] = await Promise.all([first.keeper.getAccessToken(), second.keeper.getAccessToken()]);
    expect(one).toBe(two);
    expect(one).not.toBe(tokens.accessToken);
    expect(net.refreshes()).toHaveLength(1);
    expect(net.refused()).toBe(0);
    expect(requested).toEqual([REFRESH_LOCK_NAME, REFRESH_LOCK_NAME]);
    expect(first.ended).not.toHaveBeenCalled();
    expect(second.ended).not.toHaveBeenCalled();
    expect(readTokens()?.accessToken).toBe(one);
  });

  it('without the lock the second tab replays the spent refresh token and is refused (what the lock prevents)', async () => {
    const { first, second, net } = await twoTabs(null);
    await Promise.allSettled([first.keeper.getAccessToken(), second.keeper.getAccessToken()]);
    expect(net.refreshes()).toHaveLength(2);
    expect(net.refused()).toBe(1);
  });

  it('keeps the single flight within a tab under the lock: 10 calls, one lock request, one refresh', async () => {
    const { locks, requested } = fakeLocks();
    const { first, net } = await twoTabs(locks);
    const tokens = await Promise.all(Array.from({ length: 10 }, () => first.keeper.getAccessToken()));
    expect(new Set(tokens).size).toBe(1);
    expect(requested).toHaveLength(1);
    expect(net.refreshes()).toHaveLength(1);
  });

  it("continues with another tab's tokens when they arrive while this tab's refresh is refused", async () => {
    const otherTab = await signedIn(60_000);
    const spent = await signedIn(5_000);
    // The refresh token this tab holds was already used (by the other tab): the server refuses it.
    await fetch(OAUTH_REFRESH_PATH, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: `refresh_token=${spent.refreshToken}` });
    writeTokens(spent);
    const net = recordedFetch();
    const slowWire: typeof fetch = async (input, init) => {
      // The other tab stores its fresh tokens while this tab's refresh is on the wire.
      writeTokens(otherTab);
      return net.fetch(input, init);
    };
    const ended = vi.fn();
    const keeper = createTokenKeeper({ baseUrl: '', now: () => NOW, fetch: slowWire, locks: null, ledger: null, onRefreshFailed: ended });
    await expect(keeper.getAccessToken()).resolves.toBe(otherTab.accessToken);
    expect(net.refused()).toBe(1);
    expect(ended).not.toHaveBeenCalled();
  });

  it('fails with 401 and sends nothing when another tab signed out while this one waited for the lock', async () => {
    const { locks } = fakeLocks();
    const { first, net } = await twoTabs(locks);
    // The lock is busy (another tab's work); the sign-out happens before it is free.
    let release = () => {};
    const busy = new Promise<void>((resolve) => (release = resolve));
    void locks.request(REFRESH_LOCK_NAME, () => busy);
    const pending = first.keeper.getAccessToken();
    localStorage.clear();
    release();
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(net.sent).toHaveLength(0);
  });
});
