import { CAMPAIGN_NUMBER_LIMITS, CODE, MAX_SECONDARY_EVENTS, MAX_TEST_DEVICES } from '../../api/contract';
import { dayIn } from '../campaignCopy';
import { blank, invalid, isNumber, listOf, missing, textOf, type CampaignRule, type RuleProblem } from './ruleProblem';

const V = 'campaign-editor.basicInfo.validation';
export const BASIC_INFO_MESSAGES = {
  required: 'core.validation.required',
  noUtmParamsAllowed: `${V}.noUtmParamsAllowed`,
  onlyPositive: `${V}.onlyPositive`,
  /** Spec 1 §5: "The field value needs to be a number. Make sure to enter a numeric value." */
  userCpx: `${V}.userCpx`,
  tooManyTestDevices: `${V}.tooManyTestDevices`,
  tooManySecondaryEvents: `${V}.tooManySecondaryEvents`,
  budgetTooHigh: `${V}.budgetTooHigh`,
  bidTooHigh: `${V}.bidTooHigh`,
  /** Spec 2 §5 "Start date cannot be before today", in the catalogue's words (1304 "Start date should be in future"). */
  startBeforeToday: `${V}.startBeforeToday`,
} as const;
const M = BASIC_INFO_MESSAGES;

const UTM_PARAMS = ['utm_source', 'utm_medium', 'utm_campaign'];

const decodeSafely = (text: string): string => {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
};

/**
 * Whether a URL carries one of the utm parameters the platform adds itself (spec 1 §5). Read from the
 * query and the fragment alike, by name, whatever the case, so `?UTM_Source=` is caught too.
 */
export const hasUtmParams = (url: string): boolean =>
  url
    .split(/[?#]/)
    .slice(1)
    .join('&')
    .split('&')
    .map((pair) => decodeSafely(pair.split('=')[0] ?? '').trim().toLowerCase())
    .some((name) => UTM_PARAMS.includes(name));

/** Spec 1 §5: "userCPX must be a number above -1", checked whenever the bid is manual. */
const userCpxProblems = (manual: boolean, userCpx: unknown): RuleProblem[] => {
  if (!manual) return [];
  if (userCpx === null || userCpx === undefined) return [missing('user_cpx', M.userCpx)];
  return isNumber(userCpx) && userCpx > -1 ? [] : [invalid('user_cpx', M.userCpx)];
};

/**
 * Money's upper bounds (CAMPAIGN_NUMBER_LIMITS): a budget or a bid past them is a typing slip or a
 * probe, never a campaign, and would overflow every figure computed from it.
 */
const ceilingProblems = (record: Parameters<CampaignRule>[0]): RuleProblem[] => {
  const { budget, bid } = CAMPAIGN_NUMBER_LIMITS;
  const above = (value: unknown, max: number): boolean => typeof value === 'number' && value > max;
  const problems: RuleProblem[] = [];
  if (above(record.budget, budget)) problems.push(invalid('budget', M.budgetTooHigh, { max: budget }));
  for (const field of ['user_cpx', 'cpx', 'cpm'] as const) if (above(record[field], bid)) problems.push(invalid(field, M.bidTooHigh, { max: bid }));
  return problems;
};

/**
 * Spec 2 §5: the start date cannot be before today, as calendar days in the campaign's timezone (the
 * editor picks days; today itself is allowed). Catalogue 1304. Only where the caller gives today.
 */
const startDateProblems = (record: Parameters<CampaignRule>[0], today: string | undefined): RuleProblem[] => {
  if (today === undefined || record.campaign_start_at === null) return [];
  const start = dayIn(record.campaign_start_at, record.timezone_offset_seconds);
  return start !== null && start < today ? [{ field: 'campaign_start_at', code: CODE.START_IN_PAST, message: M.startBeforeToday }] : [];
};

/**
 * What every save refuses: a name, the bidding strategy's type (spec 1 §5 "Bidding strategy type is
 * required"), URLs without utm, the manual bid, the start date, the list limits.
 */
const saveProblems: CampaignRule = (record, context) => {
  const problems: RuleProblem[] = [];
  const strategy = record.bidding_strategy;
  if (blank(record.name)) problems.push(missing('name'));
  if (blank(strategy.type)) problems.push(missing('bidding_strategy.type'));
  if (hasUtmParams(textOf(record.product_url))) problems.push(invalid('product_url', M.noUtmParamsAllowed));
  if (hasUtmParams(textOf(strategy.click_url))) problems.push(invalid('bidding_strategy.click_url', M.noUtmParamsAllowed));
  problems.push(...userCpxProblems(record.manual_cpx, record.user_cpx));
  problems.push(...ceilingProblems(record));
  problems.push(...startDateProblems(record, context.today));
  if (listOf(record.test_devices).length > MAX_TEST_DEVICES) problems.push(invalid('test_devices', M.tooManyTestDevices, { max: MAX_TEST_DEVICES }));
  const events = listOf(strategy.website_promotion?.secondary_events);
  if (events.length > MAX_SECONDARY_EVENTS)
    problems.push(invalid('bidding_strategy.website_promotion.secondary_events', M.tooManySecondaryEvents, { max: MAX_SECONDARY_EVENTS }));
  return problems;
};

/** What only publishing needs (spec 1 §5): a complete, payable campaign. */
const publishProblems: CampaignRule = (record) => {
  const problems: RuleProblem[] = [];
  const required = (field: string, value: string | null | undefined) => {
    if (blank(value)) problems.push(missing(field));
  };
  const { type, goal, click_url, app_promotion: app, website_promotion: web } = record.bidding_strategy;
  required('country', record.country);
  if (!(isNumber(record.budget) && record.budget > 0)) problems.push(missing('budget', M.onlyPositive));
  if (type !== 'other') required('bidding_strategy.click_url', click_url);
  if (type === 'consideration' && goal === 'app_installs') {
    required('bidding_strategy.app_promotion.app_platform_type', app?.app_platform_type);
    required('bidding_strategy.app_promotion.bundle_id', app?.bundle_id);
    required('bidding_strategy.app_promotion.mmp', app?.mmp);
  }
  if (type === 'conversion') {
    if (goal === 'web_standard_conversion' && (web?.url_type ?? 'conversion') === 'conversion')
      required('bidding_strategy.website_promotion.conversion_url', web?.conversion_url);
    if (goal === 'website_custom_event') {
      required('bidding_strategy.website_promotion.custom_action_name', web?.custom_action_name);
      if (!listOf(web?.secondary_events).some((event) => !blank(event))) problems.push(missing('bidding_strategy.website_promotion.secondary_events'));
    }
  }
  return problems;
};

/** Spec 1 §5 for the campaign's basics: name, country, URLs, budget, bid, goals and promotions. */
export const basicInfoRules: CampaignRule = (record, context) => [...saveProblems(record, context), ...(context.publishing ? publishProblems(record, context) : [])];
