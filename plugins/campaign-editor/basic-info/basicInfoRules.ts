import { MAX_SECONDARY_EVENTS, MAX_TEST_DEVICES } from '../../../src/api/contract';
import type { SectionContext, SectionProblem, SectionRules } from '../sections/sectionContract';
import { hasUtmParams, isEditableStatus, type BasicInfoValues } from './basicInfoModel';

/**
 * The field paths basic info owns (prefixes): a rule or server error on one of them opens this tab.
 * bidding_strategy covers the type, goal, click URL and both promotions.
 */
export const BASIC_INFO_FIELDS = [
  'name',
  'country',
  'timezone_offset_seconds',
  'campaignStartAt',
  'campaignEndAt',
  'budget',
  'productURL',
  'cpxManual',
  'userCPX',
  'isAutoEnhancement',
  'bidding_strategy',
  'test_devices',
] as const;

/** Message keys; each text is in locales/{en,ru}/campaign-editor-basic-info.json (the spec's own where it gives one). */
const V = 'campaign-editor.basicInfo.validation';
export const BASIC_INFO_MESSAGES = {
  /** Spec 1 §5 generic: "Field is required." */
  required: 'core.validation.required',
  noUtmParamsAllowed: `${V}.noUtmParamsAllowed`,
  onlyPositive: `${V}.onlyPositive`,
  validNumber: `${V}.validNumber`,
  /** Spec 1 §5: "The field value needs to be a number. Make sure to enter a numeric value." */
  userCpx: `${V}.userCpx`,
  startBeforeToday: `${V}.startBeforeToday`,
  /** Catalogue 1303: "Start date should be less than end date". */
  endBeforeStart: `${V}.endBeforeStart`,
  /** Catalogue 1305: "End date should be in future". */
  endInPast: `${V}.endInPast`,
  tooManyTestDevices: `${V}.tooManyTestDevices`,
  tooManySecondaryEvents: `${V}.tooManySecondaryEvents`,
} as const;

const M = BASIC_INFO_MESSAGES;
const BS = 'bidding_strategy';
const blank = (text: string | null | undefined): boolean => !text || text.trim() === '';
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** What a draft save already refuses: shapes and limits, never missing data. */
const saveProblems = (values: BasicInfoValues, context: SectionContext): SectionProblem[] => {
  const problems: SectionProblem[] = [];
  const add = (field: string, message: string, args?: SectionProblem['args']) => problems.push({ field, message, ...(args ? { args } : {}) });
  const strategy = values.bidding_strategy;

  if (blank(values.name)) add('name', M.required);
  if (hasUtmParams(values.productURL ?? '')) add('productURL', M.noUtmParamsAllowed);
  if (values.budget !== null && !isNumber(values.budget)) add('budget', M.validNumber);
  if (values.cpxManual && !(isNumber(values.userCPX) && values.userCPX > -1)) add('userCPX', M.userCpx);
  if (hasUtmParams(strategy.click_url ?? '')) add(`${BS}.click_url`, M.noUtmParamsAllowed);

  // A start already past is the server's (1306 not modifiable) once the campaign has been published.
  const start = values.campaignStartAt;
  const end = values.campaignEndAt;
  if (start && start < context.today && isEditableStatus(values.status_key)) add('campaignStartAt', M.startBeforeToday);
  if (start && end && end < start) add('campaignEndAt', M.endBeforeStart);

  if (values.test_devices.length > MAX_TEST_DEVICES) add('test_devices', M.tooManyTestDevices, { max: MAX_TEST_DEVICES });
  const events = strategy.website_promotion.secondary_events;
  if (strategy.type === 'conversion' && events.length > MAX_SECONDARY_EVENTS)
    add(`${BS}.website_promotion.secondary_events`, M.tooManySecondaryEvents, { max: MAX_SECONDARY_EVENTS });
  return problems;
};

/** What only publishing needs (spec 1 §5): a complete, payable campaign. */
const publishProblems = (values: BasicInfoValues, context: SectionContext): SectionProblem[] => {
  const problems: SectionProblem[] = [];
  const required = (field: string, value: string | null | undefined) => {
    if (blank(value)) problems.push({ field, message: M.required });
  };
  const { type, goal, click_url, app_promotion: app, website_promotion: web } = values.bidding_strategy;

  required('country', values.country);
  if (!(isNumber(values.budget) && values.budget > 0)) problems.push({ field: 'budget', message: M.onlyPositive });
  if (values.campaignEndAt && values.campaignEndAt < context.today) problems.push({ field: 'campaignEndAt', message: M.endInPast });
  required(`${BS}.type`, type);
  if (type !== 'other') required(`${BS}.click_url`, click_url);

  if (type === 'consideration' && goal === 'app_installs') {
    required(`${BS}.app_promotion.app_platform_type`, app.app_platform_type);
    required(`${BS}.app_promotion.bundle_id`, app.bundle_id);
    required(`${BS}.app_promotion.mmp`, app.mmp);
  }
  if (type === 'conversion') {
    if (goal === 'web_standard_conversion' && web.url_type === 'conversion') required(`${BS}.website_promotion.conversion_url`, web.conversion_url);
    if (goal === 'website_custom_event') {
      required(`${BS}.website_promotion.custom_action_name`, web.custom_action_name);
      if (!web.secondary_events.some((event) => !blank(event)))
        problems.push({ field: `${BS}.website_promotion.secondary_events`, message: M.required });
    }
  }
  return problems;
};

/** Basic info's rules on its own values (the tests call this with basic info's values only). */
export const basicInfoProblems = (values: BasicInfoValues, context: SectionContext, forPublish: boolean): SectionProblem[] => [
  ...saveProblems(values, context),
  ...(forPublish ? publishProblems(values, context) : []),
];

/** Spec 1 §5 for basic info: name, country, URLs without utm, budget, bid, dates, goals and promotions. */
export const basicInfoRules: SectionRules = (values, context, forPublish) => basicInfoProblems(values, context, forPublish);
