import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_ESTIMATE_PATHS,
  PLACEMENT_PATHS,
  PLACEMENTS_PAGE_SIZE,
  type AudienceSizeRequest,
  type AudienceSizeResult,
  type CategoryItem,
  type City,
  type FieldErrorsData,
  type PlacementsGauge,
  type PlacementsReport,
  TARGETING_LOOKUP_PATHS,
} from '../../src/api/contract';
import { ADVERTISER_AUDIENCES, FIRST_AUDIENCE_ID } from '../seed/audiences';
import { citiesOf } from '../seed/cities';
import { AUDIENCE_SIZE_OUTAGE_BUNDLE_ID } from '../seed/targeting-resources';
import { call, signedInMock } from '../test-support';
import { expectEvery } from '../../src/test/expectations';

const t = signedInMock();

const size = (json: Partial<AudienceSizeRequest> | Record<string, unknown>, token = t.advertiser) =>
  call<AudienceSizeResult>(t.base, CAMPAIGN_ESTIMATE_PATHS.audienceSize, { token, json });

/** The estimate of a body; fails the test when the call is refused or the estimate is unavailable. */
const estimate = async (json: Partial<AudienceSizeRequest>): Promise<number> => {
  const { type, data } = await size(json);
  if (type.code !== 0 || data.status !== 200) throw new Error(`estimate refused: ${JSON.stringify([type, data])}`);
  return data.audience_size;
};

const nigeria = { locations: [{ country: 'NG', city_ids: [] }] };

describe('POST /v1/campaign/audience-size', () => {
  it('estimates an empty body with the defaults (ages 18 to 65, similarity 1, gender all, everywhere)', async () => {
    const empty = await estimate({});
    expect(empty).toBeGreaterThan(0);
    expect(await estimate({ fromAge: 18, toAge: 65, similarity: 1, gender: 1, location_option_key: 1, banners: [], behaviors: [] })).toBe(empty);
  });

  it('answers the same estimate for the same body', async () => {
    const body = { ...nigeria, fromAge: 25, toAge: 34, interests: [3, 9], languages: ['en'] };
    const answers = await Promise.all([estimate(body), estimate(body), estimate(body)]);
    expect(new Set(answers).size).toBe(1);
  });

  it('narrows with every narrower targeting: country, cities, age span, gender, interests, languages, apps, audiences, similarity', async () => {
    const world = await estimate({});
    const country = await estimate(nigeria);
    expect(country).toBeLessThan(world);
    const cities = await call<City[]>(t.base, `${TARGETING_LOOKUP_PATHS.cities}?country=NG`, { token: t.advertiser });
    const [lagos, kano] = cities.data;
    if (!lagos || !kano) throw new Error('Nigeria has too few cities');
    const twoCities = await estimate({ locations: [{ country: 'NG', city_ids: [lagos.id, kano.id] }] });
    const oneCity = await estimate({ locations: [{ country: 'NG', city_ids: [kano.id] }] });
    expect(twoCities).toBeLessThan(country);
    expect(oneCity).toBeLessThan(twoCities);
    // Excluding cities keeps the rest of their country: less than the country, more than the cities alone.
    const withoutKano = await estimate({ locations: [{ country: 'NG', city_ids: [kano.id] }], location_option_key: 2 });
    const withoutBoth = await estimate({ locations: [{ country: 'NG', city_ids: [lagos.id, kano.id] }], location_option_key: 2 });
    expect(withoutKano).toBeLessThan(country);
    expect(withoutKano).toBeGreaterThan(oneCity);
    expect(withoutBoth).toBeLessThan(withoutKano);
    // Without cities the option changes nothing: the whole country either way.
    expect(await estimate({ ...nigeria, location_option_key: 2 })).toBe(country);
    // Each step below adds one narrowing to the one before it.
    const steps: Partial<AudienceSizeRequest>[] = [
      { ...nigeria },
      { ...nigeria, fromAge: 25 },
      { ...nigeria, fromAge: 25, toAge: 44 },
      { ...nigeria, fromAge: 25, toAge: 34 },
      { ...nigeria, fromAge: 25, toAge: 34, gender: 3 },
      { ...nigeria, fromAge: 25, toAge: 34, gender: 3, interests: [9] },
      { ...nigeria, fromAge: 25, toAge: 34, gender: 3, interests: [9], languages: ['ha'] },
      { ...nigeria, fromAge: 25, toAge: 34, gender: 3, interests: [9], languages: ['ha'], similarity: 0 },
    ];
    const sizes = [];
    for (const step of steps) sizes.push(await estimate(step));
    for (let i = 1; i < sizes.length; i++) expect(sizes[i], JSON.stringify(steps[i])).toBeLessThan(sizes[i - 1] ?? 0);
    expect(await estimate({ ...nigeria, apps: ['com.lagoseats.delivery'] })).toBeLessThan(country);
  });

  it('bounds the estimate by included segment audiences and takes excluded ones out', async () => {
    const [newsletter, installers, abandoners] = [FIRST_AUDIENCE_ID, FIRST_AUDIENCE_ID + 1, FIRST_AUDIENCE_ID + 2] as const;
    const none = await estimate(nigeria);
    const anyOfTwo = await estimate({ ...nigeria, segment_audiences: { include_any: [newsletter, installers], include: [], exclude: [] } });
    const anyOfOne = await estimate({ ...nigeria, segment_audiences: { include_any: [newsletter], include: [], exclude: [] } });
    expect(anyOfTwo).toBeLessThan(none);
    expect(anyOfOne).toBeLessThan(anyOfTwo);
    expect(anyOfOne).toBeLessThanOrEqual((ADVERTISER_AUDIENCES[0]?.row_count ?? 0));
    const both = await estimate({ ...nigeria, segment_audiences: { include_any: [], include: [newsletter, abandoners], exclude: [] } });
    expect(both).toBeLessThan(await estimate({ ...nigeria, segment_audiences: { include_any: [], include: [abandoners], exclude: [] } }));
    expect(await estimate({ ...nigeria, segment_audiences: { include_any: [], include: [], exclude: [installers] } })).toBeLessThan(none);
  });

  it('widens with a higher similarity, never past the located users', async () => {
    const base = { ...nigeria, fromAge: 30, toAge: 40 };
    const [one, two, three] = [await estimate({ ...base, similarity: 1 }), await estimate({ ...base, similarity: 2 }), await estimate({ ...base, similarity: 3 })];
    expect(one).toBeLessThan(two);
    expect(two).toBeLessThan(three);
    expect(await estimate({ ...nigeria, similarity: 3 })).toBe(await estimate(nigeria));
  });

  it('lands the README’s examples in the gauge bands they name', async () => {
    const audience = (id: number) => ({ ...nigeria, segment_audiences: { include_any: [id], include: [], exclude: [] } });
    const kano = { locations: [{ country: 'NG', city_ids: [1502] }], fromAge: 25, toAge: 34, gender: 3 as const, interests: [9] };
    const examples: [Partial<AudienceSizeRequest>, number][] = [
      [nigeria, 110_000_000],
      [audience(FIRST_AUDIENCE_ID + 2), 6_580],
      [audience(FIRST_AUDIENCE_ID), 33_740],
      [audience(FIRST_AUDIENCE_ID + 1), 88_550],
      [audience(FIRST_AUDIENCE_ID + 5), 427_000],
      [kano, 99_400],
      [{ ...kano, similarity: 0 }, 44_730],
      [{ ...kano, languages: ['ha'] }, 11_930],
    ];
    for (const [body, expected] of examples) expect(await estimate(body), JSON.stringify(body)).toBe(expected);
  });

  it('answers data status 500 (envelope OK) when the apps hold the outage probe, the one documented trigger', async () => {
    const { status, type, data } = await size({ ...nigeria, apps: [AUDIENCE_SIZE_OUTAGE_BUNDLE_ID] });
    expect([status, type.code]).toEqual([200, 0]);
    expect(data).toMatchObject({ status: 500, audience_size: null });
    const probe = await call<{ name: string; bundle_ids: string[] }[]>(t.base, `${TARGETING_LOOKUP_PATHS.resources}?name=Estimate Outage`, { token: t.advertiser });
    expect(probe.data[0]?.bundle_ids).toEqual([AUDIENCE_SIZE_OUTAGE_BUNDLE_ID]);
    expect((await size({ ...nigeria, apps: ['com.lagoseats.delivery'] })).data.status).toBe(200);
  });

  it('refuses wrong values with code 2 and every field path at once', async () => {
    // The same fields with values in range, an age span in order and a city of its country are estimated.
    const usCity = citiesOf('US')[0];
    if (!usCity) throw new Error('the US has no cities');
    await estimate({ fromAge: 18, toAge: 65, gender: 3, similarity: 3, locations: [{ country: 'US', city_ids: [usCity.id] }], interests: [3] });
    await estimate({ fromAge: 30, toAge: 40 });
    const { status, type, data } = await call<FieldErrorsData>(t.base, CAMPAIGN_ESTIMATE_PATHS.audienceSize, {
      token: t.advertiser,
      json: { fromAge: 17, toAge: 70, gender: 4, similarity: 5, locations: [{ country: 'XX', city_ids: [] }], interests: ['x'] },
    });
    expect([status, type.code]).toEqual([400, 2]);
    expect(data.errors).toEqual({
      fromAge: 'Must be at least 18.',
      toAge: 'Must be at most 65.',
      gender: 'Must be one of 1, 2, 3.',
      similarity: 'Must be at most 3.',
      'locations.0.country': 'Unknown country.',
      'interests.0': 'The field value needs to be a number. Make sure to enter a numeric value.',
    });
    const order = await call<FieldErrorsData>(t.base, CAMPAIGN_ESTIMATE_PATHS.audienceSize, { token: t.advertiser, json: { fromAge: 40, toAge: 30 } });
    expect(order.data.errors).toEqual({ fromAge: 'The lower age must not be above the upper age.' });
    const city = await call<FieldErrorsData>(t.base, CAMPAIGN_ESTIMATE_PATHS.audienceSize, { token: t.advertiser, json: { locations: [{ country: 'US', city_ids: [1501] }] } });
    expect(city.data.errors).toEqual({ 'locations.0.city_ids.0': 'Not a city of this country.' });
  });

  it('refuses an unknown audience (180), another space’s audience (3) and the analyst (3)', async () => {
    await estimate({ segment_audiences: { include_any: [FIRST_AUDIENCE_ID], include: [], exclude: [FIRST_AUDIENCE_ID + 1] } });
    expect((await size({ segment_audiences: { include_any: [999_999], include: [], exclude: [] } })).type.code).toBe(180);
    const adminsAudience = FIRST_AUDIENCE_ID + ADVERTISER_AUDIENCES.length;
    expect((await size({ segment_audiences: { include_any: [], include: [], exclude: [adminsAudience] } })).type.code).toBe(3);
    expect((await size({}, t.analyst)).type.code).toBe(3);
  });
});

const report = (json: Record<string, unknown>, token = t.advertiser) => call<PlacementsReport>(t.base, PLACEMENT_PATHS.report, { token, json });

describe('POST /v1/campaign/placements/report', () => {
  it('pages by 150 by default (page one-based), most impressions first, in `data.data` with `total_size`', async () => {
    const first = await report({});
    expect(first.type.code).toBe(0);
    expect(first.data.data).toHaveLength(PLACEMENTS_PAGE_SIZE);
    expect(first.data.total_size).toBeGreaterThan(2 * PLACEMENTS_PAGE_SIZE);
    const impressions = first.data.data.map((p) => p.impression_count);
    expect(impressions).toEqual([...impressions].sort((a, b) => b - a));
    const second = await report({ page: 2, page_size: 150 });
    expect(second.data.data[0]?.name).not.toBe(first.data.data[0]?.name);
    expect(new Set([...first.data.data, ...second.data.data].map((p) => p.name)).size).toBe(300);
    const item = first.data.data[0];
    expect(Object.keys(item ?? {}).sort()).toEqual(
      ['category', 'creative_position', 'creative_size', 'creative_type', 'environment', 'exchange_id', 'impression_count', 'interstitial', 'name', 'os', 'site_or_app', 'user_count'].sort(),
    );
    const last = Math.ceil(first.data.total_size / 150);
    expect((await report({ page: last })).data.data.length).toBe(first.data.total_size - (last - 1) * 150);
    expect((await report({ page: last + 1 })).data.data).toEqual([]);
  });

  it('filters by name (a part of name or app / site id), category, environment, position, type, size and country', async () => {
    const all = (await report({})).data.total_size;
    const filters: [Record<string, string>, (p: PlacementsReport['data'][number]) => boolean][] = [
      [{ name: 'PUZZLE' }, (p) => `${p.name} ${p.site_or_app}`.toLowerCase().includes('puzzle')],
      [{ category: 'game_puzzle' }, (p) => p.category === 'game_puzzle'],
      [{ environment: 'site' }, (p) => p.environment === 'site'],
      [{ creative_position: 'full_screen' }, (p) => p.creative_position === 'full_screen'],
      [{ creative_type: 'video' }, (p) => p.creative_type === 'video'],
      [{ creative_size: '300x250' }, (p) => p.creative_size === '300x250'],
    ];
    for (const [filter, holds] of filters) {
      const { data } = await report({ ...filter, page_size: 150 });
      expect(data.total_size, JSON.stringify(filter)).toBeGreaterThan(0);
      expect(data.total_size, JSON.stringify(filter)).toBeLessThan(all);
      expectEvery(data.data, holds, JSON.stringify(filter));
    }
    const country = await report({ country: 'NG' });
    expect(country.data.total_size).toBeLessThan(all);
    expect((await report({ environment: 'all' })).data.total_size).toBe(all);
  });

  it('refuses a page size above 150, a page below 1 and unknown filter values with code 2', async () => {
    const valid = await report({ page: 1, page_size: 150, environment: 'site', creative_size: '300x250', country: 'NG', category: 'game_puzzle' });
    expect(valid.type.code).toBe(0);
    const { type, data } = await call<FieldErrorsData>(t.base, PLACEMENT_PATHS.report, {
      token: t.advertiser,
      json: { page: 0, page_size: 151, environment: 'tv', creative_size: 'big', country: 'XX', category: 'nope' },
    });
    expect(type.code).toBe(2);
    expect(data.errors).toEqual({
      page: 'Must be at least 1.',
      page_size: 'Must be at most 150.',
      environment: 'Must be one of all, app, site.',
      creative_size: 'A size is WIDTHxHEIGHT, for example 300x250.',
      country: 'Unknown country.',
      category: 'Unknown category.',
    });
  });

  it('needs CAMPAIGN_MORE_SETTINGS: the analyst gets code 3', async () => {
    expect((await report({})).type.code).toBe(0);
    expect((await report({}, t.analyst)).type.code).toBe(3);
  });
});

const gauge = (json: Record<string, unknown>, token = t.advertiser) => call<PlacementsGauge>(t.base, CAMPAIGN_ESTIMATE_PATHS.placementsGauge, { token, json });

describe('POST /v1/campaign/placements-gauge', () => {
  it('counts the placements and impressions the settings reach, the report’s for the same country', async () => {
    const all = await gauge({});
    expect(all.type.code).toBe(0);
    expect(all.data.total).toBe((await report({})).data.total_size);
    expect(all.data.total_impressions).toBeGreaterThan(all.data.total);
    const ng = await gauge({ country: 'NG', environment: 'all' });
    expect(ng.data.total).toBe((await report({ country: 'NG' })).data.total_size);
    expect(ng.data.total).toBeLessThan(all.data.total);
  });

  it('narrows with device type, environment, included and excluded apps and categories, and games excluded', async () => {
    const all = (await gauge({ country: 'NG' })).data;
    const narrower = [
      { device_type_key: 4 },
      { environment: 'app' },
      { excluded_app_categories: ['news_magazines', 'sports'] },
      { excluded_game_categories: ['game_puzzle'] },
      { excluded_all_games: true },
      { included_app_categories: ['shopping'] },
    ];
    for (const settings of narrower) {
      const reached = (await gauge({ country: 'NG', ...settings })).data;
      expect(reached.total, JSON.stringify(settings)).toBeLessThan(all.total);
      expect(reached.total_impressions, JSON.stringify(settings)).toBeLessThan(all.total_impressions);
    }
    const [first, second] = (await report({ country: 'NG', page_size: 2 })).data.data;
    if (!first || !second) throw new Error('too few placements in NG');
    expect((await gauge({ country: 'NG', included_apps: [first.name, second.name] })).data).toEqual({
      total: 2,
      total_impressions: first.impression_count + second.impression_count,
    });
    expect((await gauge({ country: 'NG', excluded_apps: [first.name] })).data.total).toBe(all.total - 1);
  });

  it('refuses wrong values with code 2, and a caller with neither targeting nor advanced settings (3)', async () => {
    expect((await gauge({ device_type_key: 4, country: 'NG', excluded_apps: [] })).type.code).toBe(0);
    expect((await gauge({})).type.code).toBe(0);
    const wrong = await call<FieldErrorsData>(t.base, CAMPAIGN_ESTIMATE_PATHS.placementsGauge, { token: t.advertiser, json: { device_type_key: 9, country: 'XX', excluded_apps: 'x' } });
    expect(wrong.type.code).toBe(2);
    expect(Object.keys(wrong.data.errors).sort()).toEqual(['country', 'device_type_key', 'excluded_apps']);
    expect((await gauge({}, t.analyst)).type.code).toBe(3);
  });
});

describe('GET /v1/campaign/app/categories?type=', () => {
  it('answers app and game categories as Category items whose impressions are their placements’', async () => {
    const [apps, games] = await Promise.all(
      ['app', 'game'].map((type) => call<CategoryItem[]>(t.base, `${PLACEMENT_PATHS.appCategories}?type=${type}`, { token: t.advertiser })),
    );
    expect(apps?.data.length).toBeGreaterThan(10);
    expectEvery(games?.data ?? [], (c) => c.value.startsWith('game_'));
    const puzzle = games?.data.find((c) => c.value === 'game_puzzle');
    expect(puzzle).toMatchObject({ category_name: 'Puzzle', label: 'Puzzle', category_id: expect.any(Number) as number });
    const placements = await report({ category: 'game_puzzle', page_size: 150 });
    expect(placements.data.total_size).toBeLessThanOrEqual(150);
    expect(puzzle?.impression_count).toBe(placements.data.data.reduce((sum, p) => sum + p.impression_count, 0));
  });

  it('refuses another type with code 2 and the analyst with 3', async () => {
    expect((await call(t.base, `${PLACEMENT_PATHS.appCategories}?type=app`, { token: t.advertiser })).type.code).toBe(0);
    const wrong = await call<FieldErrorsData>(t.base, `${PLACEMENT_PATHS.appCategories}?type=music`, { token: t.advertiser });
    expect([wrong.type.code, wrong.data.errors]).toEqual([2, { type: 'Must be one of app, game.' }]);
    expect((await call(t.base, `${PLACEMENT_PATHS.appCategories}?type=app`, { token: t.analyst })).type.code).toBe(3);
  });
});
