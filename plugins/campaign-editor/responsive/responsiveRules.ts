import { DYNAMIC_MAX_DESCRIPTIONS, DYNAMIC_MAX_TITLES, type DynamicAd } from '../../../src/api/contract';
import { creativeNameProblem } from '../creatives/creativeName';
import type { SectionProblem, SectionRules } from '../sections/sectionContract';

const R = 'campaign-editor.responsive';
const AD = 'visuals.dynamic_ad';

/** The form fields the responsive ads tab owns (a rule or server error on one opens it). */
export const RESPONSIVE_FIELDS = ['visuals.dynamic_ad', 'visuals.dynamic_enabled'] as const;

/** Spec 2 §5: limits of a responsive ad's texts, in encoded (UTF-8) bytes, as the spec names them. */
export const DYNAMIC_TEXT_LIMITS = { call_to_action: 12, company_name: 10, description: 50, title: 30 } as const;

/** The text's length as the spec counts it: its UTF-8 bytes (a Cyrillic letter takes 2). */
export const encodedLength = (text: string): number => new TextEncoder().encode(text).length;

/** The call-to-action colour: six hex digits without '#' (spec 2 §3, default 65abf6). */
export const CTA_COLOR_PATTERN = /^[0-9a-fA-F]{6}$/;

/** The labels the section's inputs show, by form path (the publish checklist names the field). */
export const RESPONSIVE_LABELS: Readonly<Record<string, string>> = {
  'visuals.dynamic_enabled': `${R}.fields.enabled`,
  [`${AD}.titles`]: `${R}.fields.titles`,
  [`${AD}.titles.*.value`]: `${R}.fields.titleEntry`,
  [`${AD}.descriptions`]: `${R}.fields.descriptions`,
  [`${AD}.descriptions.*.value`]: `${R}.fields.descriptionEntry`,
  [`${AD}.call_to_action`]: `${R}.fields.callToAction`,
  [`${AD}.call_to_action_color`]: `${R}.fields.callToActionColor`,
  [`${AD}.company_name`]: `${R}.fields.companyName`,
  [`${AD}.creative_name`]: 'campaign-editor.creatives.fields.creativeName',
  [`${AD}.images`]: `${R}.fields.image`,
  [`${AD}.logos`]: `${R}.fields.logo`,
};

export const RESPONSIVE_MESSAGES = {
  required: 'core.validation.required',
  tooLong: `${R}.validation.tooLong`,
  tooMany: `${R}.validation.tooMany`,
  noTitle: `${R}.validation.noTitle`,
  noDescription: `${R}.validation.noDescription`,
  noImage: `${R}.validation.noImage`,
  noLogo: `${R}.validation.noLogo`,
  colour: `${R}.validation.colour`,
} as const;

const tooLong = (field: string, text: string, max: number): SectionProblem[] =>
  encodedLength(text) > max ? [{ field, message: RESPONSIVE_MESSAGES.tooLong, args: { max } }] : [];

/** Each entry of a title or description list: required (an empty line would serve as a blank ad) and within its limit. */
const listProblems = (ad: DynamicAd, list: 'titles' | 'descriptions'): SectionProblem[] => {
  const entries = ad[list] ?? [];
  const max = list === 'titles' ? DYNAMIC_MAX_TITLES : DYNAMIC_MAX_DESCRIPTIONS;
  const limit = list === 'titles' ? DYNAMIC_TEXT_LIMITS.title : DYNAMIC_TEXT_LIMITS.description;
  // The list's own problems first: toFieldErrors keeps the first problem of a path.
  const problems: SectionProblem[] = [];
  if (entries.length === 0) problems.push({ field: `${AD}.${list}`, message: list === 'titles' ? RESPONSIVE_MESSAGES.noTitle : RESPONSIVE_MESSAGES.noDescription });
  if (entries.length > max) problems.push({ field: `${AD}.${list}`, message: RESPONSIVE_MESSAGES.tooMany, args: { max } });
  entries.forEach((entry, index) => {
    const field = `${AD}.${list}.${index}.value`;
    const value = entry?.value ?? '';
    if (value.trim() === '') problems.push({ field, message: RESPONSIVE_MESSAGES.required });
    else problems.push(...tooLong(field, value, limit));
  });
  return problems;
};

/**
 * Responsive (dynamic) ad rules (spec 2 §3, §5), on every save while the ad is on.
 * Choices where the spec is silent (it names limits, not required fields):
 * - On, the ad must be servable: at least one title and one description (each entry filled), a call
 *   to action, a company name, a creative name (spec 1 §5's rule), the 250x250 image and the logo
 *   ("one image and one logo" read as exactly one of each), and a colour of six hex digits.
 * - Off, the stored ad is kept but not asked to be complete; only a creative name that is filled in
 *   is held to the name rule, since the server refuses a bad name whatever the switch says.
 */
export const responsiveRules: SectionRules = (values) => {
  const visuals = values.visuals;
  const ad = visuals?.dynamic_ad;
  if (!ad) return [];
  if (!visuals.dynamic_enabled) {
    const name = ad.creative_name ?? '';
    const message = name === '' ? null : creativeNameProblem(name);
    return message ? [{ field: `${AD}.creative_name`, message }] : [];
  }
  const problems: SectionProblem[] = [...listProblems(ad, 'titles'), ...listProblems(ad, 'descriptions')];
  const required = (field: 'call_to_action' | 'company_name') => {
    const value = ad[field] ?? '';
    if (value.trim() === '') problems.push({ field: `${AD}.${field}`, message: RESPONSIVE_MESSAGES.required });
    else problems.push(...tooLong(`${AD}.${field}`, value, DYNAMIC_TEXT_LIMITS[field]));
  };
  required('call_to_action');
  required('company_name');
  if (!CTA_COLOR_PATTERN.test(ad.call_to_action_color ?? '')) problems.push({ field: `${AD}.call_to_action_color`, message: RESPONSIVE_MESSAGES.colour });
  const name = creativeNameProblem(ad.creative_name);
  if (name) problems.push({ field: `${AD}.creative_name`, message: name });
  if ((ad.images ?? []).length === 0) problems.push({ field: `${AD}.images`, message: RESPONSIVE_MESSAGES.noImage });
  if ((ad.logos ?? []).length === 0) problems.push({ field: `${AD}.logos`, message: RESPONSIVE_MESSAGES.noLogo });
  return problems;
};
