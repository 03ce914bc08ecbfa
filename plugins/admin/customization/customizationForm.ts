import type { BrandingColorField, SaveWhitelabelRequest, WhitelabelRecord, WhitelabelSettings } from '../../../src/api/contract';
import { contrastWithWhite, isHexColor, normaliseHexColor } from '../../../src/domain/colorContrast';
import { isWebAddress } from '../../../src/domain/webAddress';

/** The customization form's values: the record's settings flattened beside its name. */
export type CustomizationValues = WhitelabelSettings & { name: string };

export const customizationValues = ({ name, whitelabel_settings }: WhitelabelRecord): CustomizationValues => ({ name, ...whitelabel_settings });

/** The save: colours in their stored form (#RRGGBB), text trimmed, images as the form holds them. */
export const customizationBody = (id: number, { name, ...settings }: CustomizationValues): SaveWhitelabelRequest => {
  const color = (field: BrandingColorField) => normaliseHexColor(settings[field]) ?? settings[field];
  return {
    id,
    name: name.trim(),
    whitelabel_settings: {
      ...settings,
      fb_page_id: settings.fb_page_id.trim(),
      term_of_service_url: settings.term_of_service_url.trim(),
      privacy_policy_url: settings.privacy_policy_url.trim(),
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
