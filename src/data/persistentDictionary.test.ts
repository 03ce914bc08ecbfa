import { afterEach, describe, expect, it, vi } from 'vitest';
import { GEO_COUNTRY_PATH, dictionaryPath, type Country, type DictionaryItem } from '../api/contract';
import { apiClient } from '../api';
import { mockBackend } from '../test/mockBackend';
import { fetchPersistentDictionary, storageKeyOf, storedDictionary } from './persistentDictionary';
import { recordAnsweredCalls } from './persistentDictionary.testkit';
import { COUNTRY_LIST, metaDictionaryList } from './referenceLists';

const backend = mockBackend();

const countries = () => fetchPersistentDictionary<Country>(apiClient, COUNTRY_LIST);
const seededCountries = async () => (await backend.call<Country[]>(GEO_COUNTRY_PATH)).data;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('reference lists kept across reloads', () => {
  it('stores the first answer with its version, under the white-label client and the language', async () => {
    const calls = recordAnsweredCalls();
    expect(storedDictionary(COUNTRY_LIST)).toBeUndefined();
    const list = await countries();
    expect(list).toEqual(await seededCountries());
    expect(calls).toEqual([{ path: GEO_COUNTRY_PATH, ifNoneMatch: null, status: 200 }]);
    // The page is at the mock's address, an IP: the default client; the countries name no language.
    expect(storageKeyOf(COUNTRY_LIST)).toBe('DSP_DICTIONARY:dsp:any:countries');
    expect(storedDictionary(COUNTRY_LIST)).toEqual(list);
    expect(JSON.parse(localStorage.getItem(storageKeyOf(COUNTRY_LIST)) ?? '{}').version).toMatch(/^"[\w-]+"$/);
  });

  it('after a reload, shows the stored copy and only asks whether its version holds (304, no list)', async () => {
    const first = await countries();
    const calls = recordAnsweredCalls();
    // A reload: nothing in memory, only what localStorage kept.
    const stored = storedDictionary<Country>(COUNTRY_LIST);
    expect(stored).toEqual(first);
    expect(await countries()).toEqual(first);
    const version = JSON.parse(localStorage.getItem(storageKeyOf(COUNTRY_LIST)) ?? '{}').version;
    expect(calls).toEqual([{ path: GEO_COUNTRY_PATH, ifNoneMatch: version, status: 304 }]);
  });

  it('replaces the stored copy when the server has a new version', async () => {
    const first = await countries();
    const oldVersion = JSON.parse(localStorage.getItem(storageKeyOf(COUNTRY_LIST)) ?? '{}').version;
    await backend.settings({ dictionaryEdition: 2 });
    const calls = recordAnsweredCalls();
    const changed = await countries();
    expect(calls).toEqual([{ path: GEO_COUNTRY_PATH, ifNoneMatch: oldVersion, status: 200 }]);
    expect(changed[0]?.name).toBe(`${first[0]?.name} (edition 2)`);
    expect(changed).toEqual(await seededCountries());
    expect(storedDictionary(COUNTRY_LIST)).toEqual(changed);
    // The new copy is the one confirmed next time.
    expect(await countries()).toEqual(changed);
    expect(calls.at(-1)?.status).toBe(304);
  });

  it('keeps one copy per language for the dictionaries, which need a session', async () => {
    await backend.signIn('advertiser');
    const en = metaDictionaryList('interests', 'en');
    const ru = metaDictionaryList('interests', 'ru');
    const calls = recordAnsweredCalls();
    const english = await fetchPersistentDictionary<DictionaryItem>(apiClient, en);
    const russian = await fetchPersistentDictionary<DictionaryItem>(apiClient, ru);
    expect(english).toEqual((await backend.call<DictionaryItem[]>(dictionaryPath('interests', 'en'))).data);
    expect(russian).toEqual((await backend.call<DictionaryItem[]>(dictionaryPath('interests', 'ru'))).data);
    expect(russian[0]?.title).not.toBe(english[0]?.title);
    expect(storageKeyOf(ru)).toBe('DSP_DICTIONARY:dsp:ru:dictionary/interests');
    expect(storedDictionary(en)).toEqual(english);
    expect(storedDictionary(ru)).toEqual(russian);
    await fetchPersistentDictionary<DictionaryItem>(apiClient, ru);
    expect(calls.map((call) => call.status)).toEqual([200, 200, 304]);
    // Another client's copy is another key: a page of `ng` never reads the default client's lists.
    expect(storageKeyOf(ru, 'ng')).toBe('DSP_DICTIONARY:ng:ru:dictionary/interests');
  });

  it('treats an unreadable stored copy as none: asks for the whole list and stores it afresh', async () => {
    for (const garbage of ['{"version":"\\"x\\"","data":[', '{"version":7,"data":[]}', '"just text"']) {
      localStorage.setItem(storageKeyOf(COUNTRY_LIST), garbage);
      expect(storedDictionary(COUNTRY_LIST)).toBeUndefined();
      const calls = recordAnsweredCalls();
      expect(await countries()).toEqual(await seededCountries());
      expect(calls[0]).toMatchObject({ ifNoneMatch: null, status: 200 });
      expect(storedDictionary(COUNTRY_LIST)).toEqual(await seededCountries());
    }
  });

  it('shows a list too large to keep without storing it, and survives a full storage', async () => {
    const small = { ...COUNTRY_LIST, maxStoredChars: 100 };
    expect(await fetchPersistentDictionary<Country>(apiClient, small)).toEqual(await seededCountries());
    expect(localStorage.getItem(storageKeyOf(small))).toBeNull();

    // The browser refuses the write (quota): the list still arrives, and no half-old copy stays behind.
    localStorage.setItem(storageKeyOf(COUNTRY_LIST), JSON.stringify({ version: '"old"', data: [] }));
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('quota', 'QuotaExceededError');
    });
    expect(await countries()).toEqual(await seededCountries());
    expect(localStorage.getItem(storageKeyOf(COUNTRY_LIST))).toBeNull();
  });

  it("a failed call is the server's error, and leaves the stored copy as it was", async () => {
    const first = await countries();
    await backend.settings({ failRate: 1 });
    await expect(countries()).rejects.toMatchObject({ status: 500 });
    expect(storedDictionary(COUNTRY_LIST)).toEqual(first);
  });
});
