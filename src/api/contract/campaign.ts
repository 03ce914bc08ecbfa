import type { CampaignPacing, PacingFilter } from './pacing';
/** Campaign status codes (spec 1 §4). 50 exists only as the "all" filter value. */
export const CAMPAIGN_STATUS = {
  draft: 0,
  in_moderation: 1,
  rejected: 2,
  running: 3,
  archived: 5,
  waiting_for_ad_exchange: 6,
  running_daily_budget_reached: 31,
  waiting_to_start: 40,
  paused: 41,
  finished_budget_spent: 42,
  finished_overdue: 43,
  paused_due_to_user_balance_spent: 44,
  paused_pending_balance_validation: 45,
} as const;

export type CampaignStatusName = keyof typeof CAMPAIGN_STATUS;
export type CampaignStatusKey = (typeof CAMPAIGN_STATUS)[CampaignStatusName];
export const STATUS_FILTER_ALL = 50;
export const CAMPAIGN_STATUS_KEYS = Object.values(CAMPAIGN_STATUS) as CampaignStatusKey[];

/** Campaign types and their goals (spec 1 §1). */
export const CAMPAIGN_GOALS = {
  awareness: ['enhanced_exposure', 'maximized_reach'],
  consideration: ['landing_page_traffic', 'app_installs'],
  conversion: ['web_standard_conversion', 'website_custom_event', 'app_custom_event'],
  other: ['audio_advertising'],
} as const;

export type CampaignType = keyof typeof CAMPAIGN_GOALS;
export type CampaignGoal = (typeof CAMPAIGN_GOALS)[CampaignType][number];

/** Goals whose list row shows the conversions column (spec 1 §9). */
export const CONVERSION_GOALS: readonly CampaignGoal[] = [
  'app_installs',
  'web_standard_conversion',
  'website_custom_event',
  'app_custom_event',
];

export type CreativeStatus = 'approved' | 'disapproved' | 'pending_review';

/** A row of POST /v1/campaign/list/v2 (spec 1 §3 plus the report metrics). */
export interface CampaignListRow {
  id: number;
  name: string;
  status_key: CampaignStatusKey;
  budget: number;
  budget_type_key: 2;
  campaign_type_key: 1;
  campaign_type: CampaignType;
  goal: CampaignGoal;
  creative_status: CreativeStatus;
  campaign_start_at: string | null;
  campaign_end_at: string | null;
  space_id: number;
  currency: string;
  daily_budget_spent: number;
  budget_spent: number;
  impressions: number;
  clicks: number;
  spent: number;
  today_spent: number;
  cpm: number;
  cpc: number;
  ctr: number;
  conversions: number;
  report_data: { cpa: number; cvr: number };
  /** Beyond the spec: a running campaign's pacing (pacing.ts), null for any other status. */
  pacing: CampaignPacing | null;
}

type CampaignListFigure =
  | 'daily_budget_spent'
  | 'budget_spent'
  | 'impressions'
  | 'clicks'
  | 'spent'
  | 'today_spent'
  | 'cpm'
  | 'cpc'
  | 'ctr'
  | 'conversions'
  | 'pacing';

/**
 * A list row as the caller receives it: each figure is left out when the caller's REPORT_* permissions
 * do not allow it (CAMPAIGN_LIST_FIELD_METRIC, METRIC_PERMISSIONS), report_data when neither CPA nor CVR is.
 */
export type PermittedCampaignListRow = Omit<CampaignListRow, CampaignListFigure | 'report_data'> &
  Partial<Pick<CampaignListRow, CampaignListFigure>> & { report_data?: Partial<CampaignListRow['report_data']> };

/** POST /v1/campaign/list/v2 body. Dates are ISO dates (YYYY-MM-DD); to_date is exclusive. */
export interface CampaignListRequest {
  from_date: string;
  to_date: string;
  page: number;
  pageSize: number;
  name?: string;
  status_filter?: number[];
  space_id: number;
  sort_by_field?: string;
  order_field?: string;
  order_asc?: boolean;
  included_metrics?: string[];
  /** Beyond the spec: only campaigns pacing under 0.8 or over 1.2 (PACING_FILTERS). */
  pacing?: PacingFilter;
}
