import { describe, expect, it } from 'vitest';
import { DICTIONARIES } from '../../src/api/contract';
import { dictionaryItems, dictionaryValues, isDictionaryName } from './dictionaries';
import { expectEvery } from '../../src/test/expectations';

describe('dictionaries', () => {
  it.each(DICTIONARIES)('%s: distinct values, and distinct titles in each language, Russian ones in Cyrillic', (name) => {
    const en = dictionaryItems(name, 'en_US');
    const ru = dictionaryItems(name, 'ru_RU');
    expect(dictionaryValues(name)).toEqual(en.map((item) => item.value));
    expect(new Set(dictionaryValues(name)).size).toBe(en.length);
    expect(ru.map((item) => item.value)).toEqual(en.map((item) => item.value));
    for (const items of [en, ru]) expect(new Set(items.map((item) => item.title)).size).toBe(items.length);
    expect(ru.filter((item) => !/[а-яё]/i.test(item.title))).toEqual([]);
    expect(en.filter((item) => /[а-яё]/i.test(item.title))).toEqual([]);
  });

  it('reads Russian from ru, ru_RU and ru-RU, and English from anything else', () => {
    const ru = dictionaryItems('device_types', 'ru_RU');
    const en = dictionaryItems('device_types', 'en_US');
    expect(dictionaryItems('device_types', 'ru')).toEqual(ru);
    expect(dictionaryItems('device_types', 'ru-RU')).toEqual(ru);
    for (const locale of ['', 'en', 'fr_FR', 'rus', 'russian']) expect(dictionaryItems('device_types', locale)).toEqual(en);
  });

  it('knows exactly the contract dictionaries', () => {
    expectEvery(DICTIONARIES, isDictionaryName);
    for (const name of ['cities', 'Languages', '', 'toString', '__proto__']) expect(isDictionaryName(name)).toBe(false);
  });
});
