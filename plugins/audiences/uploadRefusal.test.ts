import { describe, expect, it, vi } from 'vitest';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { TranslationMessages } from 'ra-core';
import { AUDIENCE_PATHS, AUDIENCE_UPLOAD_FIELD, QUOTA_MESSAGES, RECORD_QUOTAS } from '../../src/api/contract';
import { createApiClient } from '../../src/api/client';
import { badLinesMessage } from '../../src/domain/audienceRules';
import { mockBackend } from '../../src/test/mockBackend';
import { pageXhrAt } from '../../src/test/pageXhr';
import en from '../../locales/en/audiences.json';
import ru from '../../locales/ru/audiences.json';
import { uploadRefusal } from './uploadRefusal';

const backend = mockBackend();
const translator = (messages: typeof en, locale: 'en' | 'ru') => {
  const i18n = polyglotI18nProvider(() => messages as unknown as TranslationMessages, locale);
  return (key: string, options?: Record<string, unknown>) => i18n.translate(key, options);
};
const english = translator(en, 'en');
const russian = translator(ru, 'ru');

/** An upload to the mock through the client, sent from a page at the mock's address (pageXhr.ts). */
const send = (name: string, lines: string[]): Promise<unknown> => {
  const client = createApiClient({ baseUrl: '', getAccessToken: () => backend.token('advertiser'), onUnauthorized: vi.fn(), xhr: pageXhrAt(backend.base) });
  const form = new FormData();
  form.append(AUDIENCE_UPLOAD_FIELD.name, name);
  form.append(AUDIENCE_UPLOAD_FIELD.user, '2002');
  form.append(AUDIENCE_UPLOAD_FIELD.file, new File([lines.join('\n')], 'audience.csv', { type: 'text/csv' }), 'audience.csv');
  return client.upload(AUDIENCE_PATHS.upload, { multipart: form });
};

/** A real refusal of the mock (fails the test when the upload is accepted). */
const refusalOf = (name: string, lines: string[]): Promise<unknown> =>
  send(name, lines).then(
    () => {
      throw new Error('expected the upload to be refused');
    },
    (error: unknown) => error,
  );

const GAID = '38400000-8cf0-11bd-b23e-10b96e40000d';

describe("an audience upload's refusal in the page's language", () => {
  it('182: how many lines are bad and the first one, in the English the server writes and in Russian', async () => {
    const error = await refusalOf(`Refusal ${Date.now()}`, [GAID, GAID, 'not-an-id', GAID, 'bad', 'worse', '12']);
    expect(uploadRefusal(error, english)).toEqual({ file: badLinesMessage(4, 3) });
    expect(uploadRefusal(error, english).file).toBe('4 lines are not a GAID, IDFA or phone number; the first is line 3');
    expect(uploadRefusal(error, russian)).toEqual({ file: '4 строки не являются GAID, IDFA или номером телефона; первая из них — строка 3' });

    const one = await refusalOf(`Refusal one ${Date.now()}`, [GAID, 'x']);
    expect(uploadRefusal(one, english)).toEqual({ file: badLinesMessage(1, 2) });
    expect(uploadRefusal(one, russian)).toEqual({ file: '1 строка не является GAID, IDFA или номером телефона; первая из них — строка 2' });
  });

  it("183: the name taken, under the name, in the server's English and in Russian", async () => {
    // A seeded audience of the advertiser (mock-server/seed/audiences.ts), in another case.
    const error = await refusalOf('NEWSLETTER SUBSCRIBERS', [GAID]);
    const serverText = (error as { body?: { errors?: { name?: string } } }).body?.errors?.name;
    expect(uploadRefusal(error, english)).toEqual({ name: serverText });
    expect(uploadRefusal(error, russian)).toEqual({ name: 'Аудитория с таким названием уже есть в этом аккаунте.' });
  });

  it("1600: the account's audience quota, under the name, in the server's English and in Russian", async () => {
    // Positive control: under the quota the same upload is accepted.
    expect(await send(`Quota control ${Date.now()}`, [GAID])).toMatchObject({ row_count: 1 });
    const live = () => backend.mock.store.state().audiences.filter((a) => a.space_id === 2002 && a.deleted_at === undefined);
    const added: number[] = [];
    backend.mock.store.mutate((db) => {
      let id = db.audiences.reduce((max, a) => Math.max(max, a.id), 0);
      for (let held = live().length; held < RECORD_QUOTAS.audiences; held += 1) {
        id += 1;
        added.push(id);
        db.audiences.push({ id, name: `Quota filler ${id}`, row_count: 1, space_id: 2002, type: 'static', created_at: '2026-11-01T00:00:00.000Z', status_key: 2, dynamic_audience: null });
      }
    });
    try {
      const error = await refusalOf(`Refusal quota ${Date.now()}`, [GAID]);
      expect(uploadRefusal(error, english)).toEqual({ name: QUOTA_MESSAGES.audiences });
      expect(uploadRefusal(error, russian)).toEqual({ name: 'В аккаунте может быть не больше 500 аудиторий: сначала удалите одну.' });
    } finally {
      backend.mock.store.mutate((db) => {
        db.audiences = db.audiences.filter((a) => !added.includes(a.id));
      });
    }
  });

  it('186 in the spec’s words; a refusal without field errors shows the server’s type.message', async () => {
    const empty = await refusalOf(`Refusal empty ${Date.now()}`, ['', ' ']);
    expect([uploadRefusal(empty, english), uploadRefusal(empty, russian)]).toEqual([{ file: 'Audience file is empty' }, { file: 'Файл аудитории пуст' }]);
    await backend.settings({ failRate: 1 });
    const failed = await refusalOf(`Refusal fault ${Date.now()}`, [GAID]);
    expect(uploadRefusal(failed, russian)).toEqual({ form: (failed as Error).message });
  });

  it('says every count the same as the server in English, with Russian plural forms', () => {
    for (const count of [1, 2, 5, 11, 21, 22, 1000]) {
      expect(english('audiences.refusals.badLines', { smart_count: count, first: 7 })).toBe(badLinesMessage(count, 7));
    }
    expect([1, 2, 5, 11, 21, 22].map((count) => russian('audiences.refusals.badLines', { smart_count: count, first: 7 }).split(' ').slice(0, 2).join(' '))).toEqual([
      '1 строка',
      '2 строки',
      '5 строк',
      '11 строк',
      '21 строка',
      '22 строки',
    ]);
  });
});
