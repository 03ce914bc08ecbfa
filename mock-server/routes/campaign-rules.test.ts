import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUS, type CampaignInput } from '../../src/api/contract';
import { defaultAppPromotion, defaultWebsitePromotion } from '../seed/campaign-defaults';
import { signedInMock } from '../test-support';
import { createCampaign, inputOf, isoDaysFromNow, publishableInput, saveCampaign, storedCampaign } from './campaign-test-support';

/** The rules every save applies (campaign-validation.ts), each seen as an API client sees it. */
const t = signedInMock();

const NO_UTM = 'Remove the utm_source, utm_medium and utm_campaign parameters: the platform adds them itself.';
/** Sets stored fields the API cannot reach at once (a start in the past, a status). */
const patch = (id: number, fields: Parameters<typeof Object.assign>[1]) => t.mock.store.mutate(() => Object.assign(storedCampaign(t.mock, id), fields));

/**
 * Saves a new campaign with `overrides` and expects the refusal `code` with exactly `errors`. The same
 * save without the overrides is accepted first, so the refusal is the overrides' doing.
 */
const expectRefused = async (overrides: Partial<CampaignInput>, code: number, errors: Record<string, string> | null) => {
  expect((await saveCampaign(t.base, t.advertiser, publishableInput())).type.code).toBe(0);
  const before = t.mock.store.state().campaigns.length;
  const result = await saveCampaign(t.base, t.advertiser, publishableInput(overrides));
  expect(result.type.code).toBe(code);
  expect(result.data).toEqual(errors === null ? null : { errors });
  expect(t.mock.store.state().campaigns).toHaveLength(before);
};

describe('name', () => {
  it('is required (1301)', async () => {
    await expectRefused({ name: '   ' }, 1301, { name: 'Field is required.' });
  });

  it('is unique in the space, whatever the letter case (1312), except for the campaign itself', async () => {
    const first = await createCampaign(t.base, t.advertiser);
    await expectRefused({ name: ` ${first.name.toUpperCase()} ` }, 1312, { name: 'Campaign name must be unique per space' });
    expect((await saveCampaign(t.base, t.advertiser, inputOf(first, { budget: 55 }))).type.code).toBe(0);
  });

  it('has a length limit of 255 characters (code 2)', async () => {
    await expectRefused({ name: 'n'.repeat(256) }, 2, { name: 'maximum 255 characters allowed' });
  });
});

describe('urls', () => {
  it.each([
    ['https://shop.example.com/?utm_source=x', 'product_url'],
    ['https://shop.example.com/?a=1&UTM_MEDIUM=x', 'product_url'],
    ['https://shop.example.com/?utm_campaign', 'product_url'],
  ])('refuses utm parameters in the product url: %s', async (url, field) => {
    await expectRefused({ product_url: url }, 2, { [field]: NO_UTM });
  });

  it('refuses utm parameters in the click url, and allows other parameters and utm_content', async () => {
    const input = publishableInput();
    await expectRefused({ bidding_strategy: { ...input.bidding_strategy, click_url: 'https://x.example.com/?utm_source=dsp' } }, 2, { 'bidding_strategy.click_url': NO_UTM });
    expect((await saveCampaign(t.base, t.advertiser, publishableInput({ product_url: 'https://x.example.com/?utm_content=a&ref=utm_source' }))).type.code).toBe(0);
  });

  it('refuses a conversion url that is not http(s) with 1313', async () => {
    const input = publishableInput({ campaign_type: 'conversion', goal: 'web_standard_conversion' });
    const strategy = { ...input.bidding_strategy, type: 'conversion' as const, goal: 'web_standard_conversion' as const, website_promotion: { ...defaultWebsitePromotion(), conversion_url: 'javascript:alert(1)' } };
    await expectRefused({ ...input, bidding_strategy: strategy }, 1313, { 'bidding_strategy.website_promotion.conversion_url': 'Wrong pixel URL' });
  });
});

/** The value of the first `key` anywhere in a parsed JSON document. */
const findKey = (value: unknown, key: string): unknown => {
  if (typeof value !== 'object' || value === null) return undefined;
  const record = value as Record<string, unknown>;
  if (key in record) return record[key];
  for (const inner of Object.values(record)) {
    const found = findKey(inner, key);
    if (found !== undefined) return found;
  }
  return undefined;
};

describe('the utm message', () => {
  it("is worded as the app's English noUtmParamsAllowed", () => {
    const file = path.join(path.dirname(fileURLToPath(import.meta.url)), '../../locales/en/campaign-editor-basic-info.json');
    expect(findKey(JSON.parse(fs.readFileSync(file, 'utf8')), 'noUtmParamsAllowed')).toBe(NO_UTM);
  });
});

describe('goal and country', () => {
  it('refuses a goal of another type and a strategy that disagrees with the campaign', async () => {
    await expectRefused({ goal: 'app_installs' }, 2, { goal: 'The goal does not belong to the campaign type.', 'bidding_strategy.goal': 'Must be the campaign goal.' });
  });

  it('refuses an unknown country, and a country change once one is set', async () => {
    await expectRefused({ country: 'XX' }, 2, { country: 'Unknown country.' });
    const created = await createCampaign(t.base, t.advertiser);
    const moved = await saveCampaign(t.base, t.advertiser, inputOf(created, { country: 'NG' }));
    expect(moved.data).toEqual({ errors: { country: 'The country cannot be changed once it is set.' } });
    const unset = await createCampaign(t.base, t.advertiser, { country: '' });
    expect((await saveCampaign(t.base, t.advertiser, inputOf(unset, { country: 'NG' }))).data.country).toBe('NG');
  });
});

describe('dates', () => {
  it('refuses a start not before the end (1303)', async () => {
    const start = isoDaysFromNow(5);
    await expectRefused({ campaign_start_at: start, campaign_end_at: start }, 1303, { campaign_start_at: 'Start date should be less than end date' });
  });

  it('refuses a start before today (1304), only when the start changes', async () => {
    await expectRefused({ campaign_start_at: isoDaysFromNow(-2) }, 1304, { campaign_start_at: 'Start date should be in future' });
    // Earlier today is still today: allowed.
    const today = new Date();
    today.setUTCHours(0, 0, 1, 0);
    expect((await saveCampaign(t.base, t.advertiser, publishableInput({ campaign_start_at: today.toISOString(), timezone_offset_seconds: 0 }))).type.code).toBe(0);
    // A draft whose start has passed since can still be saved without touching it.
    const created = await createCampaign(t.base, t.advertiser, { campaign_start_at: isoDaysFromNow(3) });
    const past = isoDaysFromNow(-3);
    patch(created.id, { campaign_start_at: past });
    expect((await saveCampaign(t.base, t.advertiser, inputOf({ ...created, campaign_start_at: past }, { budget: 77 }))).type.code).toBe(0);
  });

  it('refuses an end in the past (1305) when the end changes', async () => {
    await expectRefused({ campaign_end_at: isoDaysFromNow(-1) }, 1305, { campaign_end_at: 'End date should be in future' });
  });

  it('refuses a start change once the campaign has started running (1306)', async () => {
    const created = await createCampaign(t.base, t.advertiser);
    patch(created.id, { status_key: CAMPAIGN_STATUS.paused, campaign_start_at: isoDaysFromNow(-10) });
    const moved = await saveCampaign(t.base, t.advertiser, inputOf({ ...created, campaign_start_at: isoDaysFromNow(-10) }, { campaign_start_at: isoDaysFromNow(2) }));
    expect(moved.type.code).toBe(1306);
    expect(moved.data).toEqual({ errors: { campaign_start_at: 'Start date is not modifiable' } });
    // The same day at another instant is the same date: a started campaign saved as the editor sends
    // it (the day's start in its timezone, where the seed may hold UTC midnight) is accepted.
    const day = isoDaysFromNow(-10).slice(0, 10);
    expect(created.timezone_offset_seconds).toBe(-18_000);
    patch(created.id, { campaign_start_at: new Date(`${day}T01:00:00-05:00`).toISOString() });
    const sameDay = inputOf({ ...created, version: storedCampaign(t.mock, created.id).version }, { campaign_start_at: new Date(`${day}T00:00:00-05:00`).toISOString() });
    expect((await saveCampaign(t.base, t.advertiser, sameDay)).type).toEqual({ code: 0, message: 'OK' });
    // Waiting to start: not started yet, so the start may move.
    const waiting = await createCampaign(t.base, t.advertiser, { campaign_start_at: isoDaysFromNow(5) });
    patch(waiting.id, { status_key: CAMPAIGN_STATUS.waiting_to_start });
    expect((await saveCampaign(t.base, t.advertiser, inputOf(waiting, { campaign_start_at: isoDaysFromNow(8) }))).type.code).toBe(0);
  });
});

describe('bids and apps', () => {
  it('refuses a manual bid below the base bid of 0.05 USD (1308)', async () => {
    await expectRefused({ manual_cpx: true, user_cpx: 0.04 }, 1308, { user_cpx: 'Bid amount should be greater than a base bid' });
    expect((await saveCampaign(t.base, t.advertiser, publishableInput({ manual_cpx: true, user_cpx: 0.05 }))).type.code).toBe(0);
  });

  it('refuses a bundle change once the campaign left draft (1310)', async () => {
    const input = publishableInput({ campaign_type: 'consideration', goal: 'app_installs' });
    const app = { ...defaultAppPromotion(), bundle_id: 'com.lagoseats.delivery', app_platform_type: 'android' as const, mmp: 'adjust' as const };
    const created = await createCampaign(t.base, t.advertiser, { ...input, bidding_strategy: { ...input.bidding_strategy, type: 'consideration', goal: 'app_installs', app_promotion: app } });
    const otherApp = { ...app, bundle_id: 'com.tuneflow.music' };
    // Still a draft: the app may change.
    const changed = await saveCampaign(t.base, t.advertiser, inputOf(created, { bidding_strategy: { ...created.bidding_strategy, app_promotion: otherApp } }));
    expect(changed.type.code).toBe(0);
    patch(created.id, { status_key: CAMPAIGN_STATUS.in_moderation });
    const refused = await saveCampaign(t.base, t.advertiser, inputOf(changed.data, { bidding_strategy: { ...created.bidding_strategy, app_promotion: app } }));
    expect(refused.type.code).toBe(1310);
    expect(refused.data).toEqual({ errors: { 'bidding_strategy.app_promotion.bundle_id': 'App URL is not modifiable' } });
  });
});

describe('list limits (spec 1 §5, spec 2 §5)', () => {
  it('allows 10 test devices and 10 attribution pairs, refuses 11 (code 2)', async () => {
    const devices = Array.from({ length: 11 }, (_, i) => `device-${i}`);
    const pairs = Array.from({ length: 11 }, (_, i) => ({ name: `n${i}`, value: `v${i}` }));
    await expectRefused({ test_devices: devices, attribution: pairs }, 2, {
      test_devices: 'At most 10 test devices.',
      attribution: 'At most 10 attribution pairs',
    });
    expect((await saveCampaign(t.base, t.advertiser, publishableInput({ test_devices: devices.slice(0, 10), attribution: pairs.slice(0, 10) }))).type.code).toBe(0);
  });

  it('allows 4 secondary events, refuses 5', async () => {
    const input = publishableInput({ campaign_type: 'conversion', goal: 'website_custom_event' });
    const site = (events: string[]) => ({ ...defaultWebsitePromotion(), custom_action_name: 'add_to_cart', secondary_events: events });
    const strategy = (events: string[]) => ({ ...input.bidding_strategy, type: 'conversion' as const, goal: 'website_custom_event' as const, website_promotion: site(events) });
    await expectRefused({ ...input, bidding_strategy: strategy(['a', 'b', 'c', 'd', 'e']) }, 2, {
      'bidding_strategy.website_promotion.secondary_events': 'At most 4 secondary events.',
    });
    expect((await saveCampaign(t.base, t.advertiser, { ...input, bidding_strategy: strategy(['a', 'b', 'c', 'd']) })).type.code).toBe(0);
  });

  it('refuses creative names over 75 characters or with other characters', async () => {
    const input = publishableInput();
    const banner = input.visuals.banners[0];
    if (!banner) throw new Error('no banner');
    const named = (creative_name: string) => ({ visuals: { ...input.visuals, banners: [{ ...banner, creative_name }] } });
    await expectRefused(named('x'.repeat(76)), 2, { 'visuals.banners.0.creative_name': 'Names must be 75 characters or less' });
    await expectRefused(named('spring sale'), 2, { 'visuals.banners.0.creative_name': 'Names can only contain letters, numbers, dashes, underscores no spaces' });
  });
});

describe('several problems at once', () => {
  it('answers the first code and every field message, so a form can show them all', async () => {
    const result = await saveCampaign(t.base, t.advertiser, publishableInput({ name: '', product_url: 'https://a.example.com/?utm_source=1', campaign_end_at: isoDaysFromNow(-1) }));
    expect(result.type.code).toBe(2);
    expect(result.data).toEqual({
      errors: { name: 'Field is required.', product_url: NO_UTM, campaign_end_at: 'End date should be in future' },
    });
  });
});
