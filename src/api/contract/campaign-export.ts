/**
 * CSV export of the campaign list (spec 1 §2 "CSV export link (file campaigns.csv)", §6 PAGE_REPORTS,
 * §7 "Export of the list to CSV sends space id, name, status filter values, fromDate and toDate").
 *
 * The spec names the call's fields but not its path. Spec 3 §7 lists the CSV downloads
 * POST /v1/campaign/report/download/account-report, /campaign-report and /traffic-source; the list's
 * export is the account-level report of that family, so it is the account-report path.
 */
export const CAMPAIGN_EXPORT_PATH = '/v1/campaign/report/download/account-report';

/** The name the answer's Content-Disposition gives the file. */
export const CAMPAIGN_EXPORT_FILENAME = 'campaigns.csv';

/**
 * The body (JSON). The filter is the list's: name contains (case-insensitive), status_filter as in the
 * list (50 or empty = all), dates as ISO days with toDate exclusive (default: the last 7 days).
 * Requires PAGE_REPORTS; non-admins may only export their own space (code 3).
 */
export interface CampaignExportRequest {
  space_id: number;
  name?: string;
  status_filter?: number[];
  fromDate: string;
  toDate: string;
}

/**
 * The answer on success is the file itself, not the envelope: `text/csv; charset=utf-8`, an
 * attachment named campaigns.csv, RFC 4180 with CRLF line ends and a UTF-8 byte order mark. Errors
 * still answer the usual envelope (JSON). Every matching campaign, sorted by name ascending, in
 * these columns. Money and ratios have 2 decimals (CTR and CVR in percent, CPM per thousand); Status
 * is the English status label; Start date is the UTC day (YYYY-MM-DD), empty when "Immediately".
 * Text cells that a spreadsheet would read as a formula (= + - @ as the first character once
 * whitespace, control and zero-width characters are skipped and full-width forms folded, or a leading
 * tab or CR) are prefixed with a single quote; a cell holding a comma, a semicolon, a quote or a line
 * break is quoted. The columns of figures the caller may not see are left out (METRIC_PERMISSIONS
 * through CAMPAIGN_EXPORT_COLUMN_METRIC).
 */
export const CAMPAIGN_EXPORT_COLUMNS = [
  'Name',
  'Status',
  'Impressions',
  'CPM',
  'Clicks',
  'CPC',
  'CTR',
  'Conversions',
  'CPA',
  'CVR',
  'Spent',
  'Today spent',
  'Daily budget',
  'Currency',
  'Start date',
] as const;
