import { describe, expect, it } from 'vitest';
import { localisedCountries } from '../data/referenceLists';
import { countryName } from './countries';

const list = {
  data: [
    { id: 'US', iso_code: 'US', name: 'United States', timezone_offset_seconds: -18000 },
    { id: 'AM', iso_code: 'AM', name: 'Armenia', timezone_offset_seconds: 14400 },
    { id: 'NG', iso_code: 'NG', name: 'Nigeria', timezone_offset_seconds: 3600 },
    { id: 'XK', iso_code: 'XK', name: 'Kosovo', timezone_offset_seconds: 3600 },
  ],
  total: 4,
};

describe('country names', () => {
  it('names a country in the interface language, and shows a non-code as it came', () => {
    expect(countryName('US', 'en')).toBe('United States');
    expect(countryName('US', 'ru')).toBe('Соединенные Штаты');
    expect(countryName('ng', 'ru')).toBe('Нигерия');
    expect(countryName('not a code', 'en')).toBe('not a code');
  });

  it("lists the server's countries by their names in the language, sorted as the language sorts", () => {
    // English keeps the server's (English) names, sorted.
    expect(localisedCountries(list, 'en').data.map((country) => country.name)).toEqual(['Armenia', 'Kosovo', 'Nigeria', 'United States']);
    expect(localisedCountries({ ...list, data: [{ ...list.data[0]!, name: 'United States (edition 2)' }] }, 'en').data[0]?.name).toBe('United States (edition 2)');
    expect(localisedCountries(list, 'ru').data.map((country) => country.name)).toEqual(['Армения', 'Косово', 'Нигерия', 'Соединенные Штаты']);
    // The ids stay the codes: a choice made in one language is the same country in the other.
    expect(localisedCountries(list, 'ru').data.map((country) => country.id)).toEqual(['AM', 'XK', 'NG', 'US']);
  });
});
