import { VISUALS_MESSAGES } from '../../../src/domain/campaign-rules/visualsRules';
import { sharedRuleProblems } from '../form/sharedRules';
import type { SectionRules } from '../sections/sectionContract';

/**
 * The form fields the banner tab owns. 'visuals' itself carries the publish rule "at least one
 * creative type" (spec 1 §5), which the banners answer first; the other visuals' own objects go to
 * their tabs by their longer prefixes.
 */
export const BANNER_FIELDS = ['visuals.banners', 'visuals'] as const;

export const BANNER_LABELS: Readonly<Record<string, string>> = {
  visuals: 'campaign-editor.tabs.visuals',
  'visuals.banners.*.creative_name': 'campaign-editor.creatives.fields.creativeName',
};

export const BANNER_MESSAGES = { noCreative: VISUALS_MESSAGES.noCreative } as const;

/** Each banner's creative name; at publish, at least one creative type (src/domain/campaign-rules/visualsRules.ts). */
export const bannerRules: SectionRules = (values, context, forPublish) => sharedRuleProblems('banners', values, context, forPublish);
