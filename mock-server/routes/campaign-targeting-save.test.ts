import { describe, expect, it } from 'vitest';
import {
  FREQUENCY_CAP_KEY as CAP,
  type CampaignFrequencyCap,
  type CampaignInput,
  type CampaignPlacement,
  type CampaignTargeting,
  type FieldErrorsData,
} from '../../src/api/contract';
import { FIRST_AUDIENCE_ID } from '../seed/audiences';
import { defaultOwnerFields } from '../seed/campaign-defaults';
import { signedInMock } from '../test-support';
import { createCampaign, getCampaign, inputOf, publishCampaign, saveCampaign, storedCampaign } from './campaign-test-support';

const t = signedInMock();

const targeting: CampaignTargeting = {
  automatic_targeting: false,
  from_age: 25,
  to_age: 44,
  interests: [3, 9],
  apps: ['com.lagoseats.delivery'],
  segment_audiences: { include_any: [FIRST_AUDIENCE_ID], include: [FIRST_AUDIENCE_ID + 1], exclude: [FIRST_AUDIENCE_ID + 2] },
  city_ids: [1501, 1502],
  location_option_key: 2,
  gender: 3,
  similarity: 2,
  target_languages: ['en', 'ha'],
  regions: ['lagos'],
  connection_types: ['4g', '5g'],
  customer_attributes: ['gold'],
};

const placement: CampaignPlacement = {
  min_os_version: '12.0',
  excluded_apps: [],
  included_apps: ['Sunny Puzzle 320x50 banner'],
  device_type_key: 2,
  environment: 'app',
  excluded_all_games: true,
  exclude_non_gambling_publishers: true,
  included_app_categories: [],
  excluded_app_categories: ['news_magazines'],
  excluded_game_categories: ['game_casino'],
  languages: ['en'],
};

/** Business hours on weekdays; Sunday and Saturday left out (a missing weekday means no hour). */
const scheduling = { '1': [9, 10, 11, 12, 13, 14, 15, 16, 17], '2': [9, 10], '3': [], '4': [23], '5': [0, 1] };

const caps = (daily?: number, weekly?: number, monthly?: number): CampaignFrequencyCap[] => [
  ...(daily === undefined ? [] : [{ key: CAP.daily, value: daily }]),
  ...(weekly === undefined ? [] : [{ key: CAP.weekly, value: weekly }]),
  ...(monthly === undefined ? [] : [{ key: CAP.monthly, value: monthly }]),
];

describe('The record keeps the targeting and advanced tabs through save and reload', () => {
  it('stores targeting, placement, scheduling, frequency caps, slots and the section flags as sent', async () => {
    const created = await createCampaign(t.base, t.advertiser, { country: 'NG', timezone_offset_seconds: 3_600 });
    const changes: Partial<CampaignInput> = {
      targeting,
      placement,
      scheduling,
      frequency_cap: caps(3, 10, 30),
      slots: [true, false, true, false, true, false, true, false, true, false, true, false],
      slots_include_unknown: false,
      targeting_on: true,
      freq_and_scheduling_on: true,
      has_whitelist: true,
    };
    const saved = await saveCampaign(t.base, t.advertiser, inputOf(created, changes));
    expect(saved.type.code).toBe(0);
    const reloaded = await getCampaign(t.base, t.advertiser, created.id);
    expect(reloaded.data).toMatchObject(changes);
    expect(Object.keys(reloaded.data.scheduling).sort()).toEqual(['1', '2', '3', '4', '5']);
    expect(reloaded.data.version).toBe(created.version + 1);
  });

  it('keeps an administrator’s bidding rules (traffic_targeting) through save and reload', async () => {
    const created = await createCampaign(t.base, t.admin);
    const trafficTargeting = [
      { id: 1, name: 'Bidding 1', multiplier: 1.5, rules: [{ filter: 'app', operator: 'is' as const, value: 'com.example.app' }] },
      { id: 2, name: 'Bidding 2', multiplier: 0, rules: [{ filter: 'impressions_7d', operator: 'more_than' as const, value: '3' }] },
    ];
    const saved = await saveCampaign(t.base, t.admin, { ...inputOf(created), owner: { ...defaultOwnerFields(), traffic_targeting: trafficTargeting } });
    expect(saved.type.code).toBe(0);
    expect((await getCampaign(t.base, t.admin, created.id)).data.owner?.traffic_targeting).toEqual(trafficTargeting);
  });
});

describe('Frequency caps: monthly > weekly > daily (code 1315)', () => {
  it('refuses caps out of order on save and publish, naming the longer period’s cap, and stores nothing', async () => {
    // The same save and publish with caps in order are taken (on a twin: this campaign must stay as created).
    const twin = await createCampaign(t.base, t.advertiser);
    const savedTwin = await saveCampaign(t.base, t.advertiser, inputOf(twin, { frequency_cap: caps(2, 3, 4) }));
    expect(savedTwin.type.code).toBe(0);
    expect((await publishCampaign(t.base, t.advertiser, inputOf(savedTwin.data, { frequency_cap: caps(2, 3, 4) }))).type.code).toBe(0);
    const created = await createCampaign(t.base, t.advertiser);
    const wrong: [CampaignFrequencyCap[], string][] = [
      [caps(7, 7), 'frequency_cap.1.value'],
      [caps(7, 5), 'frequency_cap.1.value'],
      [caps(3, 10, 10), 'frequency_cap.2.value'],
      [caps(7, undefined, 6), 'frequency_cap.1.value'],
      [[{ key: CAP.monthly, value: 20 }, { key: CAP.daily, value: 30 }], 'frequency_cap.0.value'],
    ];
    for (const [frequencyCap, field] of wrong) {
      for (const send of [saveCampaign, publishCampaign]) {
        const refused = await send(t.base, t.advertiser, inputOf(created, { frequency_cap: frequencyCap }));
        expect([refused.status, refused.type], JSON.stringify(frequencyCap)).toEqual([400, { code: 1315, message: 'Frequency cap invalid: monthly > weekly > daily' }]);
        expect((refused.data as unknown as FieldErrorsData).errors).toEqual({ [field]: 'Frequency cap invalid: monthly > weekly > daily' });
      }
    }
    expect(storedCampaign(t.mock, created.id)).toMatchObject({ version: created.version, frequency_cap: created.frequency_cap });
  });

  it('takes caps in order, any one of them alone, or none', async () => {
    const created = await createCampaign(t.base, t.advertiser);
    let version = created.version;
    for (const frequencyCap of [caps(2, 3, 4), caps(7, 8), caps(undefined, 5, 6), caps(undefined, undefined, 1), caps(1), []]) {
      const saved = await saveCampaign(t.base, t.advertiser, inputOf(created, { version, frequency_cap: frequencyCap }));
      expect(saved.type.code, JSON.stringify(frequencyCap)).toBe(0);
      expect(saved.data.frequency_cap).toEqual(frequencyCap);
      version = saved.data.version;
    }
  });

  it('refuses a period given twice with code 2', async () => {
    const created = await createCampaign(t.base, t.advertiser);
    const taken = await saveCampaign(t.base, t.advertiser, inputOf(created, { frequency_cap: [{ key: CAP.daily, value: 3 }, { key: CAP.weekly, value: 4 }] }));
    expect(taken.type.code).toBe(0);
    const refused = await saveCampaign(t.base, t.advertiser, inputOf(taken.data, { frequency_cap: [{ key: CAP.daily, value: 3 }, { key: CAP.daily, value: 4 }] }));
    expect(refused.type.code).toBe(2);
    expect((refused.data as unknown as FieldErrorsData).errors).toEqual({ 'frequency_cap.1.key': 'Each frequency cap period may be set once.' });
  });
});
