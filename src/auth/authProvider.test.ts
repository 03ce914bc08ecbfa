import { describe, expect, it, vi } from 'vitest';
import { PERSONAS, type PersonaName } from '../../mock-server/personas';
import { createApiClient } from '../api/client';
import { DEVICE_TOKEN_FIELD, OAUTH_TOKEN_PATH } from '../api/contract';
import { mockBackend } from '../test/mockBackend';
import { CORE_ACCESS, type AccessTable } from './accessTable';
import { LOGIN_FAILED_KEY, SignInThrottledError, createAuthProvider, languageOfUser } from './authProvider';
import { deviceTokenKey, readDeviceToken } from './deviceTokens';
import { session } from './session';
import { readTokens } from './tokenStore';

const backend = mockBackend();
const NOW = 1_700_000_000_000;

/** An app's table as the registry merges it: the core's gates and two plugins'. */
const ACCESS: AccessTable = { ...CORE_ACCESS, reports: { '*': ['PAGE_REPORTS'] }, events: { '*': ['PAGE_EVENTS'] } };

/** The provider on a client to the mock that sends the stored token; every call's path written down. */
const setup = (fetchImpl: typeof fetch = fetch) => {
  const paths: string[] = [];
  const client = createApiClient({
    baseUrl: '',
    getAccessToken: async () => readTokens()?.accessToken ?? '',
    onUnauthorized: () => session.end(),
    fetch: (input, init) => {
      paths.push(String(input));
      return fetchImpl(input, init);
    },
  });
  return { auth: createAuthProvider(client, ACCESS, () => NOW), paths, client };
};

const credentials = (persona: PersonaName) => ({ username: PERSONAS[persona].email, password: PERSONAS[persona].password });
const storedUser = (persona: PersonaName) => {
  const user = backend.mock.store.state().users.find((candidate) => candidate.email === PERSONAS[persona].email);
  if (!user) throw new Error(`the mock has no ${persona}`);
  return user;
};

describe('authProvider', () => {
  it('logs in: stores the tokens and expiry, loads user and permissions, lands on /campaigns in the user language', async () => {
    // The analyst reads the console in Russian.
    backend.mock.store.mutate(() => {
      storedUser('analyst').locale = 'ru_RU';
    });
    const { auth } = setup();
    const result = await auth.login(credentials('analyst'));
    expect(result).toEqual({ redirectTo: '/campaigns', language: 'ru' });
    const tokens = readTokens();
    expect(tokens?.accessToken).toEqual(expect.any(String));
    expect(tokens?.refreshToken).toEqual(expect.any(String));
    // The stored pair is the mock's: it refreshes once with the refresh token.
    expect(backend.mock.store.state().refresh_tokens.some((token) => token.token === tokens?.refreshToken && !token.used)).toBe(true);
    expect(tokens?.expiresAt).toBe(NOW + backend.mock.settings.tokenTtl * 1000);
    const analyst = storedUser('analyst');
    expect(await auth.getPermissions?.({})).toEqual(analyst.permissions);
    // Kept with the session, so a reload does not wait for them.
    expect(JSON.parse(localStorage.getItem('DSP_PERMISSIONS') ?? '[]')).toEqual(analyst.permissions);
    expect(await auth.getIdentity?.()).toMatchObject({ id: analyst.id, fullName: `${analyst.first_name} ${analyst.last_name}` });
    expect(session.currentSpaceId()).toBe(analyst.space_id);
  });

  it('keeps only the permissions this app knows', async () => {
    // The mock's users hold only known permissions; a newer backend may send one this version lacks.
    const newerBackend: typeof fetch = async (input, init) =>
      String(input).endsWith('/v1/user/permissions')
        ? new Response(JSON.stringify({ type: { code: 0, message: 'OK' }, data: ['PAGE_REPORTS', 'NOT_A_PERMISSION'] }), { headers: { 'Content-Type': 'application/json' } })
        : fetch(input, init);
    const { auth } = setup(newerBackend);
    await auth.login(credentials('analyst'));
    expect(await auth.getPermissions?.({})).toEqual(['PAGE_REPORTS']);
  });

  it('answers the spec login failure for a wrong password, storing nothing', async () => {
    const { auth } = setup();
    // The right password signs in (then out), so the failure is the password's doing.
    await expect(auth.login(credentials('advertiser'))).resolves.toMatchObject({ redirectTo: '/campaigns' });
    await auth.logout({});
    await expect(auth.login({ ...credentials('advertiser'), password: 'wrong' })).rejects.toThrow(LOGIN_FAILED_KEY);
    expect(readTokens()).toBeNull();
  });

  it('checks auth from the stored token and redirects to /auth/login without one', async () => {
    const { auth } = setup();
    await auth.login(credentials('advertiser'));
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
    await auth.logout({});
    await expect(auth.checkAuth({})).rejects.toEqual({ redirectTo: '/auth/login', message: false });
    await auth.login(credentials('advertiser'));
    await expect(auth.checkAuth({})).resolves.toBeUndefined();
  });

  it('logs out to /auth/login, clearing tokens, user, space and session storage', async () => {
    const { auth } = setup();
    await auth.login(credentials('advertiser'));
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

  it('ends the sign-in on the server at logout: the old access token is refused afterwards', async () => {
    const { auth, paths } = setup();
    await auth.login(credentials('advertiser'));
    const tokens = readTokens();
    // The token is taken until the logout.
    expect((await fetch('/v1/user/permissions', { headers: { Authorization: `Bearer ${tokens?.accessToken ?? ''}` } })).status).toBe(200);
    await auth.logout({});
    expect(paths).toContain('/v1/oauth/revoke');
    const replay = await fetch('/v1/user/permissions', { headers: { Authorization: `Bearer ${tokens?.accessToken ?? ''}` } });
    expect(replay.status).toBe(401);
  });

  it('signs out even when the server cannot be reached to end the sign-in', async () => {
    const { auth } = setup((input, init) =>
      String(input).endsWith('/v1/oauth/revoke') ? Promise.reject(new TypeError('Failed to fetch')) : fetch(input, init),
    );
    await auth.login(credentials('advertiser'));
    await expect(auth.logout({})).resolves.toBe('/auth/login');
    expect(readTokens()).toBeNull();
  });

  it('passes on the server message when sign-in is refused for too many attempts', async () => {
    const { auth } = setup();
    const wrong = { username: PERSONAS.analyst.email, password: 'Wrong#2026x' };
    try {
      // The right password signs in first; its device token is then forgotten, so the guesses below
      // come from a stranger's browser as before.
      await expect(auth.login(credentials('analyst'))).resolves.toMatchObject({ redirectTo: '/campaigns' });
      await auth.logout({});
      localStorage.removeItem(deviceTokenKey(PERSONAS.analyst.email));
      for (let attempt = 1; attempt <= 6; attempt += 1) await expect(auth.login(wrong)).rejects.toThrow(LOGIN_FAILED_KEY);
      const refused = auth.login(credentials('analyst'));
      await expect(refused).rejects.toBeInstanceOf(SignInThrottledError);
      await expect(refused).rejects.toThrow('Too many attempts. Please wait a moment and try again.');
    } finally {
      await fetch('/__mock/throttles', { method: 'POST' });
    }
  });

  it("keeps each account's device token across sign-outs and sends it back with that account's next sign-in", async () => {
    const bodies: string[] = [];
    const { auth } = setup((input, init) => {
      if (String(input).endsWith(OAUTH_TOKEN_PATH)) bodies.push(String(init?.body ?? ''));
      return fetch(input, init);
    });
    const sentDeviceToken = () => new URLSearchParams(bodies.at(-1)).get(DEVICE_TOKEN_FIELD);
    // A browser that never signed in has none to send.
    await auth.login(credentials('advertiser'));
    expect(sentDeviceToken()).toBeNull();
    const kept = readDeviceToken(PERSONAS.advertiser.email);
    expect(kept).toEqual(expect.any(String));
    await auth.logout({});
    expect(readDeviceToken(PERSONAS.advertiser.email)).toBe(kept);
    // Typed in another case, it is the same account's.
    await auth.login({ ...credentials('advertiser'), username: PERSONAS.advertiser.email.toUpperCase() });
    expect(sentDeviceToken()).toBe(kept);
    expect(readDeviceToken(PERSONAS.advertiser.email)).not.toBe(kept);
    // Another account's sign-in sends none of it.
    await auth.login(credentials('analyst'));
    expect(sentDeviceToken()).toBeNull();
  });

  it("signs in a browser that signed in before while strangers' wrong guesses have the account locked", async () => {
    const { auth } = setup();
    const { email, password } = PERSONAS.admin;
    try {
      await auth.login(credentials('admin'));
      await auth.logout({});
      // A stranger (no device token) signs in with the right password, then guesses until the account refuses unknown clients.
      expect((await backend.call('/v1/oauth/token', { form: { grant_type: 'password', username: email, password } })).status).toBe(200);
      for (let attempt = 1; attempt <= 6; attempt += 1) expect((await backend.call('/v1/oauth/token', { form: { grant_type: 'password', username: email, password: 'Wrong#2026x' } })).status).toBe(400);
      expect((await backend.call('/v1/oauth/token', { form: { grant_type: 'password', username: email, password } })).status).toBe(429);
      await expect(auth.login(credentials('admin'))).resolves.toMatchObject({ redirectTo: '/campaigns' });
    } finally {
      await fetch('/__mock/throttles', { method: 'POST' });
    }
  });

  it('logs out once when a 401 arrives for many calls at once', async () => {
    const { auth, client } = setup();
    await auth.login(credentials('advertiser'));
    const ended = vi.fn();
    const unsubscribe = session.onEnd(ended);
    // The signed-in token reaches the same call.
    await expect(client.request('/v1/user/permissions')).resolves.toEqual(expect.any(Array));
    localStorage.setItem('DSP_AUTH_TOKEN', 'stale');
    await Promise.allSettled(Array.from({ length: 5 }, () => client.request('/v1/user/permissions')));
    unsubscribe();
    expect(ended).toHaveBeenCalledTimes(1);
    expect(readTokens()).toBeNull();
    await expect(auth.checkError({ status: 401 })).resolves.toBeUndefined(); // a plain object is no API error
  });

  it('maps permissions through the access table it was given for canAccess', async () => {
    const { auth } = setup();
    await auth.login(credentials('analyst'));
    expect(await auth.canAccess?.({ resource: 'reports', action: 'list' })).toBe(true);
    expect(await auth.canAccess?.({ resource: 'events', action: 'list' })).toBe(false);
    expect(await auth.canAccess?.({ resource: 'admin-search', action: 'list' })).toBe(false);
    await auth.login(credentials('admin'));
    expect(await auth.canAccess?.({ resource: 'admin-search', action: 'list' })).toBe(true);
    // The app opens the campaign list to everyone, but this table does not declare it: refused.
    expect(await auth.canAccess?.({ resource: 'campaigns', action: 'list' })).toBe(false);
  });

  it('switches account: keeps the space for the session and reloads permissions', async () => {
    const { auth, paths } = setup();
    await auth.login(credentials('admin'));
    const other = backend.mock.store.state().spaces.find((space) => space.id !== storedUser('admin').space_id);
    if (!other) throw new Error('the mock has one account only');
    const before = paths.filter((path) => path.endsWith('/permissions')).length;
    const space = await auth.switchAccount(other.id);
    expect(space).toMatchObject({ id: other.id, name: other.name, currency: other.currency });
    expect(session.currentSpaceId()).toBe(other.id);
    expect(JSON.parse(sessionStorage.getItem('DSP_SELECTED_SPACE') ?? '{}').id).toBe(other.id);
    expect(paths.filter((path) => path.endsWith('/permissions')).length).toBe(before + 1);
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
