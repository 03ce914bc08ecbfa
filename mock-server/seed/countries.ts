import type { Country } from '../../src/api/contract';

/**
 * GET /v1/geo/country. Offsets are standard time (no daylight saving), as a fixed list: the spec only
 * says the list is cached by the app, so it never changes while the mock runs.
 */
export const COUNTRIES: readonly Country[] = [
  { iso_code: 'AE', name: 'United Arab Emirates', timezone_offset_seconds: 14_400 },
  { iso_code: 'AM', name: 'Armenia', timezone_offset_seconds: 14_400 },
  { iso_code: 'BR', name: 'Brazil', timezone_offset_seconds: -10_800 },
  { iso_code: 'CA', name: 'Canada', timezone_offset_seconds: -18_000 },
  { iso_code: 'DE', name: 'Germany', timezone_offset_seconds: 3_600 },
  { iso_code: 'ES', name: 'Spain', timezone_offset_seconds: 3_600 },
  { iso_code: 'FR', name: 'France', timezone_offset_seconds: 3_600 },
  { iso_code: 'GB', name: 'United Kingdom', timezone_offset_seconds: 0 },
  { iso_code: 'GE', name: 'Georgia', timezone_offset_seconds: 14_400 },
  { iso_code: 'GH', name: 'Ghana', timezone_offset_seconds: 0 },
  { iso_code: 'IN', name: 'India', timezone_offset_seconds: 19_800 },
  { iso_code: 'IT', name: 'Italy', timezone_offset_seconds: 3_600 },
  { iso_code: 'KE', name: 'Kenya', timezone_offset_seconds: 10_800 },
  { iso_code: 'KZ', name: 'Kazakhstan', timezone_offset_seconds: 18_000 },
  { iso_code: 'NG', name: 'Nigeria', timezone_offset_seconds: 3_600 },
  { iso_code: 'NL', name: 'Netherlands', timezone_offset_seconds: 3_600 },
  { iso_code: 'PL', name: 'Poland', timezone_offset_seconds: 3_600 },
  { iso_code: 'RU', name: 'Russia', timezone_offset_seconds: 10_800 },
  { iso_code: 'SE', name: 'Sweden', timezone_offset_seconds: 3_600 },
  { iso_code: 'TR', name: 'Turkey', timezone_offset_seconds: 10_800 },
  { iso_code: 'US', name: 'United States', timezone_offset_seconds: -18_000 },
  { iso_code: 'ZA', name: 'South Africa', timezone_offset_seconds: 7_200 },
];

export const timezoneOf = (isoCode: string): number =>
  COUNTRIES.find((c) => c.iso_code === isoCode)?.timezone_offset_seconds ?? 0;
