import type { SectionProblem, SectionRules } from '../sections/sectionContract';

/** Every owner field lives under `owner.*` in the form: one prefix opens this tab for any of them. */
export const OWNER_FIELDS = ['owner'] as const;

const O = 'campaign-editor.owner';

/** The labels the owner inputs show, by form path (the publish checklist names the field). */
export const OWNER_LABELS: Readonly<Record<string, string>> = {
  'owner.margin': `${O}.margin`,
  'owner.fixed_cpm': `${O}.fixedCpm`,
  'owner.t': `${O}.t`,
  'owner.dealLink': `${O}.dealLink`,
  'owner.intentVerified': `${O}.intentVerified`,
  'owner.intent_tag_date': `${O}.intentTagDate`,
  'owner.exchange_id': `${O}.exchanges`,
  'owner.traffic_sources': `${O}.trafficSources`,
  'owner.campaign_category_keys': `${O}.categories`,
  'owner.account_manager_id': `${O}.accountManager`,
  'owner.telco_model': `${O}.telcoModel`,
  'owner.no_telco_model': `${O}.noTelcoModel`,
  'owner.dummy_models': `${O}.dummyModels`,
  'owner.disregard_targeting': `${O}.disregardTargeting`,
  'owner.impression_url': `${O}.impressionUrl`,
  'owner.traffic_targeting.*.name': `${O}.bidding.name`,
  'owner.traffic_targeting.*.multiplier': `${O}.bidding.multiplier`,
  'owner.traffic_targeting.*.rules.*.filter': `${O}.bidding.filter`,
  'owner.traffic_targeting.*.rules.*.operator': `${O}.bidding.operator`,
  'owner.traffic_targeting.*.rules.*.value': `${O}.bidding.value`,
};

export const OWNER_MESSAGES = {
  /** Spec 1 §5, with {max} from GET /v1/campaign/max-margin. */
  marginRange: 'campaign-editor.owner.errors.marginRange',
  /** While the maximum is not known yet, the part of the rule that needs no maximum. */
  marginInteger: 'campaign-editor.owner.errors.marginInteger',
  /** Spec 1 §5 / spec 2 §5: margin and fixed CPM are mutually exclusive. */
  marginBlocked: 'campaign-editor.owner.errors.marginBlocked',
  fixedCpmBlocked: 'campaign-editor.owner.errors.fixedCpmBlocked',
  /** Fixed CPM and the bid multipliers are non-negative (spec 2 §5). */
  nonNegative: 'campaign-editor.owner.errors.nonNegative',
  required: 'core.validation.required',
} as const;

const isNonNegativeInteger = (value: number): boolean => Number.isInteger(value) && value >= 0;
const isNonNegativeNumber = (value: unknown): boolean => typeof value === 'number' && Number.isFinite(value) && value >= 0;

const marginProblem = (margin: number, maxMargin: number | undefined): SectionProblem | null => {
  if (maxMargin === undefined) {
    return isNonNegativeInteger(margin) ? null : { field: 'owner.margin', message: OWNER_MESSAGES.marginInteger };
  }
  return isNonNegativeInteger(margin) && margin <= maxMargin
    ? null
    : { field: 'owner.margin', message: OWNER_MESSAGES.marginRange, args: { max: maxMargin } };
};

/**
 * The owner fields' rules (spec 1 §5, spec 2 §5): margin a non-negative integer up to the server's
 * maximum, or empty; margin and fixed CPM never both set; fixed CPM and multipliers non-negative; a
 * bidding rule names its value. The same on Save and Publish: none of them waits for submission.
 */
export const ownerRules: SectionRules = (values, context) => {
  const owner = values.owner;
  if (!owner) return [];
  const problems: SectionProblem[] = [];
  if (owner.margin !== null) {
    const problem = marginProblem(owner.margin, context.maxMargin);
    if (problem) problems.push(problem);
  }
  if (owner.fixed_cpm !== null) {
    if (!isNonNegativeNumber(owner.fixed_cpm)) problems.push({ field: 'owner.fixed_cpm', message: OWNER_MESSAGES.nonNegative });
    // The inputs block this; a record from elsewhere holding both is named on the field filled second.
    else if (owner.margin !== null) problems.push({ field: 'owner.fixed_cpm', message: OWNER_MESSAGES.fixedCpmBlocked });
  }
  owner.traffic_targeting.forEach((item, index) => {
    if (!isNonNegativeNumber(item.multiplier)) {
      problems.push({ field: `owner.traffic_targeting.${index}.multiplier`, message: OWNER_MESSAGES.nonNegative });
    }
    item.rules.forEach((rule, ruleIndex) => {
      if (rule.value.trim() === '') {
        problems.push({ field: `owner.traffic_targeting.${index}.rules.${ruleIndex}.value`, message: OWNER_MESSAGES.required });
      }
    });
  });
  return problems;
};
