import type { AuthProvider, UserIdentity } from 'ra-core';
import {
  DEVICE_TOKEN_FIELD,
  OAUTH_REVOKE_PATH,
  OAUTH_TOKEN_PATH,
  isPermission,
  type Permission,
  type Space,
  type TokenData,
  type User,
  accountSwitchPath,
} from '../api/contract';
import type { ApiClient } from '../api/client';
import { isApiError } from '../api/HttpError';
import { canAccessWith, type AccessTable } from './accessTable';
import { readDeviceToken, writeDeviceToken } from './deviceTokens';
import { session } from './session';
import { expiryFromLogin, readTokens, writeTokens } from './tokenStore';

/** Where every signed-out path leads, and where a signed-in user lands. */
export const LOGIN_PATH = '/auth/login';
export const HOME_PATH = '/campaigns';

/** What react-admin shows of the signed-in user (the user menu's name). */
export const identityOf = (user: User): UserIdentity => ({
  id: user.id,
  fullName: `${user.first_name} ${user.last_name}`.trim(),
  email: user.email,
});

/** Translation key of the spec's login failure text (spec 1 §8), shown for any failed login. */
export const LOGIN_FAILED_KEY = 'core.auth.loginFailed';

/**
 * A sign-in the server refuses for now, whatever the password (too many failed attempts: HTTP 429).
 * Its message is the server's `type.message`, shown instead of the one wrong-credentials text, since
 * typing again would not help.
 */
export class SignInThrottledError extends Error {}

/** The interface language a user's profile asks for: locale first, then language_key. */
export const languageOfUser = (user: Pick<User, 'locale' | 'language_key'>): 'en' | 'ru' => {
  const fromLocale = user.locale?.split(/[_-]/)[0]?.toLowerCase();
  if (fromLocale === 'ru' || fromLocale === 'en') return fromLocale;
  return user.language_key === 2 ? 'ru' : 'en';
};

export interface LoginResult {
  redirectTo: string;
  language: 'en' | 'ru';
}

export interface AppAuthProvider extends AuthProvider {
  login(params: { username: string; password: string }): Promise<LoginResult>;
  /** Administrator account switch: keeps the space for the session and reloads permissions. */
  switchAccount(spaceId: number): Promise<Space>;
}

/** `access` is the app's one access table (the registry's merge of the core's and the plugins' gates). */
export const createAuthProvider = (client: ApiClient, access: AccessTable, now: () => number = Date.now): AppAuthProvider => {
  const loadPermissions = async (): Promise<Permission[]> => {
    const list = await client.request<unknown[]>('/v1/user/permissions');
    const permissions = (Array.isArray(list) ? list : []).filter(isPermission);
    session.setPermissions(permissions);
    return permissions;
  };

  return {
    async login({ username, password }) {
      let token: TokenData;
      // This browser's proof of an earlier sign-in to the account, if it has one (deviceTokens.ts).
      const deviceToken = readDeviceToken(username);
      try {
        token = await client.request<TokenData>(OAUTH_TOKEN_PATH, {
          method: 'POST',
          auth: false,
          form: { grant_type: 'password', username, password, ...(deviceToken ? { [DEVICE_TOKEN_FIELD]: deviceToken } : {}) },
        });
      } catch (error) {
        if (isApiError(error) && error.status === 429) throw new SignInThrottledError(error.message);
        throw new Error(LOGIN_FAILED_KEY);
      }
      if (!token?.access_token || !token.refresh_token) throw new Error(LOGIN_FAILED_KEY);
      if (token.device_token) writeDeviceToken(username, token.device_token);
      writeTokens({
        accessToken: token.access_token,
        refreshToken: token.refresh_token,
        expiresAt: expiryFromLogin(token.expires_in, now()),
      });
      session.start(token.space_id);
      try {
        const [user] = await Promise.all([client.request<User>(`/v1/user/${token.user_id}`), loadPermissions()]);
        session.setUser(user);
        return { redirectTo: HOME_PATH, language: languageOfUser(user) };
      } catch (error) {
        session.end();
        throw error;
      }
    },

    async logout() {
      // The server ends the sign-in too, so a copied token stops working now rather than at its expiry.
      // Best effort: signing out here never waits on, or fails with, an unreachable server.
      const tokens = readTokens();
      session.end({ notify: false });
      if (tokens) {
        await client
          .request(OAUTH_REVOKE_PATH, { method: 'POST', auth: false, form: { token: tokens.refreshToken } })
          .catch(() => undefined);
      }
      return LOGIN_PATH;
    },

    async checkAuth() {
      if (!readTokens()) throw { redirectTo: LOGIN_PATH, message: false };
    },

    async checkError(error: unknown) {
      // A 401 has already ended the session in the client; 403 and the rest are shown, not logged out.
      if (isApiError(error) && error.status === 401) throw { redirectTo: LOGIN_PATH, message: false };
    },

    async getIdentity() {
      const user = session.user();
      if (!user) throw { redirectTo: LOGIN_PATH, message: false };
      return identityOf(user);
    },

    async getPermissions() {
      if (!readTokens()) return [];
      return session.permissions() ?? loadPermissions();
    },

    async canAccess({ resource, action }) {
      if (!readTokens()) return false;
      const permissions = session.permissions() ?? (await loadPermissions());
      return canAccessWith(permissions, { resource, action }, access);
    },

    async switchAccount(spaceId) {
      const space = await client.request<Space>(accountSwitchPath(spaceId), { method: 'POST' });
      session.setSelectedSpace(space);
      await loadPermissions();
      return space;
    },
  };
};
