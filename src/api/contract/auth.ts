/** POST /v1/oauth/token (form body) answer. */
export interface TokenData {
  access_token: string;
  refresh_token: string;
  /** Seconds until the access token expires. */
  expires_in: number;
  space_id: number;
  /**
   * Extension: the spec's token data names no user id, yet the app must load GET /v1/user/{id}
   * right after login. The mock adds it here rather than making the app decode the token.
   */
  user_id: number;
  /**
   * Extension (OWASP device cookies): proof that this browser signed in to the account before. Sent
   * back as the form field `device_token` with the next password grant for the same account, it is
   * judged on its own failures instead of the lockout strangers' failures put on the account. It
   * grants no access by itself. A fresh one comes with every sign-in.
   */
  device_token?: string;
}

/** The refreshed token as nested by the spec: `data.data.data` (spec 1 §7). */
export interface RefreshedToken {
  access_token: string;
  expires_in: number;
  /** Refresh tokens are single-use, so each refresh hands out the next one. */
  refresh_token: string;
}

export interface RefreshData {
  data: { data: RefreshedToken };
}

export const OAUTH_TOKEN_PATH = '/v1/oauth/token';
export const OAUTH_REFRESH_PATH = '/v1/oauth/refresh';
/**
 * Beyond the spec (RFC 7009 style): form body `token`, an access or a refresh token; ends the sign-in
 * it belongs to, both its access and its refresh tokens. Always OK, whether or not the token was live.
 */
export const OAUTH_REVOKE_PATH = '/v1/oauth/revoke';

/** The password grant's form field carrying the account's device token (TokenData.device_token). */
export const DEVICE_TOKEN_FIELD = 'device_token';
