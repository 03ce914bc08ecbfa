import type { WhitelabelInfo } from '../api/contract';
import { apiClient } from '../api';
import type { ApiClient } from '../api/client';
import { safeUrl } from '../security/safeUrl';
import { DEFAULT_WHITELABEL } from '../whitelabel/whitelabel';

/** The white-label's links checked once here, so no page can be handed a `javascript:` URL. */
const withSafeLinks = (info: WhitelabelInfo): WhitelabelInfo => ({
  ...info,
  term_of_service_url: safeUrl(info.term_of_service_url),
  privacy_policy_url: safeUrl(info.privacy_policy_url),
  help_url: safeUrl(info.help_url),
});

/** GET /v1/whitelabel/info (anonymous): throws when it cannot be read (a reload keeps what it has). */
export const readWhitelabel = async (client: ApiClient = apiClient): Promise<WhitelabelInfo> =>
  withSafeLinks({ ...DEFAULT_WHITELABEL, ...(await client.request<WhitelabelInfo>('/v1/whitelabel/info', { auth: false })) });

/**
 * The white-label's public data (anonymous: the login page shows its logo and colours), or neutral
 * defaults when it cannot be read, so the app still starts.
 */
export const fetchWhitelabel = async (client: ApiClient = apiClient): Promise<WhitelabelInfo> => {
  try {
    return await readWhitelabel(client);
  } catch {
    return DEFAULT_WHITELABEL;
  }
};
