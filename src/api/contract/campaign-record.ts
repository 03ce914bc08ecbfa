import type { CampaignGoal, CampaignStatusKey, CampaignType, CreativeStatus } from './campaign';
import type { CurrencyCode } from './user';

/**
 * GET /v1/campaign/{id}: the stored campaign (core fields of spec 1 §3 in the backend's snake case).
 * Targeting, creatives and the other editor tabs are added by the editor work; the list and the
 * admin search only need these.
 */
export interface CampaignRecord {
  id: number;
  name: string;
  space_id: number;
  status_key: CampaignStatusKey;
  campaign_type: CampaignType;
  goal: CampaignGoal;
  campaign_type_key: 1;
  budget_type_key: 2;
  /** Daily budget in the space currency. */
  budget: number;
  currency: CurrencyCode;
  creative_status: CreativeStatus;
  /** ISO date-time (UTC); null means "Immediately". */
  campaign_start_at: string | null;
  campaign_end_at: string | null;
  /** ISO country code, fixed once set. */
  country: string;
  product_url: string;
  manual_cpx: boolean;
  user_cpx: number | null;
  cpx: number;
  cpm: number;
  timezone_offset_seconds: number;
  bidding_strategy: {
    goal: CampaignGoal;
    type: CampaignType;
    is_retargeting: boolean;
    click_url: string;
  };
  replicated_from: number | null;
  created_at: string;
  updated_at: string;
}

/** GET /v1/campaign/{id}/total: the performance card, over the last 7 days including today. */
export interface CampaignPeriodTotal {
  current_period_clicks: number;
  current_period_impressions: number;
  current_period_spent: number;
}

/**
 * Fields POST /v1/campaign/list/v2 sorts by (`sort_by_field`, else `order_field`). Any other value is
 * answered with code 2. CTR and CVR are percentages (1.25 means 1.25 %); money is in the space currency.
 */
export const CAMPAIGN_LIST_SORT_FIELDS = [
  'id',
  'name',
  'status_key',
  'budget',
  'campaign_start_at',
  'impressions',
  'clicks',
  'spent',
  'today_spent',
  'budget_spent',
  'cpm',
  'cpc',
  'ctr',
  'conversions',
  'cpa',
  'cvr',
] as const;

export type CampaignListSortField = (typeof CAMPAIGN_LIST_SORT_FIELDS)[number];

/** The Pause, Run and Archive toggle calls take the campaign id as a plain-text body (spec 1 §7). */
export const CAMPAIGN_ACTION_PATHS = {
  run: '/v1/campaign/run',
  pause: '/v1/campaign/pause',
  archiveToggle: '/v1/campaign/archive/toggle',
} as const;
