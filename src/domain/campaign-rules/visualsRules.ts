import {
  AUDIO_MAX_FILES,
  DYNAMIC_MAX_DESCRIPTIONS,
  DYNAMIC_MAX_TITLES,
  NATIVE_IMAGE_SIZES,
  hasCreativeType,
  sizeLabel,
  type CampaignGoal,
  type DynamicAd,
  type NativeAd,
  type NativeImage,
} from '../../api/contract';
import { listLimitProblems } from './listLimitRules';
import { creativeNameProblems, filledNameProblems } from './creativeNameRule';
import { blank, encodedLength, invalid, listOf, missing, textOf, type CampaignRule, type RuleProblem } from './ruleProblem';

/** Spec 2 §5: limits of a responsive ad's texts, in encoded (UTF-8) bytes. */
export const DYNAMIC_TEXT_LIMITS = { call_to_action: 12, company_name: 10, description: 50, title: 30 } as const;
/** Spec 2 §5: limits of a native ad's texts, in encoded (UTF-8) bytes. */
export const NATIVE_TEXT_LIMITS = { advertiser: 25, call_to_action: 15, body: 90, headline: 25 } as const;
export type NativeLimitedText = keyof typeof NATIVE_TEXT_LIMITS;
/** The call-to-action colour: six hex digits without '#' (spec 2 §3, default 65abf6). */
export const CTA_COLOR_PATTERN = /^[0-9a-fA-F]{6}$/;
/** Spec 2 §3: star rating 1 to 5. */
export const STAR_RATINGS = [1, 2, 3, 4, 5] as const;

/**
 * Which goals are "web-style" and which "app-install" (spec 2 §5 names the two groups, spec 1 §2 the
 * goals; the choice is ours). Web-style: the goals whose ad leads to a website. App-install: the goals
 * that promote an app, whose icon is the ad's logo. Awareness goals buy impressions, so the logo and
 * the advertiser stay optional there; audio advertising has no visuals at all.
 */
export const WEB_GOALS: readonly CampaignGoal[] = ['landing_page_traffic', 'web_standard_conversion', 'website_custom_event'];
export const APP_GOALS: readonly CampaignGoal[] = ['app_installs', 'app_custom_event'];
/** Spec 2 §5: the logo (or app icon) is required for web-style and app-install goals. */
export const needsLogo = (goal: string | undefined): boolean => [...WEB_GOALS, ...APP_GOALS].some((one) => one === goal);
/** Spec 2 §5: the advertiser is required for web types. */
export const needsAdvertiser = (goal: string | undefined): boolean => WEB_GOALS.some((one) => one === goal);

export const VISUALS_MESSAGES = {
  noCreative: 'campaign-editor.creatives.validation.noCreative',
  responsive: {
    tooLong: 'campaign-editor.responsive.validation.tooLong',
    tooMany: 'campaign-editor.responsive.validation.tooMany',
    noTitle: 'campaign-editor.responsive.validation.noTitle',
    noDescription: 'campaign-editor.responsive.validation.noDescription',
    noImage: 'campaign-editor.responsive.validation.noImage',
    noLogo: 'campaign-editor.responsive.validation.noLogo',
    colour: 'campaign-editor.responsive.validation.colour',
  },
  native: {
    tooLong: 'campaign-editor.native.validation.tooLong',
    noLogo: 'campaign-editor.native.validation.noLogo',
    oneOfEachSize: 'campaign-editor.native.validation.oneOfEachSize',
    imageSize: 'campaign-editor.native.validation.imageSize',
    starRating: 'campaign-editor.native.validation.starRating',
  },
  video: { videoRequired: 'campaign-editor.video.validation.videoRequired' },
  audio: { tooMany: 'campaign-editor.audio.validation.tooMany' },
} as const;

const R = VISUALS_MESSAGES.responsive;
const N = VISUALS_MESSAGES.native;
const DYNAMIC = 'visuals.dynamic_ad';
const NATIVE = 'visuals.native_ad';

/**
 * Each banner's creative name on every save; at publish, at least one creative type (spec 1 §5): a
 * missing mandatory field (1301) labelled VISUALS, as spec 3 §8 names it in errors.
 */
export const bannerRules: CampaignRule = (record, context) => {
  const problems = [...listLimitProblems(record, 'visuals.'), ...listOf(record.visuals.banners).flatMap((banner, index) => creativeNameProblems(`visuals.banners.${index}.creative_name`, banner?.creative_name))];
  if (context.publishing && !hasCreativeType(record.visuals, record.goal === 'audio_advertising'))
    problems.push(missing('visuals', VISUALS_MESSAGES.noCreative));
  return problems;
};

const tooLong = (field: string, text: string, max: number, message: string): RuleProblem[] =>
  encodedLength(text) > max ? [invalid(field, message, { max })] : [];

/** A title or description list: present, at most five, each entry filled and within its limit. */
const dynamicListProblems = (ad: DynamicAd, list: 'titles' | 'descriptions'): RuleProblem[] => {
  const entries = listOf(ad[list]);
  const max = list === 'titles' ? DYNAMIC_MAX_TITLES : DYNAMIC_MAX_DESCRIPTIONS;
  const limit = list === 'titles' ? DYNAMIC_TEXT_LIMITS.title : DYNAMIC_TEXT_LIMITS.description;
  // The list's own problems first: the first problem of a path is the one shown.
  const problems: RuleProblem[] = [];
  if (entries.length === 0) problems.push(missing(`${DYNAMIC}.${list}`, list === 'titles' ? R.noTitle : R.noDescription));
  if (entries.length > max) problems.push(invalid(`${DYNAMIC}.${list}`, R.tooMany, { max }));
  entries.forEach((entry, index) => {
    const field = `${DYNAMIC}.${list}.${index}.value`;
    const value = textOf(entry?.value);
    if (blank(value)) problems.push(missing(field));
    else problems.push(...tooLong(field, value, limit, R.tooLong));
  });
  return problems;
};

/**
 * Responsive (dynamic) ad (spec 2 §3, §5), on every save while the ad is on. Where the spec names
 * limits and not required fields, the choice is ours: on, the ad must be servable (a title and a
 * description, a call to action, a company name, a creative name, the image and the logo, a six-digit
 * colour). Off, the stored ad is kept unchecked but for a filled-in creative name.
 */
export const responsiveRules: CampaignRule = (record) => {
  const { visuals } = record;
  const ad = visuals.dynamic_ad;
  if (!ad) return [];
  if (!visuals.dynamic_enabled) return filledNameProblems(`${DYNAMIC}.creative_name`, ad.creative_name);
  const problems = [...dynamicListProblems(ad, 'titles'), ...dynamicListProblems(ad, 'descriptions')];
  for (const field of ['call_to_action', 'company_name'] as const) {
    const value = textOf(ad[field]);
    if (blank(value)) problems.push(missing(`${DYNAMIC}.${field}`));
    else problems.push(...tooLong(`${DYNAMIC}.${field}`, value, DYNAMIC_TEXT_LIMITS[field], R.tooLong));
  }
  if (!CTA_COLOR_PATTERN.test(textOf(ad.call_to_action_color))) problems.push(invalid(`${DYNAMIC}.call_to_action_color`, R.colour));
  problems.push(...creativeNameProblems(`${DYNAMIC}.creative_name`, ad.creative_name));
  if (listOf(ad.images).length === 0) problems.push(missing(`${DYNAMIC}.images`, R.noImage));
  if (listOf(ad.logos).length === 0) problems.push(missing(`${DYNAMIC}.logos`, R.noLogo));
  return problems;
};

const isNativeSize = (image: NativeImage) => NATIVE_IMAGE_SIZES.some((size) => size.width === image.width && size.height === image.height);

/** Images: each 1200x627 or 600x600, at most one of each (spec 2 §5). */
const nativeImageProblems = (images: readonly NativeImage[]): RuleProblem[] => {
  const field = `${NATIVE}.images`;
  if (images.some((image) => !image || !isNativeSize(image))) return [invalid(field, N.imageSize, { sizes: NATIVE_IMAGE_SIZES.map(sizeLabel).join(', ') })];
  const sizes = images.map(sizeLabel);
  return new Set(sizes).size < sizes.length ? [invalid(field, N.oneOfEachSize)] : [];
};

const nativeText = (ad: NativeAd, field: NativeLimitedText, required: boolean): RuleProblem[] => {
  const value = textOf(ad[field]);
  if (blank(value)) return required ? [missing(`${NATIVE}.${field}`)] : [];
  return tooLong(`${NATIVE}.${field}`, value, NATIVE_TEXT_LIMITS[field], N.tooLong);
};

/**
 * Native ad (spec 2 §3, §5), on every save while the ad is on: headline, body and call to action
 * required; the advertiser for web-style goals, the logo for web-style and app-install goals; each
 * text within its limit in encoded bytes; star rating 1 to 5; images of the two sizes, one of each at
 * most; the creative name. Off, only a filled-in creative name is checked.
 */
export const nativeRules: CampaignRule = (record) => {
  const { visuals, goal } = record;
  const ad = visuals.native_ad;
  if (!ad) return [];
  if (!visuals.native_enabled) return filledNameProblems(`${NATIVE}.creative_name`, ad.creative_name);
  const problems = [
    ...nativeText(ad, 'headline', true),
    ...nativeText(ad, 'body', true),
    ...nativeText(ad, 'call_to_action', true),
    ...nativeText(ad, 'advertiser', needsAdvertiser(goal)),
  ];
  if (!STAR_RATINGS.some((one) => one === ad.star_rating)) problems.push(invalid(`${NATIVE}.star_rating`, N.starRating));
  if (!ad.logo && needsLogo(goal)) problems.push(missing(`${NATIVE}.logo`, N.noLogo));
  problems.push(...nativeImageProblems(listOf(ad.images)));
  problems.push(...creativeNameProblems(`${NATIVE}.creative_name`, ad.creative_name));
  return problems;
};

/**
 * Video ads (spec 2 §3 "Video ad item", §5), while video ads are on: each item needs its video and its
 * creative name. Off, the items are kept unchecked but for a filled-in name. Companion banners are
 * optional and named after their files; a name given is held to the rule.
 */
export const videoRules: CampaignRule = (record) => {
  const { visuals } = record;
  return listOf(visuals.video_ads).flatMap((ad, index) => {
    const at = `visuals.video_ads.${index}`;
    const problems: RuleProblem[] = [];
    if (visuals.video_enabled && !ad?.video) problems.push(missing(`${at}.video`, VISUALS_MESSAGES.video.videoRequired));
    problems.push(...(visuals.video_enabled ? creativeNameProblems(`${at}.creative_name`, ad?.creative_name) : filledNameProblems(`${at}.creative_name`, ad?.creative_name)));
    listOf(ad?.companion_banners).forEach((companion, banner) => problems.push(...filledNameProblems(`${at}.companion_banners.${banner}.creative_name`, companion?.creative_name)));
    return problems;
  });
};

/**
 * Audio ads (spec 2 §5): at most five tracks, on every save. Each track's own rules (mp3, 15 to 30 s,
 * 20 MB) are checked at upload; no track is required at publish (audio advertising is exempt from
 * "at least one creative", spec 1 §5).
 */
export const audioRules: CampaignRule = (record) =>
  listOf(record.visuals.audio_ads).length > AUDIO_MAX_FILES ? [invalid('visuals.audio_ads', VISUALS_MESSAGES.audio.tooMany, { max: AUDIO_MAX_FILES })] : [];
