import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/campaign-editor-native.json';
import ru from '../../../locales/ru/campaign-editor-native.json';
import type { NativeAd } from '../../../src/api/contract';
import { defaultNativeAd, defaultVisuals } from '../../../src/api/contract/campaign-defaults';
import { newCampaignValues } from '../form/campaignDefaults';
import type { CampaignFormValues } from '../form/campaignFormValues';
import { NATIVE_MESSAGES, nativeRules, needsAdvertiser, needsLogo } from './nativeRules';

const context = { isNew: false, isAudio: false, today: '2030-05-15' };
const logo = { file_id: 1, url: '/v1/file/cache/1', width: 128, height: 128, file_name: 'logo.png' };
const image = (width: number, height: number, file_id = 2) => ({ file_id, url: `/v1/file/cache/${file_id}`, width, height, file_name: 'i.png' });
const complete: Partial<NativeAd> = { creative_name: 'Acme_native', headline: 'Fresh deals', body: 'Save on your next order.', call_to_action: 'Shop now', advertiser: 'Acme', logo };
const values = (native_enabled: boolean, ad: Partial<NativeAd> | null, goal = 'landing_page_traffic'): CampaignFormValues => {
  const base = newCampaignValues(null);
  return {
    ...base,
    visuals: { ...defaultVisuals(), native_enabled, native_ad: ad === null ? null : { ...defaultNativeAd(), ...ad } },
    bidding_strategy: { ...base.bidding_strategy, goal } as CampaignFormValues['bidding_strategy'],
  };
};
const fields = (problems: { field: string }[]) => problems.map((problem) => problem.field);
const keys = (node: unknown, prefix = ''): string[] =>
  typeof node === 'object' && node !== null ? Object.entries(node).flatMap(([key, value]) => keys(value, `${prefix}${key}.`)) : [prefix.slice(0, -1)];

describe('nativeRules', () => {
  it('takes a complete ad, with or without images and video', () => {
    expect(nativeRules(values(true, complete), context, true)).toEqual([]);
    expect(nativeRules(values(true, { ...complete, images: [image(1200, 627), image(600, 600, 3)] }), context, false)).toEqual([]);
  });

  it('while on, requires headline, description and call to action whatever the goal, and the name', () => {
    const empty = { logo, advertiser: 'Acme' };
    expect(nativeRules(values(true, empty), context, false)).toEqual([
      { field: 'visuals.native_ad.headline', message: NATIVE_MESSAGES.required },
      { field: 'visuals.native_ad.body', message: NATIVE_MESSAGES.required },
      { field: 'visuals.native_ad.call_to_action', message: NATIVE_MESSAGES.required },
      { field: 'visuals.native_ad.creative_name', message: 'campaign-editor.creatives.validation.creativeNameRequired' },
    ]);
    expect(fields(nativeRules(values(true, { ...complete, headline: '  ' }, 'maximized_reach'), context, false))).toEqual(['visuals.native_ad.headline']);
  });

  it('asks for the logo on web-style and app-install goals, and the advertiser on web-style ones only', () => {
    const bare = { ...complete, logo: null, advertiser: '' };
    for (const goal of ['landing_page_traffic', 'web_standard_conversion', 'website_custom_event'])
      expect(fields(nativeRules(values(true, bare, goal), context, false)), goal).toEqual(['visuals.native_ad.advertiser', 'visuals.native_ad.logo']);
    for (const goal of ['app_installs', 'app_custom_event']) expect(fields(nativeRules(values(true, bare, goal), context, false)), goal).toEqual(['visuals.native_ad.logo']);
    for (const goal of ['enhanced_exposure', 'maximized_reach']) expect(nativeRules(values(true, bare, goal), context, false), goal).toEqual([]);
    expect([needsLogo('app_installs'), needsAdvertiser('app_installs'), needsLogo('audio_advertising')]).toEqual([true, false, false]);
    expect(nativeRules(values(true, { ...complete, logo: null }, 'app_installs'), context, false)).toEqual([{ field: 'visuals.native_ad.logo', message: NATIVE_MESSAGES.noLogo }]);
  });

  it('limits advertiser 25, call to action 15, body 90 and headline 25 by encoded length', () => {
    const at = { ...complete, advertiser: 'a'.repeat(25), call_to_action: 'c'.repeat(15), body: 'b'.repeat(90), headline: 'h'.repeat(25) };
    expect(nativeRules(values(true, at), context, false)).toEqual([]);
    // 13 Cyrillic letters are 26 bytes; 8 are 16.
    const over = { ...complete, advertiser: 'Ю'.repeat(13), call_to_action: 'Купитьсейчас', body: 'b'.repeat(91), headline: 'h'.repeat(26) };
    expect(nativeRules(values(true, over, 'maximized_reach'), context, false)).toEqual([
      { field: 'visuals.native_ad.headline', message: NATIVE_MESSAGES.tooLong, args: { max: 25 } },
      { field: 'visuals.native_ad.body', message: NATIVE_MESSAGES.tooLong, args: { max: 90 } },
      { field: 'visuals.native_ad.call_to_action', message: NATIVE_MESSAGES.tooLong, args: { max: 15 } },
      { field: 'visuals.native_ad.advertiser', message: NATIVE_MESSAGES.tooLong, args: { max: 25 } },
    ]);
  });

  it('holds the star rating to a whole 1 to 5, and images to the two sizes, one of each', () => {
    expect(nativeRules(values(true, { ...complete, star_rating: 0 }), context, false)).toEqual([{ field: 'visuals.native_ad.star_rating', message: NATIVE_MESSAGES.starRating }]);
    expect(fields(nativeRules(values(true, { ...complete, star_rating: 4.5 }), context, false))).toEqual(['visuals.native_ad.star_rating']);
    expect(nativeRules(values(true, { ...complete, images: [image(600, 600), image(600, 600, 3)] }), context, false)).toEqual([{ field: 'visuals.native_ad.images', message: NATIVE_MESSAGES.oneOfEachSize }]);
    expect(fields(nativeRules(values(true, { ...complete, images: [image(1200, 600)] }), context, false))).toEqual(['visuals.native_ad.images']);
  });

  it('while off, or without an ad, asks nothing but a filled name within the rule', () => {
    expect(nativeRules(values(false, {}), context, true)).toEqual([]);
    expect(nativeRules(values(true, null), context, true)).toEqual([]);
    expect(nativeRules(values(false, { creative_name: 'Sale!' }), context, false)).toEqual([
      { field: 'visuals.native_ad.creative_name', message: 'campaign-editor.creatives.validation.creativeNameCharacters' },
    ]);
  });

  it('has every message in both languages', () => {
    expect(keys(ru)).toEqual(keys(en));
    for (const message of Object.values(NATIVE_MESSAGES).filter((key) => key.startsWith('campaign-editor.'))) expect(keys(en)).toContain(message);
  });
});
