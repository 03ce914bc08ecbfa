import { NATIVE_IMAGE_SIZES, sizeLabel, type CampaignGoal, type NativeAd, type NativeImage } from '../../../src/api/contract';
import { DEFAULT_STAR_RATING } from '../../../src/api/contract/campaign-defaults';
import { creativeNameProblem } from '../creatives/creativeName';
import type { SectionProblem, SectionRules } from '../sections/sectionContract';

const N = 'campaign-editor.native';
const AD = 'visuals.native_ad';

/** The form fields the native ads tab owns (a rule or server error on one opens it). */
export const NATIVE_FIELDS = ['visuals.native_ad', 'visuals.native_enabled'] as const;

/** Spec 2 §5: limits of a native ad's texts, in encoded (UTF-8) bytes. */
export const NATIVE_TEXT_LIMITS = { advertiser: 25, call_to_action: 15, body: 90, headline: 25 } as const;
export type NativeLimitedText = keyof typeof NATIVE_TEXT_LIMITS;

/** Spec 2 §3: star rating 1 to 5. */
export const STAR_RATINGS = [1, 2, 3, 4, 5] as const;

/** The text's length as the spec counts it: its UTF-8 bytes (a Cyrillic letter takes 2). */
export const encodedLength = (text: string): number => new TextEncoder().encode(text).length;

/**
 * Which goals are "web-style" and which "app-install" (spec 2 §5 names the two groups, spec 1 §2 the
 * goals; the choice is ours). Web-style: the goals whose ad leads to a website, landing_page_traffic,
 * web_standard_conversion and website_custom_event. App-install: the goals that promote an app, whose
 * icon is the ad's logo: app_installs and app_custom_event (an event in the installed app). Awareness
 * goals (enhanced_exposure, maximized_reach) are neither: they buy impressions, so the logo and the
 * advertiser stay optional; audio advertising has no visuals at all.
 */
export const WEB_GOALS: readonly CampaignGoal[] = ['landing_page_traffic', 'web_standard_conversion', 'website_custom_event'];
export const APP_GOALS: readonly CampaignGoal[] = ['app_installs', 'app_custom_event'];

/** Spec 2 §5: the logo (or app icon) is required for web-style and app-install goals. */
export const needsLogo = (goal: string | undefined): boolean => [...WEB_GOALS, ...APP_GOALS].some((one) => one === goal);
/** Spec 2 §5: the advertiser is required for web types. */
export const needsAdvertiser = (goal: string | undefined): boolean => WEB_GOALS.some((one) => one === goal);

/** The labels the section's inputs show, by form path (the publish checklist names the field). */
export const NATIVE_LABELS: Readonly<Record<string, string>> = {
  'visuals.native_enabled': `${N}.fields.enabled`,
  [`${AD}.headline`]: `${N}.fields.headline`,
  [`${AD}.body`]: `${N}.fields.body`,
  [`${AD}.call_to_action`]: `${N}.fields.callToAction`,
  [`${AD}.advertiser`]: `${N}.fields.advertiser`,
  [`${AD}.price`]: `${N}.fields.price`,
  [`${AD}.star_rating`]: `${N}.fields.starRating`,
  [`${AD}.logo`]: `${N}.fields.logo`,
  [`${AD}.images`]: `${N}.fields.images`,
  [`${AD}.creative_name`]: 'campaign-editor.creatives.fields.creativeName',
};

export const NATIVE_MESSAGES = {
  required: 'core.validation.required',
  tooLong: `${N}.validation.tooLong`,
  noLogo: `${N}.validation.noLogo`,
  oneOfEachSize: `${N}.validation.oneOfEachSize`,
  imageSize: `${N}.validation.imageSize`,
  starRating: `${N}.validation.starRating`,
} as const;

const isNativeSize = (image: NativeImage) => NATIVE_IMAGE_SIZES.some((size) => size.width === image.width && size.height === image.height);

/** Images: each 1200x627 or 600x600, at most one of each (spec 2 §5); stored images come from the upload, but a record may hold others. */
const imageProblems = (images: readonly NativeImage[]): SectionProblem[] => {
  const field = `${AD}.images`;
  if (images.some((image) => !isNativeSize(image))) return [{ field, message: NATIVE_MESSAGES.imageSize, args: { sizes: NATIVE_IMAGE_SIZES.map(sizeLabel).join(', ') } }];
  const sizes = images.map(sizeLabel);
  return new Set(sizes).size < sizes.length ? [{ field, message: NATIVE_MESSAGES.oneOfEachSize }] : [];
};

const textProblem = (ad: NativeAd, field: NativeLimitedText, required: boolean): SectionProblem[] => {
  const value = ad[field] ?? '';
  if (value.trim() === '') return required ? [{ field: `${AD}.${field}`, message: NATIVE_MESSAGES.required }] : [];
  const max = NATIVE_TEXT_LIMITS[field];
  return encodedLength(value) > max ? [{ field: `${AD}.${field}`, message: NATIVE_MESSAGES.tooLong, args: { max } }] : [];
};

/**
 * Native ad rules (spec 2 §3 "Native ad", §5), on every save while the ad is on: headline, description
 * (body) and call to action required; the advertiser required for web-style goals and the logo for
 * web-style and app-install goals (see WEB_GOALS); each text within its limit in encoded bytes; the
 * star rating a whole number 1 to 5; images of the two sizes, one of each at most; the creative name
 * (spec 1 §5's rule). Images and the video are optional: the spec requires neither. Off, the ad stays
 * in the form (and the save) without being asked to be complete; only a filled-in creative name is
 * held to the rule, since the server refuses a bad name whatever the switch.
 */
export const nativeRules: SectionRules = (values) => {
  const visuals = values.visuals;
  const ad = visuals?.native_ad;
  if (!ad) return [];
  if (!visuals.native_enabled) {
    const name = ad.creative_name ?? '';
    const message = name === '' ? null : creativeNameProblem(name);
    return message ? [{ field: `${AD}.creative_name`, message }] : [];
  }
  const goal = values.bidding_strategy?.goal;
  const problems: SectionProblem[] = [
    ...textProblem(ad, 'headline', true),
    ...textProblem(ad, 'body', true),
    ...textProblem(ad, 'call_to_action', true),
    ...textProblem(ad, 'advertiser', needsAdvertiser(goal)),
  ];
  const rating = ad.star_rating ?? DEFAULT_STAR_RATING;
  if (!STAR_RATINGS.some((one) => one === rating)) problems.push({ field: `${AD}.star_rating`, message: NATIVE_MESSAGES.starRating });
  if (!ad.logo && needsLogo(goal)) problems.push({ field: `${AD}.logo`, message: NATIVE_MESSAGES.noLogo });
  problems.push(...imageProblems(ad.images ?? []));
  const name = creativeNameProblem(ad.creative_name);
  if (name) problems.push({ field: `${AD}.creative_name`, message: name });
  return problems;
};
