import { listLimitProblems } from './listLimitRules';
import { invalid, listOf, type CampaignRule, type RuleProblem } from './ruleProblem';

/**
 * Minimum OS versions offered (spec 2 §9 lists no values: ours). One list of major versions for
 * Android (4.4 to 14) and iOS (9 to 17): the version is compared with the device's own OS, whichever
 * it is; none (null) means any version.
 */
export const MIN_OS_VERSIONS: readonly string[] = ['4.4', '5.0', '6.0', '7.0', '8.0', '9.0', '10.0', '11.0', '12.0', '13.0', '14.0', '15.0', '16.0', '17.0'];

const V = 'campaign-editor.placement.validation';
export const PLACEMENT_MESSAGES = {
  /** Spec 2 §4: a list is in whitelist or blacklist mode, never both. */
  appsBothModes: `${V}.appsBothModes`,
  categoriesBothModes: `${V}.categoriesBothModes`,
  minOsVersion: `${V}.minOsVersion`,
} as const;

/**
 * Placement (spec 2 §4): the placements and the app categories are each in one mode, whitelist
 * (included) or blacklist (excluded), never both at once; the minimum OS version is one of the offered
 * values or none. The same on Save and Publish.
 */
export const placementRules: CampaignRule = (record) => {
  const { placement } = record;
  const problems: RuleProblem[] = listLimitProblems(record, 'placement.');
  const filled = (list: readonly string[] | null | undefined) => listOf(list).length > 0;
  if (filled(placement.included_apps) && filled(placement.excluded_apps)) problems.push(invalid('placement.excluded_apps', PLACEMENT_MESSAGES.appsBothModes));
  if (filled(placement.included_app_categories) && filled(placement.excluded_app_categories))
    problems.push(invalid('placement.excluded_app_categories', PLACEMENT_MESSAGES.categoriesBothModes));
  const os = placement.min_os_version;
  if (typeof os === 'string' && os !== '' && !MIN_OS_VERSIONS.includes(os)) problems.push(invalid('placement.min_os_version', PLACEMENT_MESSAGES.minOsVersion));
  return problems;
};
