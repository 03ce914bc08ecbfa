import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUS, type CampaignInput, type CampaignRecord } from '../../src/api/contract';
import { defaultAppPromotion, defaultDynamicAd, defaultNativeAd, defaultVisuals, defaultWebsitePromotion, emptyVideoAd } from '../seed/campaign-defaults';
import { CREATIVE_FILE_IDS, fileUrl } from '../seed/creative-files';
import { call, signedInMock } from '../test-support';
import { createCampaign, getCampaign, inputOf, publishableInput, publishCampaign, saveCampaign, storedCampaign } from './campaign-test-support';

/** POST /v1/campaign/saveAndPublish: the save, the publish-only rules and the move to moderation. */
const t = signedInMock();

const S = CAMPAIGN_STATUS;

/** Complete ads of each kind that needs no banner, on the seeded files (an ad that is on must be servable). */
const COMPLETE_ADS = {
  dynamic_enabled: {
    dynamic_ad: {
      ...defaultDynamicAd(),
      titles: [{ key: 0, value: 'Spring sale' }],
      descriptions: [{ key: 0, value: 'Fresh picks' }],
      call_to_action: 'Shop now',
      company_name: 'Harbor',
      creative_name: 'spring_dynamic',
      images: [{ key: 0, file_id: CREATIVE_FILE_IDS.dynamicImage, url: fileUrl(CREATIVE_FILE_IDS.dynamicImage) }],
      logos: [{ key: 0, file_id: CREATIVE_FILE_IDS.dynamicLogo, url: fileUrl(CREATIVE_FILE_IDS.dynamicLogo) }],
    },
  },
  native_enabled: { native_ad: { ...defaultNativeAd(), creative_name: 'spring_native', headline: 'Spring sale', body: 'Fresh picks', call_to_action: 'Shop' } },
  video_enabled: {
    video_ads: [
      {
        ...emptyVideoAd(),
        creative_name: 'spring_video',
        video: { file_id: CREATIVE_FILE_IDS.video, name: 'teaser.mp4', url: fileUrl(CREATIVE_FILE_IDS.video), size: 1, duration: 2, width: 640, height: 360 },
      },
    ],
  },
} as const;
const setStatus = (id: number, status_key: (typeof S)[keyof typeof S]) => t.mock.store.mutate(() => Object.assign(storedCampaign(t.mock, id), { status_key }));

/**
 * Publishes `body` and expects the refusal `code` with exactly `errors`, nothing stored. A valid
 * publish is accepted first, so the refusal is the body's doing.
 */
const expectRefused = async (body: CampaignInput, code: number, errors: Record<string, string> | null) => {
  expect((await publishCampaign(t.base, t.advertiser, publishableInput())).type.code).toBe(0);
  const before = t.mock.store.state().campaigns.length;
  const result = await publishCampaign(t.base, t.advertiser, body);
  expect(result.type.code).toBe(code);
  expect(result.data).toEqual(errors === null ? null : { errors });
  expect(t.mock.store.state().campaigns).toHaveLength(before);
};

const ofGoal = (type: CampaignInput['campaign_type'], goal: CampaignInput['goal'], strategy: Partial<CampaignInput['bidding_strategy']> = {}, rest: Partial<CampaignInput> = {}): CampaignInput => {
  const input = publishableInput(rest);
  return { ...input, campaign_type: type, goal, bidding_strategy: { ...input.bidding_strategy, type, goal, ...strategy } };
};

describe('publishing a draft', () => {
  it('creates and submits in one call: in_moderation, moderation_start_at now, one change log entry', async () => {
    const before = Date.now();
    const result = await publishCampaign(t.base, t.advertiser, publishableInput());
    expect(result.type.code).toBe(0);
    expect(result.data).toMatchObject({ status_key: S.in_moderation, version: 1, creative_status: 'pending_review' });
    expect(Date.parse(result.data.moderation_start_at ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(t.mock.store.state().revisions.filter((r) => r.campaign_id === result.data.id)).toHaveLength(1);
  });

  it('moves a saved draft to moderation, saving the body with it', async () => {
    const draft = await createCampaign(t.base, t.advertiser);
    const published = await publishCampaign(t.base, t.advertiser, inputOf(draft, { budget: 180 }));
    expect(published.data).toMatchObject({ id: draft.id, status_key: S.in_moderation, budget: 180, version: 2 });
    expect((await getCampaign(t.base, t.advertiser, draft.id)).data).toEqual(published.data);
  });

  it('checks the version like a save (1320)', async () => {
    const draft = await createCampaign(t.base, t.advertiser);
    await saveCampaign(t.base, t.advertiser, inputOf(draft, { budget: 90 }));
    const late = await publishCampaign(t.base, t.advertiser, inputOf(draft));
    expect(late.type.code).toBe(1320);
    expect(storedCampaign(t.mock, draft.id).status_key).toBe(S.draft);
  });
});

describe('mandatory fields (1301 with data.errors)', () => {
  it('needs a country, a budget above 0 and a click url', async () => {
    const input = publishableInput({ country: '', budget: 0 });
    await expectRefused({ ...input, bidding_strategy: { ...input.bidding_strategy, click_url: '' } }, 1301, {
      country: 'Field is required.',
      // The editor's own English for the budget (onlyPositive, spec 1 §5).
      budget: 'Only positive numbers allowed.',
      'bidding_strategy.click_url': 'Field is required.',
    });
  });

  it("names the missing fields by spec 3 §8's labels in the answer's message (Budget, Bid Amount, VISUALS)", async () => {
    const refused = await publishCampaign(t.base, t.advertiser, publishableInput({ budget: 0, manual_cpx: true, user_cpx: null, visuals: defaultVisuals() }));
    expect(refused.type).toEqual({ code: 1301, message: 'Missing mandatory field(s): Budget, Bid Amount, VISUALS' });
    const unlabelled = await publishCampaign(t.base, t.advertiser, publishableInput({ country: '' }));
    expect(unlabelled.type).toEqual({ code: 1301, message: 'Missing mandatory field(s)' });
  });

  it('needs no click url for the other type (audio)', async () => {
    const audio = ofGoal('other', 'audio_advertising', { click_url: '' }, { visuals: defaultVisuals() });
    expect((await publishCampaign(t.base, t.advertiser, audio)).type.code).toBe(0);
  });

  it('needs the bid when optimisation is manual', async () => {
    await expectRefused(publishableInput({ manual_cpx: true, user_cpx: null }), 1301, {
      user_cpx: 'The field value needs to be a number. Make sure to enter a numeric value.',
    });
  });

  it('needs platform, bundle and measurement partner for consideration + app installs', async () => {
    await expectRefused(ofGoal('consideration', 'app_installs', { app_promotion: defaultAppPromotion() }), 1301, {
      'bidding_strategy.app_promotion.app_platform_type': 'Field is required.',
      'bidding_strategy.app_promotion.bundle_id': 'Field is required.',
      'bidding_strategy.app_promotion.mmp': 'Field is required.',
    });
    await expectRefused(ofGoal('consideration', 'app_installs', { app_promotion: null }), 1301, {
      'bidding_strategy.app_promotion.app_platform_type': 'Field is required.',
      'bidding_strategy.app_promotion.bundle_id': 'Field is required.',
      'bidding_strategy.app_promotion.mmp': 'Field is required.',
    });
  });

  it('refuses an app the store does not have (1311), accepts one it has', async () => {
    const app = (bundle_id: string) => ({ ...defaultAppPromotion(), bundle_id, app_platform_type: 'ios' as const, mmp: 'appsflyer' as const });
    await expectRefused(ofGoal('consideration', 'app_installs', { app_promotion: app('com.nowhere.app') }), 1311, {
      'bidding_strategy.app_promotion.bundle_id': 'App does not exist in the app store',
    });
    expect((await publishCampaign(t.base, t.advertiser, ofGoal('consideration', 'app_installs', { app_promotion: app('1523456789') }))).type.code).toBe(0);
  });

  it('needs the conversion url for a standard web conversion counted by url, not by parameter', async () => {
    await expectRefused(ofGoal('conversion', 'web_standard_conversion', { website_promotion: defaultWebsitePromotion() }), 1301, {
      'bidding_strategy.website_promotion.conversion_url': 'Field is required.',
    });
    const byParameter = ofGoal('conversion', 'web_standard_conversion', { website_promotion: { ...defaultWebsitePromotion(), url_type: 'parameter' } });
    expect((await publishCampaign(t.base, t.advertiser, byParameter)).type.code).toBe(0);
  });

  it('needs the custom action name for a website custom event', async () => {
    await expectRefused(ofGoal('conversion', 'website_custom_event', { website_promotion: defaultWebsitePromotion() }), 1301, {
      'bidding_strategy.website_promotion.custom_action_name': 'Field is required.',
      'bidding_strategy.website_promotion.secondary_events': 'Field is required.',
    });
  });

  it('saves an incomplete draft with a plain save', async () => {
    const result = await saveCampaign(t.base, t.advertiser, publishableInput({ country: '', budget: 0, visuals: defaultVisuals() }));
    expect(result.type.code).toBe(0);
  });
});

describe('budget against the bid', () => {
  it('refuses a budget below the manual bid with 1302', async () => {
    await expectRefused(publishableInput({ budget: 1, manual_cpx: true, user_cpx: 2 }), 1302, { budget: 'Campaign budget is less than bid amount' });
  });

  it('refuses a budget below the automatic bid with 1309', async () => {
    await expectRefused(publishableInput({ budget: 0.2 }), 1309, { budget: 'Budget should be >= bid amount' });
  });
});

describe('creatives (1301, labelled VISUALS)', () => {
  const noBanners = () => publishableInput({ visuals: defaultVisuals() });

  it('refuses a campaign without a creative', async () => {
    await expectRefused(noBanners(), 1301, { visuals: 'Add at least one creative: a banner with a name, or turn on a responsive, native or video ad.' });
  });

  it('refuses a banner without a creative name', async () => {
    const input = publishableInput();
    const banners = input.visuals.banners.map((banner) => ({ ...banner, creative_name: '' }));
    await expectRefused({ ...input, visuals: { ...input.visuals, banners } }, 1301, {
      'visuals.banners.0.creative_name': 'Creative Name is a required field',
      visuals: 'Add at least one creative: a banner with a name, or turn on a responsive, native or video ad.',
    });
  });

  it.each(['dynamic_enabled', 'native_enabled', 'video_enabled'] as const)('accepts no banners when %s is on', async (flag) => {
    const input = noBanners();
    expect((await publishCampaign(t.base, t.advertiser, { ...input, visuals: { ...input.visuals, [flag]: true, ...COMPLETE_ADS[flag] } })).type.code).toBe(0);
  });
});

describe('what publishing does to each status', () => {
  it('sends a rejected campaign back to moderation once it changed, and refuses it unchanged (139)', async () => {
    const published = (await publishCampaign(t.base, t.advertiser, publishableInput())).data;
    const reject = await rejectAsAdmin(published);
    expect(reject.status_key).toBe(S.rejected);
    const unchanged = await publishCampaign(t.base, t.advertiser, inputOf(reject));
    expect(unchanged.type).toEqual({ code: 139, message: 'Campaign has not been changed after rejection' });
    expect(storedCampaign(t.mock, published.id).status_key).toBe(S.rejected);
    // A change saved first, then publishing the saved version: allowed.
    const fixed = await saveCampaign(t.base, t.advertiser, inputOf(reject, { product_url: 'https://shop.example.com/fixed' }));
    expect(fixed.data.status_key).toBe(S.rejected);
    const again = await publishCampaign(t.base, t.advertiser, inputOf(fixed.data));
    expect(again.data).toMatchObject({ status_key: S.in_moderation, rejection_reason: null });
  });

  it('restarts moderation when a campaign in moderation is published with changes, and leaves it alone without', async () => {
    const published = (await publishCampaign(t.base, t.advertiser, publishableInput())).data;
    const same = await publishCampaign(t.base, t.advertiser, inputOf(published));
    expect(same.data).toMatchObject({ version: published.version, moderation_start_at: published.moderation_start_at });
    const changed = await publishCampaign(t.base, t.advertiser, inputOf(published, { budget: 333 }));
    expect(changed.data.status_key).toBe(S.in_moderation);
    expect(Date.parse(changed.data.moderation_start_at ?? '')).toBeGreaterThanOrEqual(Date.parse(published.moderation_start_at ?? ''));
  });

  it('refuses a plain save of a running campaign’s moderated fields (137); publishing sends them to moderation', async () => {
    const running = await createCampaign(t.base, t.advertiser);
    setStatus(running.id, S.running);
    const loaded = (await getCampaign(t.base, t.advertiser, running.id)).data;
    const input = inputOf(loaded);
    for (const change of [
      { product_url: 'https://shop.example.com/other' },
      { bidding_strategy: { ...input.bidding_strategy, click_url: 'https://shop.example.com/other?ref=dsp' } },
      { visuals: { ...input.visuals, banners: [], native_enabled: true, ...COMPLETE_ADS.native_enabled } },
    ]) {
      const refused = await saveCampaign(t.base, t.advertiser, { ...input, ...change });
      expect(refused.type).toEqual({ code: 137, message: 'Campaign needs moderation' });
    }
    expect(storedCampaign(t.mock, running.id).version).toBe(loaded.version);
    // Other fields save as usual, and the campaign keeps running.
    const budget = await saveCampaign(t.base, t.advertiser, { ...input, budget: 444 });
    expect(budget.data).toMatchObject({ status_key: S.running, budget: 444 });
    const published = await publishCampaign(t.base, t.advertiser, inputOf(budget.data, { product_url: 'https://shop.example.com/other' }));
    expect(published.data).toMatchObject({ status_key: S.in_moderation, product_url: 'https://shop.example.com/other' });
  });

  it('keeps a running campaign running when publishing changes nothing moderated', async () => {
    const running = await createCampaign(t.base, t.advertiser);
    setStatus(running.id, S.paused);
    const loaded = (await getCampaign(t.base, t.advertiser, running.id)).data;
    expect((await publishCampaign(t.base, t.advertiser, inputOf(loaded, { budget: 150 }))).data).toMatchObject({ status_key: S.paused, budget: 150 });
  });
});

/** Rejects a campaign in moderation as the administrator and answers the advertiser's reload. */
const rejectAsAdmin = async (campaign: CampaignRecord): Promise<CampaignRecord> => {
  const answer = await call(t.base, '/v1/campaign/moderation/reject', {
    token: t.admin,
    json: { campaign_id: campaign.id, comment: 'Landing page mismatch', moderation_start_at: campaign.moderation_start_at },
  });
  if (answer.type.code !== 0) throw new Error(`reject refused: ${JSON.stringify(answer.type)}`);
  return (await getCampaign(t.base, t.advertiser, campaign.id)).data;
};
