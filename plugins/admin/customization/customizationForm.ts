import {
  WHITELABEL_LIMITS,
  type BrandingColorField,
  type SaveWhitelabelRequest,
  type WhitelabelImage,
  type WhitelabelRecord,
} from '../../../src/api/contract';
import { contrastWithWhite, isHexColor, normaliseHexColor } from '../../../src/domain/colorContrast';
import { isWebAddress } from '../../../src/domain/webAddress';

/** The customization form's values: the record's settings flattened beside its name. */
export interface CustomizationValues {
  name: string;
  fb_page_id: string;
  term_of_service_url: string;
  privacy_policy_url: string;
  primary_color: string;
  secondary_color: string;
  gauge_color: string;
  warning_color: string;
  company_logo: WhitelabelImage | null;
  ad_logo: WhitelabelImage | null;
  main_background: WhitelabelImage | null;
  email_header: WhitelabelImage | null;
  favicon: WhitelabelImage | null;
}

export const customizationValues = ({ name, whitelabel_settings: s }: WhitelabelRecord): CustomizationValues => ({
  name,
  fb_page_id: s.fb_page_id,
  term_of_service_url: s.term_of_service_url,
  privacy_policy_url: s.privacy_policy_url,
  primary_color: s.primary_color,
  secondary_color: s.secondary_color,
  gauge_color: s.gauge_color,
  warning_color: s.warning_color,
  company_logo: s.company_logo,
  ad_logo: s.ad_logo,
  main_background: s.main_background,
  email_header: s.email_header,
  favicon: s.favicon,
});

/** The save: colours in their stored form (#RRGGBB), text trimmed, images as the form holds them. */
export const customizationBody = (id: number, v: CustomizationValues): SaveWhitelabelRequest => {
  const color = (field: BrandingColorField) => normaliseHexColor(v[field]) ?? v[field];
  return {
    id,
    name: v.name.trim(),
    whitelabel_settings: {
      company_logo: v.company_logo,
      ad_logo: v.ad_logo,
      main_background: v.main_background,
      email_header: v.email_header,
      favicon: v.favicon,
      fb_page_id: v.fb_page_id.trim(),
      term_of_service_url: v.term_of_service_url.trim(),
      privacy_policy_url: v.privacy_policy_url.trim(),
      primary_color: color('primary_color'),
      secondary_color: color('secondary_color'),
      gauge_color: color('gauge_color'),
      warning_color: color('warning_color'),
    },
  };
};

/** Field rules (react-admin validators answer a translation key or undefined). */
export const nameRule = (value: unknown): string | undefined => {
  const text = typeof value === 'string' ? value.trim() : '';
  return text === '' ? 'ra.validation.required' : undefined;
};
export const colorRule = (value: unknown): string | undefined => (typeof value === 'string' && isHexColor(value) ? undefined : 'admin.customization.errors.color');
export const urlRule = (value: unknown): string | undefined => (typeof value !== 'string' || isWebAddress(value) ? undefined : 'admin.customization.errors.url');

export const TEXT_LIMITS = WHITELABEL_LIMITS;

export interface LowContrast {
  field: BrandingColorField;
  color: string;
  ratio: number;
}

/** The colours that carry white text (the app bar, contained buttons) and are text on white (links, outlined buttons, tabs). */
export const CONTRAST_CHECKED: readonly BrandingColorField[] = ['primary_color', 'secondary_color'];

/**
 * Beyond the spec: each of those colours whose contrast with white is below WCAG AA (4.5:1, normal
 * text). The gauge and warning colours fill gauges and badges whose text MUI already turns black
 * where white would not read (the theme's contrastThreshold), so they are not held to it.
 */
export const lowContrastColors = (v: Pick<CustomizationValues, BrandingColorField>): LowContrast[] =>
  CONTRAST_CHECKED.flatMap((field) => {
    const found = contrastWithWhite(v[field]);
    return found && !found.passes ? [{ field, color: normaliseHexColor(v[field]) ?? v[field], ratio: found.ratio }] : [];
  });
