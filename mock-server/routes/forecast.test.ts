import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_ESTIMATE_PATHS,
  FORECAST_PATH,
  type AudienceSizeResult,
  type FieldErrorsData,
  type ForecastRequest,
  type ForecastResult,
  type Permission,
} from '../../src/api/contract';
import { ADVERTISER_AUDIENCES, FIRST_AUDIENCE_ID } from '../seed/audiences';
import { FIRST_GENERATED_SPACE_ID, NO_PAYMENT_ACCOUNT, PERSONA_IDS } from '../seed/facts';
import { citiesOf } from '../seed/cities';
import { AUDIENCE_SIZE_OUTAGE_BUNDLE_ID } from '../seed/targeting-resources';
import { call, signedInMock } from '../test-support';

const t = signedInMock();

type Ok = Extract<ForecastResult, { status: 200 }>;
const send = (json: Partial<ForecastRequest> | Record<string, unknown>, token = t.advertiser) => call<ForecastResult>(t.base, FORECAST_PATH, { token, json });
const forecastOf = async (json: Partial<ForecastRequest>, token = t.advertiser): Promise<Ok> => {
  const { type, data } = await send(json, token);
  if (type.code !== 0 || data.status !== 200) throw new Error(`forecast refused: ${JSON.stringify([type, data])}`);
  return data;
};

/** A country-wide campaign whose budget does not bind, so the cap and the bid decide. */
const WIDE: Partial<ForecastRequest> = { locations: [{ country: 'US', city_ids: [] }], cpm: 0.35, daily_budget: 100_000, currency: 'USD' };
const middle = (range: { low: number; high: number } | undefined) => ((range?.low ?? 0) + (range?.high ?? 0)) / 2;

/** Runs `body` while the analyst holds exactly `permissions`, then gives the analyst's back. */
const asAnalystWith = async (permissions: Permission[], body: () => Promise<void>): Promise<void> => {
  const analyst = () => t.mock.store.state().users.find((u) => u.id === PERSONA_IDS.analyst.userId);
  const before = [...(analyst()?.permissions ?? [])];
  t.mock.store.mutate(() => {
    const user = analyst();
    if (user) user.permissions = permissions;
  });
  try {
    await body();
  } finally {
    t.mock.store.mutate(() => {
      const user = analyst();
      if (user) user.permissions = before;
    });
  }
};

describe('POST /v1/campaign/forecast', () => {
  it('starts from the audience estimate’s own figure for the same targeting (the gauge agrees)', async () => {
    const targeting = { locations: [{ country: 'NG', city_ids: [] }], fromAge: 25, toAge: 34, interests: [3, 9], languages: ['en'] };
    const gauge = await call<AudienceSizeResult>(t.base, CAMPAIGN_ESTIMATE_PATHS.audienceSize, { token: t.advertiser, json: targeting });
    const forecast = await forecastOf({ ...targeting, cpm: 0.35, daily_budget: 50 });
    expect(gauge.data.status === 200 && gauge.data.audience_size).toBe(forecast.audience_size);
    expect(forecast.impressions!.low).toBeLessThan(forecast.impressions!.high);
    expect(forecast.reach!.high).toBeLessThanOrEqual(forecast.impressions!.high);
    expect(forecast.spend!.high).toBeLessThanOrEqual(50);
    expect(forecast.currency).toBe('USD');
  });

  it('names a tight frequency cap as the limit, with the gain at 7 a day', async () => {
    const free = await forecastOf(WIDE);
    const capped = await forecastOf({ ...WIDE, frequency_cap: [{ key: 1, value: 1 }] });
    expect(middle(capped.impressions)).toBeLessThan(middle(free.impressions));
    expect(capped.limit).toMatchObject({ kind: 'frequency_cap', cap_key: 1, current: 1, relaxed: 7 });
    // The gain is the uncapped forecast's own: relaxing to 7 a day gives what no cap gives here.
    const gain = capped.limit!.gain_percent;
    expect(Math.abs(middle(capped.impressions) * (1 + gain / 100) - middle(free.impressions)) / middle(free.impressions)).toBeLessThan(0.02);
    // A weekly cap is relaxed in its own period.
    expect((await forecastOf({ ...WIDE, frequency_cap: [{ key: 2, value: 7 }] })).limit).toMatchObject({ kind: 'frequency_cap', cap_key: 2, current: 7, relaxed: 49 });
  });

  it('names the daily budget when it binds, relaxed to what the day would cost', async () => {
    const limited = await forecastOf({ ...WIDE, daily_budget: 20 });
    expect(limited.limit).toMatchObject({ kind: 'daily_budget', current: 20 });
    const unlimited = await forecastOf({ ...WIDE, daily_budget: null });
    expect(limited.limit!.relaxed).toBe(Math.ceil(middle(unlimited.spend)));
    expect(limited.spend).toEqual({ low: 16, high: 20 });
  });

  it('lists the schedule and each targeting narrowing as candidates, each from the estimate model', async () => {
    const narrowed = {
      ...WIDE,
      fromAge: 30,
      toAge: 39,
      gender: 2 as const,
      interests: [3],
      scheduling: { '1': [9, 10, 11], '2': [9, 10, 11] },
    };
    const { candidates, impressions } = await forecastOf(narrowed);
    const kinds = candidates!.map((candidate) => candidate.kind);
    expect(kinds).toEqual(expect.arrayContaining(['schedule', 'age', 'interests']));
    expect(candidates!.find((c) => c.kind === 'age')).toMatchObject({ current: 10, relaxed: 48, from: 30, to: 39 });
    // The age candidate's gain is the forecast of the same body at 18-65.
    const wider = await forecastOf({ ...narrowed, fromAge: 18, toAge: 65 });
    const age = candidates!.find((c) => c.kind === 'age')!;
    expect(Math.abs(middle(impressions) * (1 + age.gain_percent / 100) - middle(wider.impressions)) / middle(wider.impressions)).toBeLessThan(0.02);
    const gains = candidates!.map((c) => c.gain_percent);
    expect(gains).toEqual([...gains].sort((a, b) => b - a));
  });

  it('refuses what is out of bounds by field, as the estimate does', async () => {
    // The same fields within bounds are forecast: a budget, one cap per period, an hour of a day, the ages in order, a city of the country.
    const usCity = citiesOf('US')[0];
    if (!usCity) throw new Error('the US has no cities');
    await forecastOf({ ...WIDE, daily_budget: 50, frequency_cap: [{ key: 1, value: 2 }, { key: 2, value: 3 }], scheduling: { '0': [23] }, fromAge: 30, toAge: 40 });
    await forecastOf({ locations: [{ country: 'US', city_ids: [usCity.id] }] });
    const bad = await call<FieldErrorsData>(t.base, FORECAST_PATH, {
      token: t.advertiser,
      json: { daily_budget: -1, frequency_cap: [{ key: 1, value: 0 }, { key: 1, value: 2 }, { key: 2, value: 2 }, { key: 3, value: 2 }], scheduling: { '7': [1], '0': [24] }, fromAge: 40, toAge: 30, currency: 'EUR' },
    });
    expect(bad.status).toBe(400);
    expect(bad.data.errors).toMatchObject({
      daily_budget: 'Must be at least 0.',
      frequency_cap: 'At most 3 entries allowed.',
      'scheduling.7': expect.any(String),
      'scheduling.0.0': 'Must be at most 23.',
      fromAge: 'The lower age must not be above the upper age.',
      currency: expect.stringMatching(/^Must be one of/),
    });
    const twice = await call<FieldErrorsData>(t.base, FORECAST_PATH, { token: t.advertiser, json: { frequency_cap: [{ key: 1, value: 2 }, { key: 1, value: 3 }] } });
    expect(twice.data.errors).toEqual({ frequency_cap: 'One cap per period.' });
    const city = await call<FieldErrorsData>(t.base, FORECAST_PATH, { token: t.advertiser, json: { locations: [{ country: 'US', city_ids: [1501] }] } });
    expect(city.data.errors).toEqual({ 'locations.0.city_ids.0': 'Not a city of this country.' });
  });

  it('refuses an unknown audience (180), another space’s audience (3) and a caller without targeting (3)', async () => {
    // The advertiser's forecast naming their own audience, included or excluded, and without one, is answered.
    await forecastOf({ segment_audiences: { include_any: [FIRST_AUDIENCE_ID], include: [], exclude: [] } });
    await forecastOf({ segment_audiences: { include_any: [], include: [], exclude: [FIRST_AUDIENCE_ID] } });
    await forecastOf({});
    expect((await send({ segment_audiences: { include_any: [999_999], include: [], exclude: [] } })).type.code).toBe(180);
    const adminsAudience = FIRST_AUDIENCE_ID + ADVERTISER_AUDIENCES.length;
    expect((await send({ segment_audiences: { include_any: [], include: [], exclude: [adminsAudience] } })).type.code).toBe(3);
    expect((await send({}, t.analyst)).type.code).toBe(3);
    // The administrator may name any space's audience.
    expect((await send({ segment_audiences: { include_any: [FIRST_AUDIENCE_ID], include: [], exclude: [] } }, t.admin)).type.code).toBe(0);
  });

  it('takes a new campaign’s currency from the account it is made in, one the caller may act on', async () => {
    // The seed's third generated account keeps its currency in naira (seed/accounts.ts).
    const naira = t.mock.store.state().spaces.find((space) => space.id === FIRST_GENERATED_SPACE_ID + 2);
    expect(naira?.currency).toBe('NGN');
    expect((await forecastOf({ space_id: naira!.id }, t.admin)).currency).toBe('NGN');
    expect((await forecastOf({ space_id: PERSONA_IDS.advertiser.spaceId })).currency).toBe('USD');
    // The campaign's own currency wins over the account's.
    expect((await forecastOf({ currency: 'AMD', space_id: naira!.id }, t.admin)).currency).toBe('AMD');
    // As readableSpace: to a non-admin another account and an unknown one look the same (3).
    expect((await send({ space_id: NO_PAYMENT_ACCOUNT.spaceId })).type.code).toBe(3);
    expect((await send({ space_id: 999_999 })).type.code).toBe(3);
    expect((await send({ space_id: 999_999 }, t.admin)).type.code).toBe(110);
  });

  it('leaves out spend, and the bid and budget candidates, without REPORT_SPEND; every figure without REPORT_IMPRESSIONS', async () => {
    await asAnalystWith(['CAMPAIGN_TARGETING', 'REPORT_IMPRESSIONS'], async () => {
      const forecast = await forecastOf({ ...WIDE, daily_budget: 20 }, t.analyst);
      expect(forecast).not.toHaveProperty('spend');
      expect(forecast.impressions).toBeDefined();
      expect(forecast.reach).toBeDefined();
      expect(forecast.candidates!.map((c) => c.kind)).not.toContain('daily_budget');
      expect(forecast.candidates!.map((c) => c.kind)).not.toContain('bid');
    });
    await asAnalystWith(['CAMPAIGN_TARGETING'], async () => {
      const forecast = await forecastOf(WIDE, t.analyst);
      for (const field of ['impressions', 'reach', 'spend', 'limit', 'candidates']) expect(forecast).not.toHaveProperty(field);
      expect(forecast.audience_size).toBeGreaterThan(0);
    });
  });

  it('answers status 500 with a message when the estimate under it is unavailable, and no-store', async () => {
    await forecastOf({ apps: ['com.lagoseats.delivery'] });
    const { data } = await send({ apps: [AUDIENCE_SIZE_OUTAGE_BUNDLE_ID] });
    expect(data).toEqual({ status: 500, message: 'The forecast is unavailable right now.' });
    const response = await fetch(`${t.base}${FORECAST_PATH}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${t.advertiser}` }, body: '{}' });
    expect(response.headers.get('cache-control')).toContain('no-store');
  });
});
