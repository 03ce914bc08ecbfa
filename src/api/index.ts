import { session } from '../auth/session';
import { createTokenKeeper } from '../auth/tokenKeeper';
import { WHITELABEL_HEADER } from './contract';
import { pageNamedWhitelabel } from '../whitelabel/pageWhitelabel';
import { createApiClient } from './client';

/**
 * The app's one /v1 client. It calls the relative `/v1` (the dev and preview servers proxy it to the
 * mock or to VITE_API_URL), so no backend address is built into the bundle.
 */
const baseUrl = '';

// The tabs of the browser share one session (the tokens in localStorage): a sign-out or sign-in in one
// is followed by every other, from the first moment the client exists.
session.followOtherTabs();

// The client the host names travels with every call; a host naming none leaves the backend's default.
const hostClient = pageNamedWhitelabel();

const keeper = createTokenKeeper({ baseUrl, onRefreshFailed: () => session.end() });

export const apiClient = createApiClient({
  baseUrl,
  getAccessToken: keeper.getAccessToken,
  onUnauthorized: () => session.end(),
  ...(hostClient ? { headers: { [WHITELABEL_HEADER]: hostClient } } : {}),
});
