import type { GetListResult } from 'ra-core';
import { GEO_COUNTRY_PATH, dictionaryPath, type Country, type DictionaryLanguage, type DictionaryName } from '../api/contract';
import type { ApiClient } from '../api/client';
import { fetchPersistentDictionary, storedDictionary, type PersistentDictionary } from './persistentDictionary';
import { compareNames, countryName } from '../format/countries';

/**
 * The reference lists kept across reloads (`persistentDictionary.ts`): the countries (GET /v1/geo/country,
 * spec 2 §7 "cached") and the /v1/dictionary/meta dictionaries (spec 1 §7 "cached locally").
 */

/** The countries: one list whatever the interface language (the call names none). */
export const COUNTRY_LIST: PersistentDictionary = { name: 'countries', path: GEO_COUNTRY_PATH, language: null, auth: false };

/** A dictionary in one language: each language is its own copy with its own version. */
export const metaDictionaryList = (name: DictionaryName, language: DictionaryLanguage): PersistentDictionary => ({
  name: `dictionary/${name}`,
  path: dictionaryPath(name, language),
  language,
  auth: true,
});

/** A country as react-admin's list holds it: keyed by its ISO code. */
export type CountryRecord = Country & { id: string };

const countryResult = (countries: readonly Country[]): GetListResult<CountryRecord> => {
  const data = countries.map((country) => ({ ...country, id: country.iso_code }));
  return { data, total: data.length };
};

/** The `countries` resource's getList: the whole list, unpaged. */
export const fetchCountryList = async (client: ApiClient, signal?: AbortSignal): Promise<GetListResult<CountryRecord>> =>
  countryResult(await fetchPersistentDictionary<Country>(client, COUNTRY_LIST, signal));

/**
 * How often a page asks whether its lists are still current: once when it opens (the stored copy shows
 * meanwhile), then again only after this long, since the lists change with a deployment, not while a
 * page is open.
 */
export const REFERENCE_LIST_STALE_MS = 10 * 60_000;

/**
 * Query options that show a stored copy at once while the list is confirmed: the copy counts as old
 * (`initialDataUpdatedAt: 0`), so the query still asks, conditionally, when the page opens.
 */
const storedFirst = <R>(stored: () => R | undefined) => ({
  staleTime: REFERENCE_LIST_STALE_MS,
  initialData: stored,
  initialDataUpdatedAt: 0,
});

/**
 * The countries named in the interface language and sorted as that language sorts them. The server
 * names them in English, so English keeps its names (a new edition's name shows as sent); another
 * language takes the browser's own names (`Intl.DisplayNames`), the server's where the browser has none.
 */
export const localisedCountries = (result: GetListResult<CountryRecord>, locale: string): GetListResult<CountryRecord> => {
  const compare = compareNames(locale);
  const data = result.data
    .map((country) => {
      if (locale.startsWith('en')) return country;
      const named = countryName(country.iso_code, locale);
      return { ...country, name: named === country.iso_code.toUpperCase() ? country.name : named };
    })
    .sort((a, b) => compare(a.name, b.name));
  return { ...result, data };
};

/** For `useGetList('countries', …)`: shown at once from the stored copy, named and sorted in `locale`. */
export const countryListOptions = (locale: string) => ({
  ...storedFirst(() => {
    const stored = storedDictionary<Country>(COUNTRY_LIST);
    return stored ? countryResult(stored) : undefined;
  }),
  select: (result: GetListResult<CountryRecord>) => localisedCountries(result, locale),
});

/** For the dictionary named call's query. */
export const metaDictionaryOptions = <T>(name: DictionaryName, language: DictionaryLanguage) =>
  storedFirst(() => storedDictionary<T>(metaDictionaryList(name, language)));
