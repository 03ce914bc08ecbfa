import type { CurrencyCode } from './user';

/**
 * The administrator's campaigns list (spec 3 §2 "Administrator campaigns list", §3 "Admin campaign",
 * §4 phases, §7 "Campaign admin"). Every call needs ROUTE_ADMINISTRATION and sees only the campaigns
 * of accounts of the administrator's own white-label. Figures come from the same seeded per-day
 * figures as every other report.
 */
export const ADMIN_CAMPAIGN_PATHS = {
  /** POST AdminCampaignListRequest → AdminPage<AdminCampaign>. */
  list: '/v1/campaign/admin/list',
  /** POST /{id} AdminCampaignReportRequest → AdminCampaignDay[] (every day of the range, oldest first). */
  report: '/v1/campaign/admin/report',
  /**
   * GET /{id} → AdminCampaignDetails. POST /{id} {phase} → AdminCampaignDetails (a body with `phase` is
   * the phase call; without it the path keeps its editor meaning: the owner fields, CAMPAIGN_EDITOR_PATHS.owner).
   */
  details: '/v1/campaign/admin',
  /** PUT /{id}/comment AdminCampaignCommentRequest → AdminCampaignComment. Path not shown in the spec: ours. */
  comment: (id: number | string): string => `/v1/campaign/admin/${id}/comment`,
  /** POST AdminCampaignExportRequest → text/csv, ADMIN_CAMPAIGN_EXPORT_FILENAME. Path not shown: ours. */
  export: '/v1/campaign/admin/export',
} as const;

/** Campaign phases (spec 3 §4); 'N/A' until an administrator sets one. */
export const CAMPAIGN_PHASES = ['N/A', 'Performance', 'Learning', 'Finished', 'Feasibility'] as const;
export type CampaignPhase = (typeof CAMPAIGN_PHASES)[number];

export const ADMIN_CAMPAIGN_TYPES = ['all', 'awareness', 'performance'] as const;
export type AdminCampaignType = (typeof ADMIN_CAMPAIGN_TYPES)[number];

/** Page sizes (spec 3 §9): 20, 25, 30, default 20. */
export const ADMIN_CAMPAIGN_PAGE_SIZES = [20, 25, 30] as const;
export const ADMIN_CAMPAIGN_DEFAULT_PAGE_SIZE = 20;
export const ADMIN_CAMPAIGN_DEBOUNCE_MS = 200;
/** Date presets (spec 3 §9): 14 days is the default. */
export const ADMIN_CAMPAIGN_PRESETS = ['today', 'this_month', 'past_month', 7, 14, 30, 365] as const;
export const ADMIN_CAMPAIGN_DEFAULT_PRESET = 14;
/** Longest range of the list and of the per-day report, in days. */
export const ADMIN_CAMPAIGN_MAX_RANGE_DAYS = 366;
export const ADMIN_CAMPAIGN_COMMENT_MAX = 1000;
export const ADMIN_CAMPAIGN_NAME_MAX = 100;

export const ADMIN_CAMPAIGN_ORDER_FIELDS = [
  'name', 'id', 'budget', 'phase', 'status_key', 'spent', 'cpm', 'cpc', 'cpa', 'ctr', 'cvr',
  'impression_count', 'click_count', 'conversion_count',
] as const;
export type AdminCampaignOrderField = (typeof ADMIN_CAMPAIGN_ORDER_FIELDS)[number];

/**
 * The figures that make no sense for a performance campaign (spec 3 §2: "Choosing performance hides
 * the columns clicks, cpm, ctr, impressions, cpc and cvr"). With campaign_type 'performance' the
 * server leaves them (and their _usd twins) out of report_data, and refuses them as order_field.
 */
export const AWARENESS_ONLY_FIGURES = ['click_count', 'cpm', 'cpm_usd', 'ctr', 'impression_count', 'cpc', 'cpc_usd', 'cvr'] as const;

/**
 * POST ADMIN_CAMPAIGN_PATHS.list (spec 3 §7). from_date and to_date are ISO dates or date-times, the
 * end inclusive (the day of to_date counts); 14 days ending today when absent. campaign_type: awareness
 * campaigns have a reach goal, performance ones a conversion goal (CONVERSION_GOALS). status_filter: a
 * list of campaign status codes (empty or [50] all). country: the account's country (ISO code).
 * space_id: one account. page is 1-based; pageSize one of ADMIN_CAMPAIGN_PAGE_SIZES. order_field
 * defaults to name, order_asc to true. currency_usd: true answers budget in US dollars and
 * `currency` 'USD'; false (default) the account's currency. report_data carries both money columns
 * whatever the choice. Metric fields (the column chooser's) are accepted and ignored.
 */
export interface AdminCampaignListRequest {
  order_field?: AdminCampaignOrderField;
  order_asc?: boolean;
  from_date?: string;
  to_date?: string;
  name?: string;
  campaign_type?: AdminCampaignType;
  status_filter?: number[];
  country?: string | null;
  space_id?: number | null;
  page?: number;
  pageSize?: number;
  currency_usd?: boolean;
  [metric: string]: unknown;
}

/**
 * Figures of a campaign over a range (spec 3 §3). Money in the campaign's currency and in US dollars
 * (_usd); ctr and cvr in percent; ratios to 2 decimals. spent_usd is the sum of the days' spent_usd, so
 * the per-day report adds up to the row exactly. Awareness-only figures are absent for performance.
 */
export interface AdminReportData {
  spent: number;
  spent_usd: number;
  cpm?: number;
  cpm_usd?: number;
  cpc?: number;
  cpc_usd?: number;
  cpa: number;
  cpa_usd: number;
  conversion_count: number;
  click_count?: number;
  impression_count?: number;
  conversions_unique_bid: number;
  ctr?: number;
  cvr?: number;
}

/** Spec 3 §3 "Admin campaign", plus what a row shows beside it (ours: status, account, type). */
export interface AdminCampaign {
  id: number;
  name: string;
  phase: CampaignPhase;
  budget: number;
  currency: CurrencyCode;
  status_key: number;
  space_id: number;
  space_name: string;
  country: string;
  campaign_type: Exclude<AdminCampaignType, 'all'>;
  report_data: AdminReportData;
}

/** POST ADMIN_CAMPAIGN_PATHS.report/{id}: the list's range (and campaign_type for the dropped figures). */
export interface AdminCampaignReportRequest {
  from_date?: string;
  to_date?: string;
  campaign_type?: AdminCampaignType;
}

/** One day of the per-day report: dimension is the ISO day; comment '' when none. */
export interface AdminCampaignDay {
  dimension: string;
  comment: string;
  report_data: AdminReportData;
}

/** PUT comment: day an ISO date; an empty comment removes the day's comment. */
export interface AdminCampaignCommentRequest {
  day: string;
  comment: string;
}

export interface AdminCampaignComment {
  day: string;
  comment: string;
  updated_at: string;
  /** Email of the administrator who wrote it. */
  updated_by: string;
}

/** GET/POST ADMIN_CAMPAIGN_PATHS.details/{id}: the phase and every daily comment (newest day first). */
export interface AdminCampaignDetails {
  id: number;
  name: string;
  space_id: number;
  phase: CampaignPhase;
  comments: AdminCampaignComment[];
}

export interface AdminCampaignPhaseRequest {
  phase: CampaignPhase;
}

/**
 * POST ADMIN_CAMPAIGN_PATHS.export (spec 3 §7: statusFilter, fromDate, toDate, currency_usd), plus the
 * list's other filters, optional. Every matching campaign by name; formulas neutralised.
 */
export interface AdminCampaignExportRequest {
  statusFilter?: number[];
  fromDate?: string;
  toDate?: string;
  currency_usd?: boolean;
  name?: string;
  campaign_type?: AdminCampaignType;
  country?: string | null;
  space_id?: number | null;
}

export const ADMIN_CAMPAIGN_EXPORT_FILENAME = 'admin-campaigns.csv';
