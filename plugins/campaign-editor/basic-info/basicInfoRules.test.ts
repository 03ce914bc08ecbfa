import { describe, expect, it } from 'vitest';
import en from '../../../locales/en/campaign-editor-basic-info.json';
import core from '../../../locales/en/core.json';
import { CAMPAIGN_STATUS } from '../../../src/api/contract';
import { BASIC_INFO_FIELDS, BASIC_INFO_MESSAGES as M, basicInfoProblems, basicInfoRules } from './basicInfoRules';
import { hasUtmParams } from './basicInfoModel';
import { TODAY, newBasicInfo, newContext } from './basicInfoValues.testkit';
import type { CampaignFormValues } from '../form/campaignFormValues';

type Tree = { [key: string]: string | Tree };
/** The English text of a message key, as the form shows it. */
const text = (key: string): string => {
  const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), { ...en, ...core } as Tree);
  if (typeof value !== 'string') throw new Error(`No English text for ${key}`);
  return value;
};

const ctx = newContext();
const problemsOf = (overrides: Parameters<typeof newBasicInfo>[0], forPublish = false, context = ctx) =>
  basicInfoProblems(newBasicInfo(overrides), context, forPublish);
const strategy = (overrides: Partial<ReturnType<typeof newBasicInfo>['bidding_strategy']>) => ({ ...newBasicInfo().bidding_strategy, ...overrides });

/** A new campaign filled enough to publish as awareness. */
const publishable = () => ({ country: 'NG', budget: 50, bidding_strategy: strategy({ click_url: 'https://shop.example.com' }) });

describe('basic info messages', () => {
  it('quote the spec where it gives the text', () => {
    expect(text(M.required)).toBe('Field is required.');
    expect(text(M.userCpx)).toBe('The field value needs to be a number. Make sure to enter a numeric value.');
    expect(text(M.endBeforeStart)).toBe('Start date should be less than end date');
    expect(text(M.endInPast)).toBe('End date should be in future');
  });

  it('give every key of the spec without a text a message', () => {
    expect(text(M.noUtmParamsAllowed)).toMatch(/utm_source, utm_medium and utm_campaign/);
    expect(text(M.onlyPositive)).toBe('Only positive numbers allowed.');
    expect(text(M.tooManyTestDevices)).toBe('At most %{max} test devices.');
  });
});

describe('basicInfoRules on save', () => {
  it('passes a new campaign as the defaults give it', () => {
    expect(problemsOf({})).toEqual([]);
  });

  it('requires a name', () => {
    // The same check passes a named campaign, so the message is the blank name's doing.
    expect(problemsOf({ name: 'Spring' })).toEqual([]);
    expect(problemsOf({ name: '  ' })).toEqual([{ field: 'name', message: M.required }]);
  });

  it('refuses utm parameters in the product and click URLs (noUtmParamsAllowed)', () => {
    expect(problemsOf({ productURL: 'https://shop.example.com/?a=1&utm_source=x', bidding_strategy: strategy({ click_url: 'https://x.example.com?UTM_Campaign=y' }) })).toEqual([
      { field: 'productURL', message: M.noUtmParamsAllowed },
      { field: 'bidding_strategy.click_url', message: M.noUtmParamsAllowed },
    ]);
    expect(problemsOf({ productURL: 'https://shop.example.com/?utm_content=x&ref=utm_source' })).toEqual([]);
  });

  it('asks a manual bid for a number above -1 ("The field value needs to be a number…")', () => {
    expect(problemsOf({ cpxManual: true, userCPX: null })).toEqual([{ field: 'userCPX', message: M.userCpx }]);
    expect(problemsOf({ cpxManual: true, userCPX: -1 })).toEqual([{ field: 'userCPX', message: M.userCpx }]);
    expect(problemsOf({ cpxManual: true, userCPX: -0.5 })).toEqual([]);
    expect(problemsOf({ cpxManual: false, userCPX: null })).toEqual([]);
  });

  it('keeps the start from before today while the campaign is unpublished, and the end after the start', () => {
    expect(problemsOf({ campaignStartAt: '2030-05-14' })).toEqual([{ field: 'campaignStartAt', message: M.startBeforeToday }]);
    expect(text(M.startBeforeToday)).toBe('Start date should be in future');
    expect(problemsOf({ campaignStartAt: TODAY })).toEqual([]);
    expect(problemsOf({ status_key: CAMPAIGN_STATUS.running, campaignStartAt: '2030-01-01' })).toEqual([]);
    expect(problemsOf({ campaignStartAt: '2030-06-02', campaignEndAt: '2030-06-01' })).toEqual([{ field: 'campaignEndAt', message: M.endBeforeStart }]);
    expect(problemsOf({ campaignStartAt: '2030-06-02', campaignEndAt: '2030-06-02' })).toEqual([]);
  });

  it('holds at most 10 test devices and 4 secondary events', () => {
    const devices = (n: number) => Array.from({ length: n }, (_, i) => `device-${i}`);
    expect(problemsOf({ test_devices: devices(10) })).toEqual([]);
    expect(problemsOf({ test_devices: devices(11) })).toEqual([{ field: 'test_devices', message: M.tooManyTestDevices, args: { max: 10 } }]);
    const events = (n: number) => strategy({ type: 'conversion', goal: 'website_custom_event', website_promotion: { ...strategy({}).website_promotion, secondary_events: devices(n) } });
    expect(problemsOf({ bidding_strategy: events(4) })).toEqual([]);
    expect(problemsOf({ bidding_strategy: events(5) })).toEqual([
      { field: 'bidding_strategy.website_promotion.secondary_events', message: M.tooManySecondaryEvents, args: { max: 4 } },
    ]);
  });

  it('does not ask for what only publishing needs', () => {
    expect(problemsOf({ budget: null, country: '', bidding_strategy: strategy({ type: 'consideration', goal: 'app_installs' }) })).toEqual([]);
  });
});

describe('basicInfoRules on publish', () => {
  it('passes a filled awareness campaign', () => {
    expect(problemsOf(publishable(), true)).toEqual([]);
  });

  it('requires the country, a budget above 0 (onlyPositive) and the click URL', () => {
    expect(problemsOf({ budget: 0 }, true)).toEqual([
      { field: 'country', message: M.required },
      { field: 'budget', message: M.onlyPositive },
      { field: 'bidding_strategy.click_url', message: M.required },
    ]);
    expect(problemsOf({ ...publishable(), budget: -5 }, true)).toEqual([{ field: 'budget', message: M.onlyPositive }]);
  });

  it('needs no click URL for type other', () => {
    expect(problemsOf({ ...publishable(), bidding_strategy: strategy({ type: 'other', goal: 'audio_advertising' }) }, true, newContext({ isAudio: true }))).toEqual([]);
  });

  it('refuses an end date already past', () => {
    expect(problemsOf({ ...publishable(), campaignEndAt: '2030-05-14' }, true)).toEqual([{ field: 'campaignEndAt', message: M.endInPast }]);
  });

  it('requires platform, bundle id and mmp for consideration with app installs only', () => {
    const app = (goal: 'app_installs' | 'landing_page_traffic') => ({ ...publishable(), bidding_strategy: strategy({ type: 'consideration', goal, click_url: 'https://x.example.com' }) });
    expect(problemsOf(app('app_installs'), true).map((p) => p.field)).toEqual([
      'bidding_strategy.app_promotion.app_platform_type',
      'bidding_strategy.app_promotion.bundle_id',
      'bidding_strategy.app_promotion.mmp',
    ]);
    expect(problemsOf(app('landing_page_traffic'), true)).toEqual([]);
  });

  it('requires the website promotion fields of the conversion goal', () => {
    const web = (goal: 'web_standard_conversion' | 'website_custom_event' | 'app_custom_event', urlType: 'conversion' | 'parameter' = 'conversion') => ({
      ...publishable(),
      bidding_strategy: strategy({ type: 'conversion', goal, click_url: 'https://x.example.com', website_promotion: { ...strategy({}).website_promotion, url_type: urlType } }),
    });
    expect(problemsOf(web('web_standard_conversion'), true)).toEqual([{ field: 'bidding_strategy.website_promotion.conversion_url', message: M.required }]);
    expect(problemsOf(web('web_standard_conversion', 'parameter'), true)).toEqual([]);
    expect(problemsOf(web('website_custom_event'), true).map((p) => p.field)).toEqual([
      'bidding_strategy.website_promotion.custom_action_name',
      'bidding_strategy.website_promotion.secondary_events',
    ]);
    expect(problemsOf(web('app_custom_event'), true)).toEqual([]);
  });

  it('is the section rule the registry runs, owning the fields it reports', () => {
    const values = { ...newBasicInfo({ budget: 0 }) } as CampaignFormValues;
    const fields = basicInfoRules(values, ctx, true).map((problem) => problem.field);
    expect(fields.length).toBeGreaterThan(0);
    fields.forEach((field) => expect(BASIC_INFO_FIELDS.some((prefix) => field === prefix || field.startsWith(`${prefix}.`))).toBe(true));
  });
});

describe('hasUtmParams', () => {
  it('reads parameter names only, in the query or the fragment', () => {
    expect(hasUtmParams('https://a.example.com/utm_source/page')).toBe(false);
    expect(hasUtmParams('https://a.example.com/#utm_medium=x')).toBe(true);
    expect(hasUtmParams('https://a.example.com/?utm_medium')).toBe(true);
  });
});
