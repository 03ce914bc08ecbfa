import type { WhitelabelInfo } from '../api/contract';
import { DEFAULT_WHITELABEL_ID } from '../domain/whitelabelHost';

/** Used only when /v1/whitelabel/info cannot be read: the app still starts, in neutral colours. */
export const DEFAULT_WHITELABEL: WhitelabelInfo = {
  id: 0,
  name: 'DSP',
  whitelabel_id: DEFAULT_WHITELABEL_ID,
  primary_color: '#1f4fa3',
  secondary_color: '#0b1f4d',
  warning_color: '#b45309',
  gauge_color: '#15803d',
  company_logo: null,
  favicon: null,
  term_of_service_url: '',
  privacy_policy_url: '',
  help_url: '',
  audio_enabled: false,
};
