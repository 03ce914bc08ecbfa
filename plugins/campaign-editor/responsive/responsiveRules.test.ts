import { describe, expect, it } from 'vitest';
import type { DynamicAd } from '../../../src/api/contract';
import { defaultDynamicAd, defaultVisuals } from '../../../src/api/contract/campaign-defaults';
import { newCampaignValues } from '../form/campaignDefaults';
import type { CampaignFormValues } from '../form/campaignFormValues';
import { encodedLength, RESPONSIVE_MESSAGES as M, responsiveRules } from './responsiveRules';

const context = { isNew: false, isAudio: false, today: '2030-05-15' };
const AD = 'visuals.dynamic_ad';

const complete = (): DynamicAd => ({
  ...defaultDynamicAd(),
  titles: [{ key: 1, value: 'Fresh deals' }],
  descriptions: [{ key: 1, value: 'Save on your next order.' }],
  call_to_action: 'Shop now',
  company_name: 'Acme',
  creative_name: 'Acme_responsive',
  images: [{ key: 1, file_id: 1, url: '/v1/file/cache/1' }],
  logos: [{ key: 1, file_id: 2, url: '/v1/file/cache/2' }],
});

const values = (enabled: boolean, ad: Partial<DynamicAd> | null): CampaignFormValues => ({
  ...newCampaignValues(null),
  visuals: { ...defaultVisuals(), dynamic_enabled: enabled, dynamic_ad: ad === null ? null : { ...complete(), ...ad } },
});

const run = (enabled: boolean, ad: Partial<DynamicAd> | null) => responsiveRules(values(enabled, ad), context, false);

describe('responsiveRules (spec 2 §5)', () => {
  it('counts encoded bytes, not characters', () => {
    expect(encodedLength('Sale')).toBe(4);
    expect(encodedLength('Скидка')).toBe(12);
    expect(encodedLength('🙂')).toBe(4);
  });

  it('takes a complete ad, and asks nothing of an ad that is off or missing', () => {
    expect(run(true, {})).toEqual([]);
    expect(run(false, { titles: [], call_to_action: '', images: [] })).toEqual([]);
    expect(run(true, null)).toEqual([]);
  });

  it('holds a filled-in name to the rule even while off (the server refuses a bad name either way)', () => {
    expect(run(false, { creative_name: 'no spaces!' })).toEqual([{ field: `${AD}.creative_name`, message: 'campaign-editor.creatives.validation.creativeNameCharacters' }]);
  });

  it('limits by encoded length: title 30, description 50, call to action 12, company 10', () => {
    expect(run(true, { titles: [{ key: 1, value: 'a'.repeat(30) }], descriptions: [{ key: 1, value: 'b'.repeat(50) }], call_to_action: 'c'.repeat(12), company_name: 'd'.repeat(10) })).toEqual([]);
    // 15 Cyrillic letters are 30 bytes; 16 are 32.
    expect(run(true, { titles: [{ key: 1, value: 'Ж'.repeat(15) }, { key: 2, value: 'Ж'.repeat(16) }], descriptions: [{ key: 1, value: 'b'.repeat(51) }], call_to_action: 'Купить!', company_name: 'Компания' })).toEqual([
      { field: `${AD}.titles.1.value`, message: M.tooLong, args: { max: 30 } },
      { field: `${AD}.descriptions.0.value`, message: M.tooLong, args: { max: 50 } },
      { field: `${AD}.call_to_action`, message: M.tooLong, args: { max: 12 } },
      { field: `${AD}.company_name`, message: M.tooLong, args: { max: 10 } },
    ]);
  });

  it('requires, while on, a title, a description, each entry filled, the call to action, company, name, image and logo', () => {
    expect(run(true, { titles: [], descriptions: [{ key: 1, value: ' ' }], call_to_action: '', company_name: '', creative_name: '', images: [], logos: [] })).toEqual([
      { field: `${AD}.titles`, message: M.noTitle },
      { field: `${AD}.descriptions.0.value`, message: M.required },
      { field: `${AD}.call_to_action`, message: M.required },
      { field: `${AD}.company_name`, message: M.required },
      { field: `${AD}.creative_name`, message: 'campaign-editor.creatives.validation.creativeNameRequired' },
      { field: `${AD}.images`, message: M.noImage },
      { field: `${AD}.logos`, message: M.noLogo },
    ]);
    expect(run(true, { descriptions: [] })).toEqual([{ field: `${AD}.descriptions`, message: M.noDescription }]);
  });

  it('allows up to 5 titles and descriptions, and a colour of six hex digits', () => {
    const six = Array.from({ length: 6 }, (_, index) => ({ key: index + 1, value: `t${index}` }));
    expect(run(true, { titles: six.slice(0, 5), descriptions: six.slice(0, 5) })).toEqual([]);
    expect(run(true, { titles: six })).toEqual([{ field: `${AD}.titles`, message: M.tooMany, args: { max: 5 } }]);
    expect(run(true, { descriptions: six })).toEqual([{ field: `${AD}.descriptions`, message: M.tooMany, args: { max: 5 } }]);
    expect(run(true, { call_to_action_color: 'FF8800' })).toEqual([]);
    for (const colour of ['#65abf6', 'abc', '65abfg', ''])
      expect(run(true, { call_to_action_color: colour }), colour).toEqual([{ field: `${AD}.call_to_action_color`, message: M.colour }]);
  });
});
