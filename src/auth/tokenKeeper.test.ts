import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { isApiError } from '../api/HttpError';
import { delay, envelope, fakeFetch } from '../test/fakeFetch';
import type { RotationLedger, RotationRecord } from './rotationLedger';
import { REFRESH_LOCK_NAME, createTokenKeeper, type RefreshLocks } from './tokenKeeper';
import { readTokens, writeTokens } from './tokenStore';

const NOW = 1_700_000_000_000;

/**
 * A backend that accepts only `valid` as the bearer token and refreshes `refresh-1` once: like the
 * mock, a refresh token is single-use and a replay is refused.
 */
const backend = (refreshAnswer: 'ok' | 'fail') => {
  let valid = 'access-old';
  let spent = false;
  let refused = 0;
  const net = fakeFetch(async (call) => {
    if (call.url.endsWith('/v1/oauth/refresh')) {
      await delay(20);
      if (refreshAnswer === 'fail' || call.body !== 'refresh_token=refresh-1' || spent) {
        refused += 1;
        return envelope(null, 5, 'Token is invalid', 401);
      }
      spent = true;
      valid = 'access-new';
      return envelope({ data: { data: { access_token: 'access-new', expires_in: 3600, refresh_token: 'refresh-2' } } });
    }
    if (call.headers.Authorization !== `Bearer ${valid}`) return envelope(null, 401, 'unauthorized', 401);
    return envelope({ ok: true });
  });
  return { ...net, refused: () => refused };
};

const setup = (refreshAnswer: 'ok' | 'fail', expiresIn: number) => {
  writeTokens({ accessToken: 'access-old', refreshToken: 'refresh-1', expiresAt: NOW + expiresIn });
  const net = backend(refreshAnswer);
  const ended = vi.fn();
  const keeper = createTokenKeeper({ baseUrl: '', now: () => NOW, fetch: net.fetch, onRefreshFailed: ended });
  const client = createApiClient({ baseUrl: '', getAccessToken: keeper.getAccessToken, onUnauthorized: ended, fetch: net.fetch });
  const refreshCalls = () => net.calls.filter((call) => call.url.endsWith('/v1/oauth/refresh')).length;
  return { client, ended, refreshCalls, net };
};

describe('single-flight token refresh', () => {
  it('sends no refresh while the token has more than 10 seconds left', async () => {
    const { client, refreshCalls } = setup('ok', 60_000);
    await client.request('/v1/user/permissions');
    expect(refreshCalls()).toBe(0);
  });

  it('refreshes once for 20 concurrent calls, and all 20 succeed with the new token', async () => {
    const { client, refreshCalls, net } = setup('ok', 5_000);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => client.request('/v1/user/permissions')));
    expect(refreshCalls()).toBe(1);
    expect(results.every((result) => result.status === 'fulfilled')).toBe(true);
    const dataCalls = net.calls.filter((call) => !call.url.endsWith('/refresh'));
    expect(dataCalls).toHaveLength(20);
    expect(dataCalls.every((call) => call.headers.Authorization === 'Bearer access-new')).toBe(true);
    // The refresh is a form body without an auth header, and the new tokens are stored.
    const refresh = net.calls.find((call) => call.url.endsWith('/refresh'));
    expect(refresh?.headers.Authorization).toBeUndefined();
    expect(refresh?.headers['Content-Type']).toBe('application/x-www-form-urlencoded');
    expect(readTokens()).toEqual({ accessToken: 'access-new', refreshToken: 'refresh-2', expiresAt: NOW + 3_590_000 });
  });

  it('ends the session when the refresh fails, and every waiting call fails with 401', async () => {
    const { client, ended, refreshCalls } = setup('fail', 5_000);
    const results = await Promise.allSettled(Array.from({ length: 20 }, () => client.request('/v1/user/permissions')));
    expect(refreshCalls()).toBe(1);
    expect(results.every((r) => r.status === 'rejected' && isApiError(r.reason) && r.reason.status === 401)).toBe(true);
    expect(ended).toHaveBeenCalledTimes(1);
  });

  it('fails with 401 when there is no session at all', async () => {
    const { client, refreshCalls } = setup('ok', 60_000);
    localStorage.clear();
    await expect(client.request('/v1/user/permissions')).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls()).toBe(0);
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

/** Two tabs of one browser: one localStorage (jsdom's), one backend, each tab its own keeper. */
const twoTabs = (locks: RefreshLocks | null) => {
  writeTokens({ accessToken: 'access-old', refreshToken: 'refresh-1', expiresAt: NOW + 5_000 });
  const net = backend('ok');
  const tab = () => {
    const ended = vi.fn();
    const keeper = createTokenKeeper({ baseUrl: '', now: () => NOW, fetch: net.fetch, locks, onRefreshFailed: ended });
    return { keeper, ended };
  };
  const refreshCalls = () => net.calls.filter((call) => call.url.endsWith('/v1/oauth/refresh')).length;
  return { first: tab(), second: tab(), refreshCalls, refused: net.refused };
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
      writeTokens({ accessToken: 'access-old', refreshToken: 'refresh-1', expiresAt: NOW + 5_000 });
      const net = backend('ok');
      const keeper = () => createTokenKeeper({ baseUrl: '', now: () => NOW, fetch: net.fetch, locks, ledger, onRefreshFailed: vi.fn() });
      const first = keeper();
      const second = keeper();
      await first.getAccessToken();
      // Chromium hands a localStorage write to other tabs' processes later: this tab still reads the spent pair.
      writeTokens({ accessToken: 'access-old', refreshToken: 'refresh-1', expiresAt: NOW + 5_000 });
      const token = await second.getAccessToken().catch(() => 'refused');
      return { token, refused: net.refused(), stored: readTokens()?.refreshToken };
    };
    await expect(run(memoryLedger())).resolves.toEqual({ token: 'access-new', refused: 0, stored: 'refresh-2' });
    // Without the ledger the spent token goes out and is refused: what the ledger is for.
    await expect(run(null)).resolves.toMatchObject({ refused: 1 });
  });


  it('sends one refresh for two tabs under the browser-wide lock, and both continue with the fresh token', async () => {
    const { locks, requested } = fakeLocks();
    const { first, second, refreshCalls, refused } = twoTabs(locks);
    const tokens = await Promise.all([first.keeper.getAccessToken(), second.keeper.getAccessToken()]);
    expect(tokens).toEqual(['access-new', 'access-new']);
    expect(refreshCalls()).toBe(1);
    expect(refused()).toBe(0);
    expect(requested).toEqual([REFRESH_LOCK_NAME, REFRESH_LOCK_NAME]);
    expect(first.ended).not.toHaveBeenCalled();
    expect(second.ended).not.toHaveBeenCalled();
    expect(readTokens()?.refreshToken).toBe('refresh-2');
  });

  it('without the lock the second tab replays the spent refresh token and is refused (what the lock prevents)', async () => {
    const { first, second, refreshCalls, refused } = twoTabs(null);
    await Promise.allSettled([first.keeper.getAccessToken(), second.keeper.getAccessToken()]);
    expect(refreshCalls()).toBe(2);
    expect(refused()).toBe(1);
  });

  it('keeps the single flight within a tab under the lock: 10 calls, one lock request, one refresh', async () => {
    const { locks, requested } = fakeLocks();
    const { first, refreshCalls } = twoTabs(locks);
    const tokens = await Promise.all(Array.from({ length: 10 }, () => first.keeper.getAccessToken()));
    expect(new Set(tokens)).toEqual(new Set(['access-new']));
    expect(requested).toHaveLength(1);
    expect(refreshCalls()).toBe(1);
  });

  it("continues with another tab's tokens when they arrive while this tab's refresh is refused", async () => {
    writeTokens({ accessToken: 'access-old', refreshToken: 'refresh-spent', expiresAt: NOW + 5_000 });
    const net = fakeFetch(async () => {
      // Another tab stores its fresh tokens while this tab's refresh is on the wire.
      writeTokens({ accessToken: 'access-other-tab', refreshToken: 'refresh-other-tab', expiresAt: NOW + 60_000 });
      return envelope(null, 5, 'Token is invalid', 401);
    });
    const ended = vi.fn();
    const keeper = createTokenKeeper({ baseUrl: '', now: () => NOW, fetch: net.fetch, locks: null, onRefreshFailed: ended });
    await expect(keeper.getAccessToken()).resolves.toBe('access-other-tab');
    expect(ended).not.toHaveBeenCalled();
  });

  it('fails with 401 and sends nothing when another tab signed out while this one waited for the lock', async () => {
    const { locks } = fakeLocks();
    const { first, refreshCalls } = twoTabs(locks);
    // The lock is busy (another tab's work); the sign-out happens before it is free.
    let release = () => {};
    const busy = new Promise<void>((resolve) => (release = resolve));
    void locks.request(REFRESH_LOCK_NAME, () => busy);
    const pending = first.keeper.getAccessToken();
    localStorage.clear();
    release();
    await expect(pending).rejects.toMatchObject({ status: 401 });
    expect(refreshCalls()).toBe(0);
  });
});
