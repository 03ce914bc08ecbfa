import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client';
import { envelope, fakeFetch, type RecordedCall } from '../test/fakeFetch';
import { CORE_ACCESS, type AccessTable } from './accessTable';
import { LOGIN_FAILED_KEY, createAuthProvider, languageOfUser } from './authProvider';
import { session } from './session';
import { readTokens } from './tokenStore';

const NOW = 1_700_000_000_000;
const USER = { id: 7, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@demo.test', locale: 'ru_RU', language_key: 2 };

/** A backend with one account: password "Right#2026", permissions PAGE_REPORTS + SEARCH_ADMIN. */
const server = (call: RecordedCall) => {
  if (call.url.endsWith('/v1/oauth/token')) {
    const form = new URLSearchParams(call.body);
    if (form.get('grant_type') !== 'password' || form.get('password') !== 'Right#2026')
      return envelope(null, 2, 'Invalid argument provided', 400);
    return envelope({ access_token: 'at', refresh_token: 'rt', expires_in: 3600, space_id: 11, user_id: 7 });
  }
  if (call.headers.Authorization !== 'Bearer at') return envelope(null, 401, 'unauthorized', 401);
  if (call.url.endsWith('/v1/user/7')) return envelope(USER);
  if (call.url.endsWith('/v1/user/permissions')) return envelope(['PAGE_REPORTS', 'SEARCH_ADMIN', 'NOT_A_PERMISSION']);
  if (call.url.endsWith('/v1/user/switch/42'))
    return envelope({ id: 42, name: 'Other Co', currency: 'NGN', balance: 5, payment_settings: { allow_payment: true } });
  return envelope(null, 130, 'Campaign is not found', 404);
};

/** An app's table as the registry merges it: the core's gates and two plugins'. */
const ACCESS: AccessTable = { ...CORE_ACCESS, reports: { '*': ['PAGE_REPORTS'] }, events: { '*': ['PAGE_EVENTS'] } };

const setup = () => {
  const net = fakeFetch(server);
  const client = createApiClient({
    baseUrl: '',
    getAccessToken: async () => readTokens()?.accessToken ?? '',
    onUnauthorized: () => session.end(),
    fetch: net.fetch,
  });
  return { auth: createAuthProvider(client, ACCESS, () => NOW), calls: net.calls, client };
};

describe('authProvider', () => {
  it('logs in: stores the tokens and expiry, loads user and permissions, lands on /campaigns in the user language', async () => {
    const { auth, calls } = setup();
    const result = await auth.login({ username: 'ada@demo.test', password: 'Right#2026' });
    expect(result).toEqual({ redirectTo: '/campaigns', language: 'ru' });
    expect(localStorage.getItem('DSP_AUTH_TOKEN')).toBe('at');
    expect(localStorage.getItem('REFRESH_DSP_AUTH_TOKEN')).toBe('rt');
    expect(readTokens()?.expiresAt).toBe(NOW + 3_600_000);
    expect(calls[0]?.body).toBe('grant_type=password&username=ada%40demo.test&password=Right%232026');
    expect(await auth.getPermissions?.({})).toEqual(['PAGE_REPORTS', 'SEARCH_ADMIN']);
    // Kept with the session, so a reload does not wait for them.
    expect(JSON.parse(localStorage.getItem('DSP_PERMISSIONS') ?? '[]')).toEqual(['PAGE_REPORTS', 'SEARCH_ADMIN']);
    expect(await auth.getIdentity?.()).toMatchObject({ id: 7, fullName: 'Ada Lovelace' });
    expect(session.currentSpaceId()).toBe(11);
  });

  it('answers the spec login failure for a wrong password, storing nothing', async () => {
    const { auth } = setup();
    await expect(auth.login({ username: 'ada@demo.test', password: 'wrong' })).rejects.toThrow(LOGIN_FAILED_KEY);
    expect(readTokens()).toBeNull();
  });

  it('checks auth from the stored token and redirects to /auth/login without one', async () => {
    const { auth } = setup();
    await expect(auth.checkAuth({})).rejects.toEqual({ redirectTo: '/auth/login', message: false });
    await auth.login({ username: 'ada@demo.test', password: 'Right#2026' });
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });

  it('logs out to /auth/login, clearing tokens, user, space and session storage', async () => {
    const { auth } = setup();
    await auth.login({ username: 'ada@demo.test', password: 'Right#2026' });
    sessionStorage.setItem('anything', 'x');
    const ended = vi.fn();
    const unsubscribe = session.onEnd(ended);
    await expect(auth.logout({})).resolves.toBe('/auth/login');
    unsubscribe();
    expect(ended).not.toHaveBeenCalled(); // the user asked: no second logout from the watcher
    expect(readTokens()).toBeNull();
    expect(session.user()).toBeNull();
    expect(session.currentSpaceId()).toBeNull();
    expect(localStorage.getItem('DSP_PERMISSIONS')).toBeNull();
    expect(sessionStorage.length).toBe(0);
    expect(await auth.getPermissions?.({})).toEqual([]);
  });

  it('logs out once when a 401 arrives for many calls at once', async () => {
    const { auth, client } = setup();
    await auth.login({ username: 'ada@demo.test', password: 'Right#2026' });
    const ended = vi.fn();
    const unsubscribe = session.onEnd(ended);
    localStorage.setItem('DSP_AUTH_TOKEN', 'stale');
    await Promise.allSettled(Array.from({ length: 5 }, () => client.request('/v1/user/permissions')));
    unsubscribe();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(readTokens()).toBeNull();
    await expect(auth.checkError({ status: 401 })).resolves.toBeUndefined(); // a plain object is no API error
  });

  it('maps permissions through the access table it was given for canAccess', async () => {
    const { auth } = setup();
    await auth.login({ username: 'ada@demo.test', password: 'Right#2026' });
    expect(await auth.canAccess?.({ resource: 'reports', action: 'list' })).toBe(true);
    expect(await auth.canAccess?.({ resource: 'events', action: 'list' })).toBe(false);
    expect(await auth.canAccess?.({ resource: 'admin-search', action: 'list' })).toBe(true);
    // The app opens the campaign list to everyone, but this table does not declare it: refused.
    expect(await auth.canAccess?.({ resource: 'campaigns', action: 'list' })).toBe(false);
  });

  it('switches account: keeps the space for the session and reloads permissions', async () => {
    const { auth, calls } = setup();
    await auth.login({ username: 'ada@demo.test', password: 'Right#2026' });
    const before = calls.filter((c) => c.url.endsWith('/permissions')).length;
    const space = await auth.switchAccount(42);
    expect(space.name).toBe('Other Co');
    expect(session.currentSpaceId()).toBe(42);
    expect(JSON.parse(sessionStorage.getItem('DSP_SELECTED_SPACE') ?? '{}').id).toBe(42);
    expect(calls.filter((c) => c.url.endsWith('/permissions')).length).toBe(before + 1);
  });
});

describe('languageOfUser', () => {
  it('reads the locale first, then language_key', () => {
    expect(languageOfUser({ locale: 'ru_RU', language_key: 1 })).toBe('ru');
    expect(languageOfUser({ locale: 'en_US', language_key: 2 })).toBe('en');
    expect(languageOfUser({ locale: '', language_key: 2 })).toBe('ru');
    expect(languageOfUser({ locale: 'hy_AM', language_key: 1 })).toBe('en');
  });
});
