import { CODE, OAUTH_REFRESH_PATH, type RefreshData } from '../api/contract';
import { createApiError } from '../api/HttpError';
import { unwrapEnvelope } from '../api/envelope';
import { expiryFromRefresh, needsRefresh, readTokens, writeTokens } from './tokenStore';

export interface TokenKeeperDeps {
  baseUrl: string;
  now?: () => number;
  fetch?: typeof fetch;
  /** Called when the refresh fails: the session is over. */
  onRefreshFailed(): void;
}

export interface TokenKeeper {
  /** The stored access token, refreshed first when it expires within 10 seconds. */
  getAccessToken(): Promise<string>;
}

const isRefreshData = (value: unknown): value is RefreshData => {
  const inner = (value as { data?: { data?: Record<string, unknown> } } | undefined)?.data?.data;
  return (
    typeof inner?.access_token === 'string' &&
    typeof inner.expires_in === 'number' &&
    typeof inner.refresh_token === 'string'
  );
};

/**
 * Keeps the access token fresh with a single-flight refresh: however many calls find the token close
 * to expiry at once, one POST /v1/oauth/refresh goes out and every caller continues with its result.
 * (react-admin's addRefreshAuthToDataProvider has no such guard.)
 */
export const createTokenKeeper = (deps: TokenKeeperDeps): TokenKeeper => {
  const now = deps.now ?? Date.now;
  const doFetch = deps.fetch ?? ((input, init) => fetch(input, init));
  let inFlight: Promise<string> | null = null;

  const refresh = async (refreshToken: string): Promise<string> => {
    try {
      const response = await doFetch(`${deps.baseUrl}${OAUTH_REFRESH_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams({ refresh_token: refreshToken }).toString(),
      });
      const data = await unwrapEnvelope(response);
      if (!isRefreshData(data)) throw createApiError('unauthorized', 401, CODE.UNAUTHORIZED);
      const fresh = data.data.data;
      writeTokens({
        accessToken: fresh.access_token,
        refreshToken: fresh.refresh_token,
        expiresAt: expiryFromRefresh(fresh.expires_in, now()),
      });
      return fresh.access_token;
    } catch {
      deps.onRefreshFailed();
      throw createApiError('unauthorized', 401, CODE.UNAUTHORIZED);
    }
  };

  const getAccessToken = async (): Promise<string> => {
    if (inFlight) return inFlight;
    const tokens = readTokens();
    if (!tokens) throw createApiError('unauthorized', 401, CODE.UNAUTHORIZED);
    if (!needsRefresh(tokens.expiresAt, now())) return tokens.accessToken;
    inFlight = refresh(tokens.refreshToken).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  return { getAccessToken };
};
