import { CODE, OAUTH_REFRESH_PATH, type RefreshData } from '../api/contract';
import { createApiError } from '../api/HttpError';
import { unwrapEnvelope } from '../api/envelope';
import { browserRotationLedger, type RotationLedger } from './rotationLedger';
import { expiryFromRefresh, needsRefresh, readTokens, writeTokens, type StoredTokens } from './tokenStore';

/** The one Web Lock every tab of the browser takes to refresh: refresh tokens are single-use. */
export const REFRESH_LOCK_NAME = 'dsp-token-refresh';

/** The part of the Web Locks API the keeper needs (navigator.locks in browsers, a fake in tests). */
export interface RefreshLocks {
  request<T>(name: string, callback: () => Promise<T>): Promise<T>;
}

export interface TokenKeeperDeps {
  baseUrl: string;
  now?: () => number;
  fetch?: typeof fetch;
  /** Defaults to navigator.locks; null (or a browser without it, jsdom) keeps the single flight to this tab. */
  locks?: RefreshLocks | null;
  /** Defaults to the browser's IndexedDB ledger; null trusts localStorage alone. */
  ledger?: RotationLedger | null;
  /** Called when the refresh fails: the session is over. */
  onRefreshFailed(): void;
}

/** `fresh`: refresh even when the token is not close to expiry (spec 3 §4: before an invoice download). */
export interface AccessTokenOptions {
  fresh?: boolean;
}

export interface TokenKeeper {
  /** The stored access token, refreshed first when it expires within 10 seconds, or always with `fresh`. */
  getAccessToken(options?: AccessTokenOptions): Promise<string>;
}

const isRefreshData = (value: unknown): value is RefreshData => {
  const inner = (value as { data?: { data?: Record<string, unknown> } } | undefined)?.data?.data;
  return (
    typeof inner?.access_token === 'string' &&
    typeof inner.expires_in === 'number' &&
    typeof inner.refresh_token === 'string'
  );
};

const browserLocks = (): RefreshLocks | null =>
  (typeof navigator !== 'undefined' && (navigator as Partial<Navigator>).locks) || null;

const unauthorized = () => createApiError('unauthorized', 401, CODE.UNAUTHORIZED);

/**
 * Keeps the access token fresh with a single-flight refresh: however many calls find the token close
 * to expiry at once, one POST /v1/oauth/refresh goes out and every caller continues with its result.
 * (react-admin's addRefreshAuthToDataProvider has no such guard.) The single flight spans the tabs
 * too: every tab shares the stored tokens, and a refresh token works once, so two tabs refreshing
 * with the same one would end the session in both. A tab refreshes only while holding a browser-wide
 * lock, and first re-reads the stored tokens inside it: when another tab has refreshed meanwhile, its
 * tokens are used and nothing is sent.
 */
export const createTokenKeeper = (deps: TokenKeeperDeps): TokenKeeper => {
  const now = deps.now ?? Date.now;
  const doFetch = deps.fetch ?? ((input, init) => fetch(input, init));
  const locks = deps.locks === undefined ? browserLocks() : deps.locks;
  const ledger = deps.ledger === undefined ? (locks ? browserRotationLedger() : null) : deps.ledger;
  let inFlight: Promise<string> | null = null;

  const refresh = async (refreshToken: string): Promise<string> => {
    try {
      const response = await doFetch(`${deps.baseUrl}${OAUTH_REFRESH_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
        body: new URLSearchParams({ refresh_token: refreshToken }).toString(),
      });
      const data = await unwrapEnvelope(response);
      if (!isRefreshData(data)) throw unauthorized();
      const fresh = data.data.data;
      const tokens = {
        accessToken: fresh.access_token,
        refreshToken: fresh.refresh_token,
        expiresAt: expiryFromRefresh(fresh.expires_in, now()),
      };
      writeTokens(tokens);
      // Recorded before the lock is released, so the next tab in the lock learns of it at once.
      await ledger?.write({ spent: refreshToken, tokens });
      return fresh.access_token;
    } catch {
      // Tokens stored meanwhile by another tab (a refresh whose write reached this tab late, a new
      // sign-in) are a live session: only the tokens this tab sent have failed.
      const stored = readTokens();
      if (stored && stored.refreshToken !== refreshToken) return stored.accessToken;
      deps.onRefreshFailed();
      throw unauthorized();
    }
  };

  /** Runs inside the lock: the tokens read before it may have been replaced while this tab waited. */
  const refreshUnlessDone = async (seen: StoredTokens, fresh: boolean): Promise<string> => {
    let current = readTokens();
    if (!current) throw unauthorized(); // signed out in another tab meanwhile
    // Another tab spent the token this tab holds, and its new tokens have not reached this tab's
    // localStorage yet: take them from the ledger instead of sending a spent token.
    const last = await ledger?.read();
    if (last && last.spent === current.refreshToken) {
      writeTokens(last.tokens);
      current = last.tokens;
    }
    // Tokens another tab refreshed meanwhile are fresh too: a forced refresh need not spend them again.
    if (current.refreshToken !== seen.refreshToken || (!fresh && !needsRefresh(current.expiresAt, now()))) return current.accessToken;
    return refresh(current.refreshToken);
  };

  const getAccessToken = async ({ fresh = false }: AccessTokenOptions = {}): Promise<string> => {
    // A refresh under way gives a fresh token: joining it keeps the single flight for forced ones too.
    if (inFlight) return inFlight;
    const tokens = readTokens();
    if (!tokens) throw unauthorized();
    if (!fresh && !needsRefresh(tokens.expiresAt, now())) return tokens.accessToken;
    const run = () => refreshUnlessDone(tokens, fresh);
    inFlight = (locks ? locks.request(REFRESH_LOCK_NAME, run) : run()).finally(() => {
      inFlight = null;
    });
    return inFlight;
  };

  return { getAccessToken };
};
