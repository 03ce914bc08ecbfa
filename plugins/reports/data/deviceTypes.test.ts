import { describe, expect, it } from 'vitest';
import { dictionaryPath, type DictionaryItem } from '../../../src/api/contract';
import { PLUGINS } from '../../../src/app/plugins';
import { recordAnsweredCalls } from '../../../src/data/persistentDictionary.testkit';
import { mockBackend } from '../../../src/test/mockBackend';
import { REPORTS_RESOURCE } from './reportsApi';

const backend = mockBackend();

describe("the reports' device types across reloads", () => {
  it('are stored once and afterwards only confirmed, in each language; a new edition replaces them', async () => {
    await backend.signIn('advertiser');
    const ask = (language: 'en' | 'ru') => backend.dataProvider(PLUGINS).invoke<DictionaryItem[]>(REPORTS_RESOURCE, 'deviceTypes', { language });
    const calls = recordAnsweredCalls();
    const first = await ask('en');
    expect(first.length).toBeGreaterThan(0);
    expect(await ask('en')).toEqual(first);
    const russian = await ask('ru');
    expect(russian.map((item) => item.value)).toEqual(first.map((item) => item.value));
    expect(calls.map(({ path, status }) => [path, status])).toEqual([
      [dictionaryPath('report_device_types', 'en'), 200],
      [dictionaryPath('report_device_types', 'en'), 304],
      [dictionaryPath('report_device_types', 'ru'), 200],
    ]);

    await backend.settings({ dictionaryEdition: 2 });
    const changed = await ask('en');
    expect(changed[0]?.title).toBe(`${first[0]?.title} (edition 2)`);
    expect(calls.at(-1)?.status).toBe(200);
  });
});
