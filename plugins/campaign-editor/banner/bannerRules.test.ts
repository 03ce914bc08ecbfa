import { describe, expect, it } from 'vitest';
import { defaultVisuals } from '../../../src/api/contract/campaign-defaults';
import { newCampaignValues } from '../form/campaignDefaults';
import type { CampaignFormValues } from '../form/campaignFormValues';
import { bannerRules } from './bannerRules';

const context = { isNew: false, isAudio: false, today: '2030-05-15' };
const banner = (creative_name: string) => ({ width: 300, height: 250, type_key: 1 as const, key: 106, file_id: 1, url: '/v1/file/cache/1', format: 'image' as const, creative_name, creative_serving_decision: null });
const values = (visuals: Partial<CampaignFormValues['visuals']>, goal = 'landing_page_traffic'): CampaignFormValues => {
  const base = newCampaignValues(null);
  return { ...base, visuals: { ...defaultVisuals(), ...visuals }, bidding_strategy: { ...base.bidding_strategy, goal } as CampaignFormValues['bidding_strategy'] };
};

describe('bannerRules', () => {
  it("checks each banner's name on every save, by the spec's rule", () => {
    expect(bannerRules(values({ banners: [banner('ok_name'), banner(''), banner('no spaces!')] }), context, false)).toEqual([
      { field: 'visuals.banners.1.creative_name', message: 'campaign-editor.creatives.validation.creativeNameRequired' },
      { field: 'visuals.banners.2.creative_name', message: 'campaign-editor.creatives.validation.creativeNameCharacters' },
    ]);
  });

  it('asks at publish only for at least one creative type: a named banner, an enabled responsive, native or video ad, or audio (spec 1 §5)', () => {
    const none = { field: 'visuals', message: 'campaign-editor.creatives.validation.noCreative' };
    expect(bannerRules(values({}), context, false)).toEqual([]);
    expect(bannerRules(values({}), context, true)).toEqual([none]);
    expect(bannerRules(values({ banners: [banner('Summer')] }), context, true)).toEqual([]);
    expect(bannerRules(values({ native_enabled: true }), context, true)).toEqual([]);
    expect(bannerRules(values({}, 'audio_advertising'), context, true)).toEqual([]);
  });
});
