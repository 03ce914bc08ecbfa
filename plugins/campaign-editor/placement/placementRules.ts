import type { CampaignFormValues } from '../form/campaignFormValues';
import type { SectionProblem, SectionRules } from '../sections/sectionContract';
import { MIN_OS_VERSIONS } from './placementChoices';

/** The form fields the placement tab owns (prefixes): a rule or server error on one opens it. */
export const PLACEMENT_FIELDS = ['placement', 'has_whitelist'] as const;

const P = 'placement';
/** Message keys; each text is in locales/{en,ru}/campaign-editor-placement.json. */
const V = 'campaign-editor.placement.validation';
export const PLACEMENT_MESSAGES = {
  /** Spec 2 §4: a list is in whitelist or blacklist mode, never both. */
  appsBothModes: `${V}.appsBothModes`,
  categoriesBothModes: `${V}.categoriesBothModes`,
  minOsVersion: `${V}.minOsVersion`,
} as const;

export type PlacementRuleValues = Pick<CampaignFormValues, 'placement'>;

/**
 * The placement tab's rules (spec 2 §4): the placements and the app categories are each in one mode,
 * whitelist (included) or blacklist (excluded), never both at once; the minimum OS version is one of
 * the offered values or none. The tab's inputs never produce a breach; a record written elsewhere may.
 * The same on Save and Publish: each is a value the campaign must not be stored with.
 */
export const placementProblems = ({ placement }: PlacementRuleValues): SectionProblem[] => {
  if (!placement) return [];
  const problems: SectionProblem[] = [];
  if ((placement.included_apps ?? []).length > 0 && (placement.excluded_apps ?? []).length > 0)
    problems.push({ field: `${P}.excluded_apps`, message: PLACEMENT_MESSAGES.appsBothModes });
  if ((placement.included_app_categories ?? []).length > 0 && (placement.excluded_app_categories ?? []).length > 0)
    problems.push({ field: `${P}.excluded_app_categories`, message: PLACEMENT_MESSAGES.categoriesBothModes });
  const os = placement.min_os_version;
  if (os !== null && os !== undefined && os !== '' && !MIN_OS_VERSIONS.includes(os))
    problems.push({ field: `${P}.min_os_version`, message: PLACEMENT_MESSAGES.minOsVersion });
  return problems;
};

export const placementRules: SectionRules = (values) => placementProblems(values);
