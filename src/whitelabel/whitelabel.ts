import type { WhitelabelInfo } from '../api/contract';
import type { ApiClient } from '../api/client';
import { safeUrl } from '../security/safeUrl';

/** Used only when /v1/whitelabel/info cannot be read: the app still starts, in neutral colours. */
export const DEFAULT_WHITELABEL: WhitelabelInfo = {
  id: 0,
  name: 'DSP',
  whitelabel_id: 'dsp',
  primary_color: '#1f4fa3',
  secondary_color: '#0b1f4d',
  warning_color: '#b45309',
  gauge_color: '#15803d',
  company_logo: null,
  term_of_service_url: '',
  privacy_policy_url: '',
  help_url: '',
  audio_enabled: false,
};

/**
 * The white-label's public data (anonymous: the login page shows its logo and colours). Its links are
 * checked here, once, so no page can be handed a `javascript:` URL.
 */
export const fetchWhitelabel = async (client: ApiClient): Promise<WhitelabelInfo> => {
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
