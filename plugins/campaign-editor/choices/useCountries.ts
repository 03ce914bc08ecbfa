import { useGetList } from 'ra-core';
import type { Country } from '../../../src/api/contract';

/** A country as react-admin's list holds it: keyed by its ISO code. */
export type CountryRecord = Country & { id: string };

const ALL_COUNTRIES = { pagination: { page: 1, perPage: 1000 } };

/**
 * GET /v1/geo/country as resource 'countries' (the sign-up form's list): one unpaged answer, cached
 * for the page's life (spec 2 §8 "cached"). Basic info picks from it, geography names the pick.
 */
export const useCountries = () => useGetList<CountryRecord>('countries', ALL_COUNTRIES, { staleTime: Infinity });
