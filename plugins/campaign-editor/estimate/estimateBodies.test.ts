import { describe, expect, it } from 'vitest';
import { defaultPlacement, defaultTargeting } from '../../../src/api/contract/campaign-defaults';
import type { CampaignTargeting } from '../../../src/api/contract';
import { audienceSizeBody, isAskable, placementsGaugeBody } from './estimateBodies';

const manual = (changes: Partial<CampaignTargeting> = {}): CampaignTargeting => ({ ...defaultTargeting(), automatic_targeting: false, ...changes });

const EMPTY_TARGETING = {
  apps: [],
  gender: 1,
  fromAge: 18,
  toAge: 65,
  interests: [],
  languages: [],
  segment_audiences: { include_any: [], include: [], exclude: [] },
  similarity: 1,
  banners: [],
  behaviors: [],
  websites: [],
  location_option_key: 1,
};

describe('audienceSizeBody (spec 2 §7)', () => {
  it('asks a new campaign (automatic targeting) for everyone in its country at its bid, ages 18 to 65', () => {
    expect(audienceSizeBody({ targeting: defaultTargeting(), country: 'NG', cpm: 0.35 })).toEqual({
      ...EMPTY_TARGETING,
      cpm: 0.35,
      locations: [{ country: 'NG', city_ids: [] }],
    });
  });

  it('leaves the locations empty (every country) before a country is chosen, and sends a missing bid as 0', () => {
    expect(audienceSizeBody({ targeting: undefined, country: '', cpm: null })).toEqual({ ...EMPTY_TARGETING, cpm: 0, locations: [] });
  });

  it('ignores manual criteria kept while automatic targeting is on, but not the geography', () => {
    const targeting = { ...manual({ from_age: 30, interests: [4], apps: ['com.a'], city_ids: [7] }), automatic_targeting: true };
    expect(audienceSizeBody({ targeting, country: 'AM', cpm: 1 })).toEqual({ ...EMPTY_TARGETING, cpm: 1, locations: [{ country: 'AM', city_ids: [7] }] });
  });

  it('sends the geography\'s option: cities left out of the country', () => {
    const targeting = { ...defaultTargeting(), city_ids: [501], location_option_key: 2 as const };
    expect(audienceSizeBody({ targeting, country: 'NG', cpm: 1 })).toMatchObject({ locations: [{ country: 'NG', city_ids: [501] }], location_option_key: 2 });
  });

  it('sends every manual criterion in the spec\'s names', () => {
    const targeting = manual({
      from_age: 25,
      to_age: 40,
      gender: 3,
      interests: [11, 12],
      apps: ['com.example.app', '1480012345'],
      segment_audiences: { include_any: [1], include: [2], exclude: [3] },
      city_ids: [501, 502],
      similarity: 3,
      target_languages: ['english', 'hausa'],
      regions: ['lagos'],
    });
    expect(audienceSizeBody({ targeting, country: 'NG', cpm: 0.5 })).toEqual({
      apps: ['com.example.app', '1480012345'],
      cpm: 0.5,
      gender: 3,
      fromAge: 25,
      toAge: 40,
      interests: [11, 12],
      languages: ['english', 'hausa'],
      segment_audiences: { include_any: [1], include: [2], exclude: [3] },
      similarity: 3,
      banners: [],
      behaviors: [],
      locations: [{ country: 'NG', city_ids: [501, 502] }],
      websites: [],
      location_option_key: 1,
    });
  });

  it('defaults the ages to 18 and 65 while a field is cleared and keeps them within that range', () => {
    const cleared = manual({ from_age: null as unknown as number, to_age: Number.NaN });
    expect(audienceSizeBody({ targeting: cleared, country: 'NG', cpm: 1 })).toMatchObject({ fromAge: 18, toAge: 65 });
    expect(audienceSizeBody({ targeting: manual({ from_age: 3, to_age: 99 }), country: 'NG', cpm: 1 })).toMatchObject({ fromAge: 18, toAge: 65 });
  });

  it('asks only while the ages are in order (equal ages are one year of age)', () => {
    expect(isAskable(audienceSizeBody({ targeting: manual({ from_age: 30, to_age: 30 }), country: 'NG', cpm: 1 }))).toBe(true);
    expect(isAskable(audienceSizeBody({ targeting: manual({ from_age: 31, to_age: 30 }), country: 'NG', cpm: 1 }))).toBe(false);
  });

  it('sends a negative bid as 0', () => {
    expect(audienceSizeBody({ targeting: undefined, country: 'NG', cpm: -2 }).cpm).toBe(0);
  });

  it('does not share its lists with the form (the form may change them later)', () => {
    const targeting = manual({ interests: [1] });
    const body = audienceSizeBody({ targeting, country: 'NG', cpm: 1 });
    targeting.interests.push(2);
    expect(body.interests).toEqual([1]);
  });
});

describe('placementsGaugeBody', () => {
  it('sends the placement tab\'s settings with the country', () => {
    const placement = { ...defaultPlacement(), environment: 'app' as const, device_type_key: 4 as const, excluded_apps: ['x'], included_app_categories: ['games'] };
    expect(placementsGaugeBody({ placement, country: 'NG' })).toEqual({
      country: 'NG',
      device_type_key: 4,
      environment: 'app',
      included_apps: [],
      excluded_apps: ['x'],
      included_app_categories: ['games'],
      excluded_app_categories: [],
      excluded_game_categories: [],
      excluded_all_games: false,
    });
  });

  it('asks for any placement when there is no country or placement yet', () => {
    expect(placementsGaugeBody({ placement: undefined, country: '' })).toEqual({});
  });
});
