import { useGetList, useLocale } from 'ra-core';
import { countryListOptions, type CountryRecord } from '../../../src/data/referenceLists';

export type { CountryRecord };

const ALL_COUNTRIES = { pagination: { page: 1, perPage: 1000 } };

/**
 * GET /v1/geo/country as resource 'countries' (the sign-up form's list): one unpaged answer, kept
 * across reloads and shown at once from the stored copy while its version is confirmed (spec 2 §7
 * "cached"). Basic info picks from it, geography names the pick; names and order follow the interface language.
 */
export const useCountries = () => useGetList<CountryRecord>('countries', ALL_COUNTRIES, countryListOptions(useLocale()));
