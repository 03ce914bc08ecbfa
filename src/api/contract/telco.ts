/**
 * The telco report (spec 3 §3 "Telco row", §7 "Telco", §9): POST /v1/telco/report/total with page and
 * pageSize, answering data.total_size and data.data of months with the spend in USD.
 */
export const TELCO_REPORT_PATH = '/v1/telco/report/total';

export interface TelcoReportRequest {
  /** One-based, as the campaign list's. Required, as pageSize is. */
  page: number;
  /** One of TELCO_PAGE_SIZES. */
  pageSize: number;
  /** Ours: the account the report is for (an administrator acting as another account); the caller's own when absent. */
  space_id?: number;
}

/**
 * One month: `dimension` is 'YYYY-MM' (UTC); spent_usd the month's spend converted to USD. The mock
 * answers every month from the account's first delivery to the current one, newest first, a month
 * without spend at 0.
 */
export interface TelcoRow {
  dimension: string;
  spent_usd: number;
}

export const TELCO_PAGE_SIZES = [5, 10, 15, 20] as const;
export const TELCO_DEFAULT_PAGE_SIZE = 10;
/** Spec 3 §9: the share shown is 15 percent of spent_usd. */
export const TELCO_SHARE = 0.15;
