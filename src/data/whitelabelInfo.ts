import type { WhitelabelInfo } from '../api/contract';
import { apiClient } from '../api';
import type { ApiClient } from '../api/client';
import { safeUrl } from '../security/safeUrl';
import { DEFAULT_WHITELABEL } from '../whitelabel/whitelabel';

/**
 * The white-label's public data (anonymous: the login page shows its logo and colours). Its links are
 * checked here, once, so no page can be handed a `javascript:` URL.
 */
export const fetchWhitelabel = async (client: ApiClient = apiClient): Promise<WhitelabelInfo> => {
  try {
    const info = { ...DEFAULT_WHITELABEL, ...(await client.request<WhitelabelInfo>('/v1/whitelabel/info', { auth: false })) };
    return {
      ...info,
      term_of_service_url: safeUrl(info.term_of_service_url),
      privacy_policy_url: safeUrl(info.privacy_policy_url),
      help_url: safeUrl(info.help_url),
    };
  } catch {
    return DEFAULT_WHITELABEL;
  }
};
