import type { Page } from 'playwright-core';
import {
  OAUTH_TOKEN_PATH,
  isPermission,
  type Envelope,
  type Permission,
  type TokenData,
  type User,
} from '../../src/api/contract';
import { PERSONAS, type PersonaName } from '../../mock-server/personas';
import { HOME_PATH, LOGIN_PATH, languageOfUser } from '../../src/auth/authProvider';
import { deviceTokenKey } from '../../src/auth/deviceTokens';
import { STORAGE_KEYS, expiryFromLogin } from '../../src/auth/tokenStore';
import { LANGUAGE_STORAGE_KEY } from '../../src/i18n/messages';
import { MOCK_URL } from './env';
import { mockNow } from './mockAdmin';

export type Credentials = { email: string; password: string };
type Who = PersonaName | Credentials;

const credentialsOf = (who: Who): Credentials => (typeof who === 'string' ? PERSONAS[who] : who);

/**
 * The session keys session.ts keeps private, and react-admin's store key for the locale
 * (appStore in src/app/store.ts). auth.e2e.ts checks that a form sign-in
 * stores exactly these, so a renamed key fails there rather than silently here.
 */
const USER_KEY = 'DSP_USER';
const OWN_SPACE_KEY = 'DSP_SPACE_ID';
const PERMISSIONS_KEY = 'DSP_PERMISSIONS';
const STORE_LOCALE_KEY = 'RaStoreDSP.locale';

const v1 = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
  const response = await fetch(`${MOCK_URL}${path}`, init);
  const body = (await response.json()) as Envelope<T>;
  if (body.type?.code !== 0) throw new Error(`${path} answered ${response.status}, code ${body.type?.code}: ${body.type?.message}`);
  return body.data;
};

/**
 * What authProvider.login and useSignIn leave in localStorage, got the same way: the token call with
 * the form's body, then the user and the permissions. A fresh token pair every time: refresh tokens
 * are single-use, so no two browser contexts may share one, and the access token's lifetime is the
 * mock's current setting (a test that shortens it gets a short-lived session).
 */
const signedInStorage = async ({ email, password }: Credentials): Promise<{ name: string; value: string }[]> => {
  const token = await v1<TokenData>(OAUTH_TOKEN_PATH, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: email, password }).toString(),
  });
  // Taken when the answer arrives, as the app does with its own clock (the browser's runs on the mock's).
  const expiresAt = expiryFromLogin(token.expires_in, await mockNow());
  const bearer = { headers: { Authorization: `Bearer ${token.access_token}` } };
  const [user, permissions] = await Promise.all([
    v1<User>(`/v1/user/${token.user_id}`, bearer),
    v1<unknown[]>('/v1/user/permissions', bearer),
  ]);
  const known: Permission[] = permissions.filter(isPermission);
  const language = languageOfUser(user);
  return [
    { name: STORAGE_KEYS.accessToken, value: token.access_token },
    { name: STORAGE_KEYS.refreshToken, value: token.refresh_token },
    { name: STORAGE_KEYS.expiresAt, value: String(expiresAt) },
    { name: OWN_SPACE_KEY, value: String(token.space_id) },
    { name: USER_KEY, value: JSON.stringify(user) },
    { name: PERMISSIONS_KEY, value: JSON.stringify(known) },
    { name: LANGUAGE_STORAGE_KEY, value: language },
    { name: STORE_LOCALE_KEY, value: JSON.stringify(language) },
    // Kept by the browser across sign-outs (src/auth/deviceTokens.ts), as a form sign-in leaves it.
    ...(token.device_token ? [{ name: deviceTokenKey(email), value: token.device_token }] : []),
  ];
};

/** Waits for the signed-in page at `landing`, and says so plainly if the app sent the browser elsewhere. */
const waitForLanding = async (page: Page, landing: string) => {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  const path = new URL(page.url()).pathname;
  const expected = new URL(landing, page.url()).pathname;
  if (path !== expected) throw new Error(`Signed in, yet the app shows ${path} instead of ${expected}`);
};

/**
 * Signs in through the API and lands on /campaigns, or on `landing` (a suite that tests another page
 * opens it at once, as a signed-in user opening a link does, rather than loading the campaign list
 * first): the first document of that navigation starts with
 * the storage a form sign-in leaves (whatever the origin's storage held before is replaced), set by an
 * init script that is removed as soon as the document has loaded, so a reload, a later navigation or a
 * second tab never puts the session back. (An init script costs nothing here; the context's
 * setStorageState opens and loads a page of its own first, about 250 ms more per sign-in.) Suites that
 * test signing in itself use `loginWithForm`.
 */
export const loginAs = async (page: Page, who: Who, landing: string = HOME_PATH): Promise<void> => {
  const items = await signedInStorage(credentialsOf(who));
  const seed = await page.addInitScript((stored) => {
    window.localStorage.clear();
    stored.forEach(({ name, value }) => window.localStorage.setItem(name, value));
  }, items);
  try {
    await page.goto(landing);
  } finally {
    await seed.dispose();
  }
  await waitForLanding(page, landing);
};

/** Signs in the way a person does: the sign-in form, then the redirect to /campaigns. */
export const loginWithForm = async (page: Page, who: Who): Promise<void> => {
  const { email, password } = credentialsOf(who);
  await page.goto(LOGIN_PATH);
  await page.getByLabel('Email').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`**${HOME_PATH}**`);
  await waitForLanding(page, HOME_PATH);
};

/** Reads the tokens the app stored, for direct /v1 calls in the same session. */
export const storedToken = (page: Page) => page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.accessToken);
