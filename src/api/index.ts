import { session } from '../auth/session';
import { createTokenKeeper } from '../auth/tokenKeeper';
import { createApiClient } from './client';

/**
 * The app's one /v1 client. It calls the relative `/v1` (the dev and preview servers proxy it to the
 * mock or to VITE_API_URL), so no backend address is built into the bundle.
 */
const baseUrl = '';

const keeper = createTokenKeeper({ baseUrl, onRefreshFailed: () => session.end() });

export const apiClient = createApiClient({
  baseUrl,
  getAccessToken: keeper.getAccessToken,
  onUnauthorized: () => session.end(),
});
