import { CAMPAIGN_GOALS, type CampaignInput, type CampaignType, type CampaignOwnerFields, type DynamicAd, type NativeAd, type VideoAd } from '../../../src/api/contract';
import { defaultDynamicAd, defaultNativeAd, defaultOwnerFields, emptyVideoAd } from '../../../src/api/contract/campaign-defaults';
import { publishableInput } from '../../../mock-server/routes/campaign-test-support';
import { CREATIVE_FILE_IDS, fileUrl } from '../../../mock-server/seed/creative-files';

/**
 * Valid campaigns for the rule walk (sharedRules.test.ts), each publishable as it is, so that the one
 * change a row makes is what the form and the mock refuse. Creatives name the mock's seeded files.
 */
export type Body = CampaignInput;

export const awareness = (): Body => publishableInput();

const typeOf = (goal: CampaignInput['goal']): CampaignType =>
  (Object.keys(CAMPAIGN_GOALS) as CampaignType[]).find((type) => (CAMPAIGN_GOALS[type] as readonly string[]).includes(goal)) ?? 'awareness';

/** The same campaign with another goal (its type follows), bidding strategy included. */
export const withGoal = (body: Body, goal: CampaignInput['goal']): Body => {
  const type = typeOf(goal);
  return { ...body, campaign_type: type, goal, bidding_strategy: { ...body.bidding_strategy, type, goal } };
};

export const responsiveAd = (overrides: Partial<DynamicAd> = {}): DynamicAd => ({
  ...defaultDynamicAd(),
  titles: [{ key: 0, value: 'Spring sale' }],
  descriptions: [{ key: 0, value: 'Fresh picks every day' }],
  call_to_action: 'Shop now',
  company_name: 'Harbor',
  creative_name: 'spring_dynamic',
  images: [{ key: 0, file_id: CREATIVE_FILE_IDS.dynamicImage, url: fileUrl(CREATIVE_FILE_IDS.dynamicImage) }],
  logos: [{ key: 0, file_id: CREATIVE_FILE_IDS.dynamicLogo, url: fileUrl(CREATIVE_FILE_IDS.dynamicLogo) }],
  ...overrides,
});

export const withResponsive = (overrides: Partial<DynamicAd> = {}): Body => {
  const body = awareness();
  return { ...body, visuals: { ...body.visuals, dynamic_enabled: true, dynamic_ad: responsiveAd(overrides) } };
};

export const nativeAd = (overrides: Partial<NativeAd> = {}): NativeAd => ({
  ...defaultNativeAd(),
  creative_name: 'spring_native',
  headline: 'Spring sale',
  body: 'Fresh picks every day',
  call_to_action: 'Shop',
  advertiser: 'Harbor',
  logo: { file_id: CREATIVE_FILE_IDS.nativeLogo, url: fileUrl(CREATIVE_FILE_IDS.nativeLogo), width: 128, height: 128, file_name: 'logo.png' },
  ...overrides,
});

/** A native ad on a web-style goal (landing page traffic), where the logo and the advertiser are required. */
export const withNative = (overrides: Partial<NativeAd> = {}): Body => {
  const body = withGoal(awareness(), 'landing_page_traffic');
  return { ...body, visuals: { ...body.visuals, native_enabled: true, native_ad: nativeAd(overrides) } };
};

export const videoAd = (overrides: Partial<VideoAd> = {}): VideoAd => ({
  ...emptyVideoAd(),
  creative_name: 'spring_video',
  video: { file_id: CREATIVE_FILE_IDS.video, name: 'teaser.mp4', url: fileUrl(CREATIVE_FILE_IDS.video), size: 1, duration: 2, width: 640, height: 360 },
  ...overrides,
});

export const withVideo = (overrides: Partial<VideoAd> = {}): Body => {
  const body = awareness();
  return { ...body, visuals: { ...body.visuals, video_enabled: true, video_ads: [videoAd(overrides)] } };
};

/** An audio campaign (Voice Reward Ads) in Nigeria, whose regions are Nigeria's. */
export const audio = (): Body => {
  const body = withGoal(awareness(), 'audio_advertising');
  const track = { file_id: CREATIVE_FILE_IDS.audioFirst, name: 'spot-15s.mp3', url: fileUrl(CREATIVE_FILE_IDS.audioFirst), size: 1, duration: 15, extension: 'mp3' as const };
  return { ...body, country: 'NG', timezone_offset_seconds: 3600, bidding_strategy: { ...body.bidding_strategy, click_url: '' }, visuals: { ...body.visuals, banners: [], audio_enabled: true, audio_ads: [track] } };
};

/** Manual targeting of the campaign's country. */
export const manual = (targeting: Partial<CampaignInput['targeting']> = {}, country = 'US'): Body => {
  const body = awareness();
  return { ...body, country, targeting: { ...body.targeting, automatic_targeting: false, ...targeting } };
};

/** An administrator's campaign with owner fields. */
export const owned = (owner: Partial<CampaignOwnerFields>): Body => ({ ...awareness(), owner: { ...defaultOwnerFields(), ...owner } });
