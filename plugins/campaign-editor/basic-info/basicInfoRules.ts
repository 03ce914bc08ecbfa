import { BASIC_INFO_MESSAGES as SHARED } from '../../../src/domain/campaign-rules/basicInfoRules';
import type { CampaignFormValues } from '../form/campaignFormValues';
import { sharedRuleProblems } from '../form/sharedRules';
import type { SectionContext, SectionProblem, SectionRules } from '../sections/sectionContract';
import { isEditableStatus } from './basicInfoModel';

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

const V = 'campaign-editor.basicInfo.validation';
/** Message keys; each text is in locales/{en,ru}/campaign-editor-basic-info.json (the spec's own where it gives one). */
export const BASIC_INFO_MESSAGES = {
  ...SHARED,
  validNumber: `${V}.validNumber`,
  /** Catalogue 1303: "Start date should be less than end date". */
  endBeforeStart: `${V}.endBeforeStart`,
  /** Catalogue 1305: "End date should be in future". */
  endInPast: `${V}.endInPast`,
} as const;

const M = BASIC_INFO_MESSAGES;
const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * What only the form can say: a budget box holding no number (the record carries numbers only), and
 * the end date as calendar days in the campaign's timezone. The server answers its own end date codes
 * (1303, 1305, 1306) on the instants, knowing the stored campaign and the clock. The start date's
 * "not before today" (1304) is a shared rule (src/domain/campaign-rules/basicInfoRules.ts).
 */
const formProblems = (values: CampaignFormValues, context: SectionContext, forPublish: boolean): SectionProblem[] => {
  const problems: SectionProblem[] = [];
  if (values.budget !== null && !isNumber(values.budget)) problems.push({ field: 'budget', message: M.validNumber });
  const start = values.campaignStartAt;
  const end = values.campaignEndAt;
  if (start && end && end < start) problems.push({ field: 'campaignEndAt', message: M.endBeforeStart });
  if (forPublish && end && end < context.today) problems.push({ field: 'campaignEndAt', message: M.endInPast });
  return problems;
};

/** Basic info's rules: the shared ones (src/domain/campaign-rules/basicInfoRules.ts) and the form's own. */
export const basicInfoProblems = (values: CampaignFormValues, context: SectionContext, forPublish: boolean): SectionProblem[] => [
  // The start is held to today while the campaign is unpublished; a start already past is the server's
  // (1306 not modifiable) once the campaign has been published.
  ...sharedRuleProblems('basicInfo', values, context, forPublish, isEditableStatus(values.status_key) ? { today: context.today } : {}),
  ...formProblems(values, context, forPublish),
];

/** Spec 1 §5 for basic info: name, country, URLs without utm, budget, bid, dates, goals and promotions. */
export const basicInfoRules: SectionRules = (values, context, forPublish) => basicInfoProblems(values, context, forPublish);
