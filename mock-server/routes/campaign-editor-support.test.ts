import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CAMPAIGN_EDITOR_PATHS as PATHS,
  type AdminUser,
  type AppPromotionInfo,
  type DictionaryItem,
  type FieldErrorsData,
  type Permission,
  type TrafficSource,
} from '../../src/api/contract';
import { PERSONAS } from '../personas';
import type { StoredUser } from '../db/types';
import { APP_CATALOGUE } from '../seed/app-catalogue';
import { PERSONA_IDS } from '../seed/facts';
import { call, signedInMock } from '../test-support';
import { ADMIN_USER_SEARCH_LIMIT, DICTIONARY_MESSAGE, PLATFORM_MESSAGE } from './campaign-editor-support';
import { expectEvery } from '../../src/test/expectations';

const t = signedInMock();

const dictionary = (path: string, token = t.advertiser) => call<DictionaryItem[]>(t.base, `${PATHS.dictionary}/${path}`, { token });

describe('GET /v1/dictionary/meta/{dictionary}/{locale}', () => {
  it('answers the 26 IAB tier-1 categories by code, with English titles for en_US', async () => {
    const { status, type, data } = await dictionary('iab_categories/en_US');
    expect([status, type.code]).toEqual([200, 0]);
    expect(data.map((c) => c.value)).toEqual(Array.from({ length: 26 }, (_, i) => `IAB${i + 1}`));
    expect(data[0]).toEqual({ value: 'IAB1', title: 'Arts & Entertainment' });
    expect(data.find((c) => c.value === 'IAB19')?.title).toBe('Technology & Computing');
  });

  it('answers Russian titles for ru_RU with the same values in the same order', async () => {
    const [en, ru] = await Promise.all([dictionary('iab_categories/en_US'), dictionary('iab_categories/ru_RU')]);
    expect(ru.data.map((c) => c.value)).toEqual(en.data.map((c) => c.value));
    expect(ru.data[0]).toEqual({ value: 'IAB1', title: 'Искусство и развлечения' });
    expectEvery(ru.data, (c) => /[а-яё]/i.test(c.title));
  });

  it('falls back to English for a locale it has no titles in', async () => {
    const [en, other] = await Promise.all([dictionary('interests/en_US'), dictionary('interests/de_DE')]);
    expect(other.type.code).toBe(0);
    expect(other.data).toEqual(en.data);
  });

  it('answers about thirty interests with distinct numeric values and titles', async () => {
    const { data } = await dictionary('interests/en_US');
    expect(data.length).toBeGreaterThanOrEqual(30);
    expectEvery(data, (i) => Number.isInteger(i.value) && i.title.length > 0);
    expect(new Set(data.map((i) => i.value)).size).toBe(data.length);
    expect(new Set(data.map((i) => i.title)).size).toBe(data.length);
  });

  it('answers the five device types of spec 2 §9 in both languages', async () => {
    const [en, ru] = await Promise.all([dictionary('device_types/en_US'), dictionary('device_types/ru_RU')]);
    expect(en.data).toEqual([
      { value: 1, title: 'All' },
      { value: 2, title: 'All mobile' },
      { value: 3, title: 'iOS only' },
      { value: 4, title: 'Android only' },
      { value: 5, title: 'Desktop only' },
    ]);
    expect(ru.data.map((d) => d.value)).toEqual([1, 2, 3, 4, 5]);
    expect(ru.data[2]).toEqual({ value: 3, title: 'Только iOS' });
  });

  it('answers languages as ISO 639-1 codes, English and Hausa among them', async () => {
    const [en, ru] = await Promise.all([dictionary('languages/en_US'), dictionary('languages/ru_RU')]);
    expect(en.data.length).toBeGreaterThanOrEqual(20);
    expectEvery(en.data, (l) => typeof l.value === 'string' && /^[a-z]{2}$/.test(l.value));
    expect(new Set(en.data.map((l) => l.value)).size).toBe(en.data.length);
    expect(en.data).toContainEqual({ value: 'en', title: 'English' });
    expect(en.data).toContainEqual({ value: 'ha', title: 'Hausa' });
    expect(ru.data).toContainEqual({ value: 'en', title: 'Английский' });
    expect(ru.data).toContainEqual({ value: 'ha', title: 'Хауса' });
  });

  it('answers any signed-in user, the analyst with report permissions only included', async () => {
    const { type, data } = await dictionary('languages/en_US', t.analyst);
    expect(type.code).toBe(0);
    expect(data.length).toBeGreaterThan(0);
  });

  it('refuses an unknown dictionary with code 2 naming the dictionaries it has', async () => {
    expect((await dictionary('iab_categories/en_US', t.admin)).type.code).toBe(0);
    for (const name of ['cities', 'IAB_CATEGORIES']) {
      const { status, type, data } = await call<FieldErrorsData>(t.base, `${PATHS.dictionary}/${name}/en_US`, { token: t.admin });
      expect([status, type.code, type.message]).toEqual([400, 2, 'Invalid argument provided']);
      expect(data.errors).toEqual({ dictionary: DICTIONARY_MESSAGE });
    }
    expect(DICTIONARY_MESSAGE).toBe('Unknown dictionary: expected one of iab_categories, interests, device_types, languages, report_device_types.');
  });

  it('refuses a caller without a token', async () => {
    expect((await dictionary('languages/en_US')).type.code).toBe(0);
    const { status, type } = await call(t.base, `${PATHS.dictionary}/languages/en_US`);
    expect([status, type.code]).toEqual([401, 401]);
  });
});

describe('GET /v1/campaign/max-margin?user-id=', () => {
  const maxMargin = (query: string, token = t.admin) => call<number>(t.base, `${PATHS.maxMargin}${query}`, { token });

  it("answers an administrator the user's maximum margin as a number", async () => {
    const { status, type, data } = await maxMargin(`?user-id=${PERSONA_IDS.advertiser.userId}`);
    expect([status, type.code]).toEqual([200, 0]);
    expect(data).toBe(40);
  });

  it('refuses callers without CAMPAIGN_ADMINISTRATION with code 3', async () => {
    expect((await maxMargin(`?user-id=${PERSONA_IDS.advertiser.userId}`)).type.code).toBe(0);
    for (const token of [t.advertiser, t.analyst]) {
      const { status, type } = await maxMargin(`?user-id=${PERSONA_IDS.advertiser.userId}`, token);
      expect([status, type.code, type.message]).toEqual([403, 3, 'Illegal action']);
    }
  });

  it('answers code 6 for an unknown, missing or malformed user id', async () => {
    expect((await maxMargin(`?user-id=${PERSONA_IDS.advertiser.userId}`)).type.code).toBe(0);
    for (const query of ['?user-id=999999', '', '?user-id=', '?user-id=0x66', '?user-id=102&user-id=103']) {
      const { status, type } = await maxMargin(query);
      expect([query, status, type.code, type.message]).toEqual([query, 404, 6, 'User not found']);
    }
  });
});

describe('GET /v1/campaign/traffic-source', () => {
  it('answers a dozen sources with distinct ids and names, the same every time', async () => {
    const first = await call<TrafficSource[]>(t.base, PATHS.trafficSources, { token: t.admin });
    expect([first.status, first.type.code]).toEqual([200, 0]);
    expect(first.data).toHaveLength(12);
    expect(first.data[0]).toEqual({ id: 1, traffic_source: 'Open exchange' });
    expect(new Set(first.data.map((s) => s.id)).size).toBe(12);
    expect(new Set(first.data.map((s) => s.traffic_source)).size).toBe(12);
    const again = await call<TrafficSource[]>(t.base, PATHS.trafficSources, { token: t.advertiser });
    expect(again.data).toEqual(first.data);
  });
});

describe('POST /v1/campaign/app/promotion', () => {
  const lookup = <T = AppPromotionInfo>(json: unknown, token = t.advertiser) => call<T>(t.base, PATHS.appPromotion, { token, json });

  it('answers the store facts of an Android app by package name', async () => {
    const { status, type, data } = await lookup({ app_platform_type: 'android', bundle_id: 'com.example.app' });
    expect([status, type.code]).toEqual([200, 0]);
    expect(data).toMatchObject({
      bundle_id: 'com.example.app',
      app_platform_type: 'android',
      app_name: 'Example App',
      developer: 'Example Labs',
      price: 'Free',
      star_rating: 4.2,
      store_url: 'https://play.example.com/store/apps/details?id=com.example.app',
    });
    expect(data.icon_url).toMatch(/^data:image\/svg\+xml,/);
  });

  it('answers iOS apps by numeric store id and by reverse-domain bundle id', async () => {
    const numeric = await lookup({ app_platform_type: 'ios', bundle_id: '1480012345' });
    expect(numeric.data).toMatchObject({ app_name: 'Lagos Eats', app_platform_type: 'ios', store_url: 'https://apps.example.com/app/id1480012345' });
    const domain = await lookup({ app_platform_type: 'ios', bundle_id: ' com.example.ios.app ' });
    expect(domain.data).toMatchObject({ app_name: 'Example App for iOS', bundle_id: 'com.example.ios.app' });
    expect(domain.data.store_url).toMatch(/^https:\/\/apps\.example\.com\/app\/id[0-9]{10}$/);
  });

  it('finds every catalogue app, eight per platform, linking to example.com only', async () => {
    for (const platform of ['android', 'ios'] as const) {
      const apps = APP_CATALOGUE.filter((a) => a.app_platform_type === platform);
      expect(apps).toHaveLength(8);
      for (const app of apps) {
        const { type, data } = await lookup({ app_platform_type: platform, bundle_id: app.bundle_id });
        expect(type.code).toBe(0);
        expect(data).toEqual(app);
        expect(new URL(data.store_url).hostname).toMatch(/\.example\.com$/);
      }
    }
  });

  it('answers code 1311 for an unknown app or an id of the other store', async () => {
    // Each store finds an app of its own kind of id, so each refusal is the id's doing.
    for (const json of [{ app_platform_type: 'android', bundle_id: 'com.example.app' }, { app_platform_type: 'ios', bundle_id: '1480012345' }]) {
      expect((await lookup(json)).type.code).toBe(0);
    }
    const cases = [
      { app_platform_type: 'android', bundle_id: 'com.nobody.nothing' },
      { app_platform_type: 'ios', bundle_id: 'com.example.app' },
      { app_platform_type: 'android', bundle_id: '1480012345' },
    ];
    for (const json of cases) {
      const { status, type, data } = await lookup<null>(json);
      expect([status, type.code, type.message, data]).toEqual([400, 1311, 'App does not exist in the app store', null]);
    }
  });

  it('answers code 2 with an error per missing or invalid field', async () => {
    expect((await lookup({ app_platform_type: 'ios', bundle_id: 'com.example.ios.app' })).type.code).toBe(0);
    const empty = await lookup<FieldErrorsData>({});
    expect([empty.status, empty.type.code]).toEqual([400, 2]);
    expect(empty.data.errors).toEqual({ app_platform_type: 'Field is required.', bundle_id: 'Field is required.' });
    const blankBundle = await lookup<FieldErrorsData>({ app_platform_type: 'ios', bundle_id: '   ' });
    expect(blankBundle.data.errors).toEqual({ bundle_id: 'Field is required.' });
    const badPlatform = await lookup<FieldErrorsData>({ app_platform_type: 'windows', bundle_id: 'com.example.app' });
    expect(badPlatform.data.errors).toEqual({ app_platform_type: PLATFORM_MESSAGE });
    expect(PLATFORM_MESSAGE).toBe('Platform must be one of ios, android.');
  });
});

describe('POST /v1/whitelabel/admin-user-search', () => {
  const search = <T = AdminUser[]>(json: unknown, token = t.admin) => call<T>(t.base, PATHS.adminUserSearch, { token, json });
  const adminPersona: AdminUser = { id: PERSONA_IDS.admin.userId, first_name: 'Alex', last_name: 'Morgan', email: PERSONAS.admin.email };

  it('answers the administrators of the white-label, never advertisers', async () => {
    const { status, type, data } = await search({ name: '' });
    expect([status, type.code]).toEqual([200, 0]);
    expect(data).toEqual([adminPersona]);
  });

  it('refuses callers without CAMPAIGN_ADMINISTRATION with code 3', async () => {
    expect((await search({ name: '' })).type.code).toBe(0);
    for (const token of [t.advertiser, t.analyst]) {
      const { status, type } = await search({ name: '' }, token);
      expect([status, type.code]).toEqual([403, 3]);
    }
  });

  describe('with more administrators', () => {
    const base = (): StoredUser => {
      const admin = t.mock.store.state().users.find((u) => u.id === PERSONA_IDS.admin.userId);
      if (!admin) throw new Error('admin persona missing from the seed');
      return admin;
    };
    const added: StoredUser[] = [];
    const add = (id: number, first_name: string, last_name: string, permissions: Permission[], whitelabel_id = 1): void => {
      added.push({ ...base(), id, first_name, last_name, email: `${first_name}.${last_name}@staff.example`.toLowerCase(), permissions, whitelabel_id });
    };

    beforeAll(() => {
      // 25 campaign administrators: more than a page, named so that sorting by name is visible.
      for (let i = 0; i < 25; i += 1) add(900_000 + i, `Zed${String(25 - i).padStart(2, '0')}`, 'Moderator', ['CAMPAIGN_ADMINISTRATION']);
      add(900_100, 'Beatrice', 'Okafor', ['ROUTE_ADMINISTRATION']);
      add(900_101, 'Beatrice', 'Adeyemi', ['CAMPAIGN_ADMINISTRATION']);
      add(900_102, 'Okafor', 'Advertiser', ['CAMPAIGN_EDIT']);
      add(900_103, 'Nneka', 'Okafor', ['CAMPAIGN_ADMINISTRATION'], 2);
      t.mock.store.mutate((state) => state.users.push(...added));
    });
    afterAll(() => {
      const ids = new Set(added.map((u) => u.id));
      t.mock.store.mutate((state) => {
        state.users = state.users.filter((u) => !ids.has(u.id));
      });
    });

    it('answers at most 20 with an empty name, sorted by first then last name', async () => {
      const { data } = await search({ name: '' });
      expect(data).toHaveLength(ADMIN_USER_SEARCH_LIMIT);
      expect(data.slice(0, 4).map((u) => `${u.first_name} ${u.last_name}`)).toEqual([
        'Alex Morgan',
        'Beatrice Adeyemi',
        'Beatrice Okafor',
        'Zed01 Moderator',
      ]);
      expect(data.at(-1)?.first_name).toBe('Zed17');
      expect(await search({})).toEqual(await search({ name: '   ' }));
    });

    it('matches first name, last name, full name and email case-insensitively', async () => {
      const names = async (name: string) => (await search({ name })).data.map((u) => u.id);
      expect(await names('OKAFOR')).toEqual([900_100]);
      expect(await names('beatrice')).toEqual([900_101, 900_100]);
      expect(await names('Beatrice Adey')).toEqual([900_101]);
      expect(await names('ADMIN@demo')).toEqual([PERSONA_IDS.admin.userId]);
      expect(await names('zed07')).toEqual([900_018]);
      expect(await names('nobody-at-all')).toEqual([]);
    });

    it('leaves out users without an administration permission and those of another white-label', async () => {
      const { data } = await search({ name: 'okafor' });
      expect(data.map((u) => u.id)).not.toContain(900_102);
      expect(data.map((u) => u.id)).not.toContain(900_103);
    });

    it('answers the four contract fields only', async () => {
      const { data } = await search({ name: 'Beatrice Okafor' });
      expect(data).toEqual([{ id: 900_100, first_name: 'Beatrice', last_name: 'Okafor', email: 'beatrice.okafor@staff.example' }]);
    });
  });
});
