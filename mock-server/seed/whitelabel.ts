import type { WhitelabelInfo } from '../../src/api/contract';
import type { StoredFile } from '../db/types';
import { LOGO_FILE_ID } from './facts';

export const WHITELABEL_NAME = 'Adwise DSP';

/** Public links point at example.com domains only: the mock must never send anyone to a real site. */
export const buildWhitelabel = (): WhitelabelInfo => ({
  id: 1,
  name: WHITELABEL_NAME,
  whitelabel_id: 'dsp',
  primary_color: '#1E5EFF',
  secondary_color: '#0B1F4D',
  warning_color: '#F5A524',
  gauge_color: '#21C17A',
  company_logo: LOGO_FILE_ID,
  term_of_service_url: 'https://docs.example.com/legal/terms-of-service',
  privacy_policy_url: 'https://docs.example.com/legal/privacy-policy',
  help_url: 'https://docs.example.com/help',
  audio_enabled: false,
});

/** The logo: a 600x600 SVG (the customization page's logo size), drawn in code so no asset is needed. */
const logoSvg = (): string =>
  [
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="Adwise DSP">',
    '<rect width="600" height="600" rx="96" fill="#0B1F4D"/>',
    '<path d="M150 430 L300 150 L450 430 Z" fill="none" stroke="#1E5EFF" stroke-width="44" stroke-linejoin="round"/>',
    '<circle cx="300" cy="350" r="46" fill="#21C17A"/>',
    '<text x="300" y="530" font-family="Arial, sans-serif" font-size="64" font-weight="700" fill="#FFFFFF" text-anchor="middle">Adwise</text>',
    '</svg>',
  ].join('');

export const buildFiles = (): StoredFile[] => [{ id: LOGO_FILE_ID, content_type: 'image/svg+xml', body: logoSvg() }];
