import { CAMPAIGN_NUMBER_LIMITS, type CampaignOwnerFields } from '../../api/contract';
import { blank, invalid, isNumber, listOf, missing, type CampaignRule, type RuleContext, type RuleProblem } from './ruleProblem';

/**
 * The bidding rule filters of spec 2 §9, in its order. The visit, impression and click counts come in
 * the spec's four windows each (1d, 7d, 30d, total).
 */
const COUNT_WINDOWS = ['1d', '7d', '30d', 'total'] as const;
export const BIDDING_FILTERS: readonly string[] = [
  'app',
  'site',
  'creative_format',
  'size',
  'position',
  'interstitial',
  'rewarded',
  'environment',
  'os',
  'device_data',
  'ip_range',
  'ad_exchange',
  'display_manager',
  ...(['visits', 'impressions', 'clicks'] as const).flatMap((count) => COUNT_WINDOWS.map((window) => `${count}_${window}`)),
  'bid_floor',
];

const E = 'campaign-editor.owner.errors';
export const OWNER_MESSAGES = {
  /** Spec 1 §5, with {max} from GET /v1/campaign/max-margin. */
  marginRange: `${E}.marginRange`,
  /** While the maximum is not known yet, the part of the rule that needs no maximum. */
  marginInteger: `${E}.marginInteger`,
  /** Spec 1 §5 / spec 2 §5: margin and fixed CPM are mutually exclusive. */
  marginBlocked: `${E}.marginBlocked`,
  fixedCpmBlocked: `${E}.fixedCpmBlocked`,
  /** Fixed CPM and the bid multipliers are non-negative (spec 2 §5). */
  nonNegative: `${E}.nonNegative`,
  /** Fixed CPM and multipliers past CAMPAIGN_NUMBER_LIMITS. */
  tooHigh: `${E}.tooHigh`,
  /** A bidding rule's filter outside spec 2 §9's list. */
  unknownFilter: `${E}.unknownFilter`,
  required: 'core.validation.required',
} as const;
const M = OWNER_MESSAGES;

const isNonNegativeInteger = (value: unknown): boolean => typeof value === 'number' && Number.isInteger(value) && value >= 0;
const isNonNegative = (value: unknown): boolean => isNumber(value) && value >= 0;

const marginProblems = (margin: number, maxMargin: number | undefined): RuleProblem[] => {
  if (maxMargin === undefined) return isNonNegativeInteger(margin) ? [] : [invalid('owner.margin', M.marginInteger)];
  return isNonNegativeInteger(margin) && margin <= maxMargin ? [] : [invalid('owner.margin', M.marginRange, { max: maxMargin })];
};

/**
 * The owner fields (spec 1 §5, spec 2 §5, §9): margin a non-negative integer up to the white-label's
 * maximum, or empty; margin and fixed CPM never both set (each field says which to remove); fixed CPM
 * and multipliers non-negative; a bidding rule's filter from the spec's list and its value given.
 * Save and Publish alike. Which traffic sources and account managers exist is the server's to say.
 */
export const ownerFieldProblems = (owner: CampaignOwnerFields, context: Pick<RuleContext, 'maxMargin'>): RuleProblem[] => {
  const problems: RuleProblem[] = [];
  if (owner.margin !== null) problems.push(...marginProblems(owner.margin, context.maxMargin));
  if (owner.fixed_cpm !== null) {
    if (!isNonNegative(owner.fixed_cpm)) problems.push(invalid('owner.fixed_cpm', M.nonNegative));
    else if (owner.fixed_cpm > CAMPAIGN_NUMBER_LIMITS.bid) problems.push(invalid('owner.fixed_cpm', M.tooHigh, { max: CAMPAIGN_NUMBER_LIMITS.bid }));
    else if (owner.margin !== null) {
      problems.push(invalid('owner.margin', M.marginBlocked));
      problems.push(invalid('owner.fixed_cpm', M.fixedCpmBlocked));
    }
  }
  listOf(owner.traffic_targeting).forEach((item, index) => {
    const at = `owner.traffic_targeting.${index}`;
    if (!isNonNegative(item.multiplier)) problems.push(invalid(`${at}.multiplier`, M.nonNegative));
    else if (item.multiplier > CAMPAIGN_NUMBER_LIMITS.multiplier) problems.push(invalid(`${at}.multiplier`, M.tooHigh, { max: CAMPAIGN_NUMBER_LIMITS.multiplier }));
    listOf(item.rules).forEach((rule, ruleIndex) => {
      if (!BIDDING_FILTERS.includes(rule.filter)) problems.push(invalid(`${at}.rules.${ruleIndex}.filter`, M.unknownFilter, { value: rule.filter }));
      if (blank(rule.value)) problems.push(missing(`${at}.rules.${ruleIndex}.value`));
    });
  });
  return problems;
};

export const ownerRules: CampaignRule = ({ owner }, context) => (owner ? ownerFieldProblems(owner, context) : []);
