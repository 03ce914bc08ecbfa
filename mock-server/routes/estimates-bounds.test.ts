import { describe, expect, it } from 'vitest';
import { CAMPAIGN_ESTIMATE_PATHS, CAMPAIGN_LIST_LIMITS, type AudienceSizeRequest, type AudienceSizeResult, type FieldErrorsData } from '../../src/api/contract';
import { FIRST_AUDIENCE_ID } from '../seed/audiences';
import { citiesOf } from '../seed/cities';
import { call, signedInMock } from '../test-support';

/**
 * The audience estimate reads its choices as sets (a location or interest named twice counts once) and
 * bounds them as a campaign's own lists are bounded: repeating Lagos must not double the audience.
 */
const t = signedInMock();

const size = (json: Partial<AudienceSizeRequest>) => call<AudienceSizeResult>(t.base, CAMPAIGN_ESTIMATE_PATHS.audienceSize, { token: t.advertiser, json });
const estimate = async (json: Partial<AudienceSizeRequest>): Promise<number> => {
  const { type, data } = await size(json);
  if (type.code !== 0 || data.status !== 200) throw new Error(`estimate refused: ${JSON.stringify([type, data])}`);
  return data.audience_size;
};
const lagos = citiesOf('NG')[0];

describe('POST /v1/campaign/audience-size: choices as sets, bounded', () => {
  it('counts Lagos named twice, in one location or two, as Lagos once', async () => {
    if (!lagos) throw new Error('Nigeria has no cities');
    const once = await estimate({ locations: [{ country: 'NG', city_ids: [lagos.id] }] });
    expect(await estimate({ locations: [{ country: 'NG', city_ids: [lagos.id] }, { country: 'NG', city_ids: [lagos.id] }] })).toBe(once);
    expect(await estimate({ locations: [{ country: 'NG', city_ids: [lagos.id, lagos.id] }] })).toBe(once);
    // Nigeria whole and Lagos of it: Nigeria.
    const nigeria = await estimate({ locations: [{ country: 'NG', city_ids: [] }] });
    expect(await estimate({ locations: [{ country: 'NG', city_ids: [] }, { country: 'NG', city_ids: [lagos.id] }] })).toBe(nigeria);
    expect(await estimate({ locations: [{ country: 'NG', city_ids: [] }, { country: 'NG', city_ids: [] }] })).toBe(nigeria);
  });

  it('counts a repeated interest, language, app or audience once', async () => {
    const base = { locations: [{ country: 'NG', city_ids: [] }] };
    const single = await estimate({ ...base, interests: [9], languages: ['en'], apps: ['com.lagoseats.delivery'], segment_audiences: { include_any: [FIRST_AUDIENCE_ID], include: [], exclude: [] } });
    const repeated = await estimate({
      ...base,
      interests: [9, 9, 9],
      languages: ['en', 'EN', 'en'],
      apps: ['com.lagoseats.delivery', 'com.lagoseats.delivery'],
      segment_audiences: { include_any: [FIRST_AUDIENCE_ID, FIRST_AUDIENCE_ID], include: [], exclude: [] },
    });
    expect(repeated).toBe(single);
  });

  it('refuses 7,000 copies of a location and a list past the campaign’s limit (code 2, the list named)', async () => {
    // The same lists within bounds are estimated: a location named twice, and the interests at the limit.
    expect(await estimate({ locations: Array.from({ length: 2 }, () => ({ country: 'NG', city_ids: [] })) })).toBeGreaterThan(0);
    expect(await estimate({ interests: Array<number>(CAMPAIGN_LIST_LIMITS['targeting.interests']).fill(9) })).toBeGreaterThan(0);
    const copies = await size({ locations: Array.from({ length: 7_000 }, () => ({ country: 'NG', city_ids: [] })) });
    expect(copies.type.code).toBe(2);
    expect(Object.keys((copies.data as unknown as FieldErrorsData).errors)).toEqual(['locations']);
    const interests = await size({ interests: Array<number>(CAMPAIGN_LIST_LIMITS['targeting.interests'] + 1).fill(9) });
    expect(interests.type.code).toBe(2);
    expect(Object.keys((interests.data as unknown as FieldErrorsData).errors)).toEqual(['interests']);
  });
});
