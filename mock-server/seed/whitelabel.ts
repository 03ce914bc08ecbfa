import { keptBytesOf } from '../db/file-store';
import type { StoredFile, StoredWhitelabel } from '../db/types';
import { WHITELABELS, type WhitelabelKey } from './facts';

/** The default configuration's name (the document title, the login screen). */
export const WHITELABEL_NAME = WHITELABELS.dsp.name;

interface Palette {
  primary: string;
  secondary: string;
  warning: string;
  gauge: string;
}

const PALETTES: Record<WhitelabelKey, Palette> = {
  dsp: { primary: '#1E5EFF', secondary: '#0B1F4D', warning: '#F5A524', gauge: '#21C17A' },
  // Nigeria: green and deep green with a gold accent.
  ng: { primary: '#008751', secondary: '#0B3D2E', warning: '#E8A317', gauge: '#2BB673' },
};

/** Public links point at example.com domains only: the mock must never send anyone to a real site. */
const buildOne = (key: WhitelabelKey): StoredWhitelabel => {
  const facts = WHITELABELS[key];
  const colours = PALETTES[key];
  const docs = key === 'dsp' ? 'https://docs.example.com' : `https://docs-${key}.example.com`;
  return {
    id: facts.id,
    name: facts.name,
    whitelabel_id: key,
    primary_color: colours.primary,
    secondary_color: colours.secondary,
    warning_color: colours.warning,
    gauge_color: colours.gauge,
    company_logo: facts.logoFileId,
    favicon: null,
    term_of_service_url: `${docs}/legal/terms-of-service`,
    privacy_policy_url: `${docs}/legal/privacy-policy`,
    help_url: `${docs}/help`,
    audio_enabled: facts.audioEnabled,
  };
};

const KEYS = Object.keys(WHITELABELS) as WhitelabelKey[];

/** Every configuration; the active one is chosen by the run-time setting `whitelabel`. */
export const buildWhitelabels = (): StoredWhitelabel[] => KEYS.map(buildOne);

/** A logo: a 600x600 SVG (the customization page's logo size), drawn in code so no asset is needed. */
const logoSvg = (key: WhitelabelKey): string => {
  const { name } = WHITELABELS[key];
  const colours = PALETTES[key];
  const label = key === 'dsp' ? 'Adwise' : `Adwise ${key.toUpperCase()}`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" role="img" aria-label="${name}">`,
    `<rect width="600" height="600" rx="96" fill="${colours.secondary}"/>`,
    `<path d="M150 430 L300 150 L450 430 Z" fill="none" stroke="${colours.primary}" stroke-width="44" stroke-linejoin="round"/>`,
    `<circle cx="300" cy="350" r="46" fill="${colours.gauge}"/>`,
    `<text x="300" y="530" font-family="Arial, sans-serif" font-size="64" font-weight="700" fill="#FFFFFF" text-anchor="middle">${label}</text>`,
    '</svg>',
  ].join('');
};

/** A logo's bytes: its SVG text as UTF-8, kept in the files folder like every other file's. */
const logoBytes = (key: WhitelabelKey): Buffer => Buffer.from(logoSvg(key), 'utf8');

/** The bytes the seed's logos name. */
export const logoContents = (): Uint8Array[] => KEYS.map(logoBytes);

export const buildFiles = (): StoredFile[] => KEYS.map((key) => ({ id: WHITELABELS[key].logoFileId, content_type: 'image/svg+xml', ...keptBytesOf(logoBytes(key)) }));
