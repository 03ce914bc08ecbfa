import { hasCreativeType } from '../../../src/api/contract';
import { creativeNameProblem } from '../creatives/creativeName';
import type { SectionProblem, SectionRules } from '../sections/sectionContract';

/**
 * The form fields the banner tab owns. 'visuals' itself carries the publish rule "at least one
 * creative type" (spec 1 §5), which the banners answer first; the other visuals' own objects go to
 * their tabs by their longer prefixes once those tabs exist.
 */
export const BANNER_FIELDS = ['visuals.banners', 'visuals'] as const;

export const BANNER_LABELS: Readonly<Record<string, string>> = {
  visuals: 'campaign-editor.tabs.visuals',
  'visuals.banners.*.creative_name': 'campaign-editor.creatives.fields.creativeName',
};

export const BANNER_MESSAGES = { noCreative: 'campaign-editor.creatives.validation.noCreative' } as const;

/** Each banner's creative name on every save; at publish, at least one creative type (spec 1 §5). */
export const bannerRules: SectionRules = (values, _context, forPublish) => {
  const problems: SectionProblem[] = [];
  const banners = values.visuals?.banners ?? [];
  banners.forEach((banner, index) => {
    const message = creativeNameProblem(banner?.creative_name);
    if (message) problems.push({ field: `visuals.banners.${index}.creative_name`, message });
  });
  if (forPublish && values.visuals && !hasCreativeType(values.visuals, values.bidding_strategy?.goal === 'audio_advertising'))
    problems.push({ field: 'visuals', message: BANNER_MESSAGES.noCreative });
  return problems;
};
