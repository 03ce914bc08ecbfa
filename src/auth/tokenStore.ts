/**
 * Where the session's tokens live (spec 1 §9): DSP_AUTH_TOKEN and REFRESH_DSP_AUTH_TOKEN in
 * localStorage, plus the expiry as epoch milliseconds. Nothing else reads these keys directly.
 */
export const STORAGE_KEYS = {
  accessToken: 'DSP_AUTH_TOKEN',
  refreshToken: 'REFRESH_DSP_AUTH_TOKEN',
  expiresAt: 'DSP_AUTH_TOKEN_EXPIRY',
} as const;

/** Refresh fires when the access token has this little life left (spec 1 §9). */
export const REFRESH_MARGIN_MS = 10_000;

export interface StoredTokens {
  accessToken: string;
  refreshToken: string;
  expiresAt: number;
}

/** Expiry after login: now plus expires_in seconds. */
export const expiryFromLogin = (expiresInSeconds: number, now: number): number => now + expiresInSeconds * 1000;

/** Expiry after a refresh: the spec reduces the refreshed lifetime by 10 seconds (spec 3 §9). */
export const expiryFromRefresh = (expiresInSeconds: number, now: number): number =>
  now + expiresInSeconds * 1000 - REFRESH_MARGIN_MS;

/** True when the token is expired or within the refresh margin of expiring. */
export const needsRefresh = (expiresAt: number, now: number): boolean => expiresAt - now <= REFRESH_MARGIN_MS;

export const readTokens = (): StoredTokens | null => {
  const accessToken = localStorage.getItem(STORAGE_KEYS.accessToken);
  const refreshToken = localStorage.getItem(STORAGE_KEYS.refreshToken);
  const expiresAt = Number(localStorage.getItem(STORAGE_KEYS.expiresAt));
  if (!accessToken || !refreshToken || !Number.isFinite(expiresAt)) return null;
  return { accessToken, refreshToken, expiresAt };
};

export const writeTokens = (tokens: StoredTokens): void => {
  localStorage.setItem(STORAGE_KEYS.accessToken, tokens.accessToken);
  localStorage.setItem(STORAGE_KEYS.refreshToken, tokens.refreshToken);
  localStorage.setItem(STORAGE_KEYS.expiresAt, String(tokens.expiresAt));
};
