import { describe, expect, it } from 'vitest';
import { dictionaryPath, type Country, type DictionaryItem } from '../../src/api/contract';
import { call, signedInMock } from '../test-support';

/** A raw GET (the shared `call` reads a body, and a 304 has none). */
const get = (base: string, path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers: { Accept: 'application/json', ...headers } });

const envelopeOf = async <T>(response: Response): Promise<T> => ((await response.json()) as { data: T }).data;

const m = signedInMock();
const t = { get base() { return m.base; } };

const setEdition = async (dictionaryEdition: number) => {
  const set = await call(t.base, '/__mock/settings', { json: { dictionaryEdition } });
  expect(set.type.code).toBe(0);
};

describe('reference lists: versioned with an ETag, 304 while the copy holds', () => {
  it('answers the countries with an ETag, and 304 with no body when If-None-Match names it', async () => {
    const first = await get(t.base, '/v1/geo/country');
    expect(first.status).toBe(200);
    const version = first.headers.get('etag');
    expect(version).toMatch(/^"[\w-]+"$/);
    const countries = await envelopeOf<Country[]>(first);
    expect(countries.find((c) => c.iso_code === 'NG')?.name).toBe('Nigeria');

    // The same list again: the same version (a digest of the entries, not a timestamp).
    expect((await get(t.base, '/v1/geo/country')).headers.get('etag')).toBe(version);

    const unchanged = await get(t.base, '/v1/geo/country', { 'If-None-Match': version ?? '' });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe('');
    expect(unchanged.headers.get('etag')).toBe(version);
    // Weak comparison, as HTTP allows for If-None-Match, and a list of versions.
    expect((await get(t.base, '/v1/geo/country', { 'If-None-Match': `"old", W/${version}` })).status).toBe(304);
    // A version the server no longer has: the whole list.
    expect((await get(t.base, '/v1/geo/country', { 'If-None-Match': '"old"' })).status).toBe(200);
  });

  it('changes the version and the list with the edition, and answers the new list to the old version', async () => {
    const before = await get(t.base, '/v1/geo/country');
    const version = before.headers.get('etag') ?? '';
    const [firstBefore] = await envelopeOf<Country[]>(before);
    await setEdition(2);
    try {
      const after = await get(t.base, '/v1/geo/country', { 'If-None-Match': version });
      expect(after.status).toBe(200);
      expect(after.headers.get('etag')).not.toBe(version);
      const [firstAfter] = await envelopeOf<Country[]>(after);
      expect(firstAfter).toEqual({ ...firstBefore, name: `${firstBefore?.name} (edition 2)` });
    } finally {
      await setEdition(1);
    }
    // Back on the seeded edition, the old version holds again.
    expect((await get(t.base, '/v1/geo/country', { 'If-None-Match': version })).status).toBe(304);
  });

  it('versions every dictionary per language, and bumps them with the edition too', async () => {
    const auth = { Authorization: `Bearer ${m.advertiser}` };
    const en = await get(t.base, dictionaryPath('interests', 'en'), auth);
    const ru = await get(t.base, dictionaryPath('interests', 'ru'), auth);
    const iab = await get(t.base, dictionaryPath('iab_categories', 'en'), auth);
    const versions = [en, ru, iab].map((answer) => answer.headers.get('etag'));
    expect(new Set(versions).size).toBe(3);
    const enVersion = versions[0] ?? '';
    expect((await get(t.base, dictionaryPath('interests', 'en'), { ...auth, 'If-None-Match': enVersion })).status).toBe(304);
    // The Russian list is another copy: the English version does not hold for it.
    expect((await get(t.base, dictionaryPath('interests', 'ru'), { ...auth, 'If-None-Match': enVersion })).status).toBe(200);
    // Still signed-in only: a conditional GET without a token is refused, not answered 304.
    expect((await get(t.base, dictionaryPath('interests', 'en'), { 'If-None-Match': enVersion })).status).toBe(401);

    await setEdition(3);
    try {
      const changed = await get(t.base, dictionaryPath('interests', 'en'), { ...auth, 'If-None-Match': enVersion });
      expect(changed.status).toBe(200);
      const [first] = await envelopeOf<DictionaryItem[]>(changed);
      expect(first?.title).toMatch(/ \(edition 3\)$/);
    } finally {
      await setEdition(1);
    }
  });

  it('refuses an edition that is not a positive whole number, and a reset restores the first', async () => {
    await setEdition(4);
    const refused = await call(t.base, '/__mock/settings', { json: { dictionaryEdition: 0 } });
    expect(refused.type.code).toBe(2);
    await call(t.base, '/__mock/reset', { method: 'POST', json: {} });
    expect((await call<{ dictionaryEdition: number }>(t.base, '/__mock/settings')).data.dictionaryEdition).toBe(1);
  });
});
