import { CAMPAIGN_EXPORT_COLUMN_METRIC, CAMPAIGN_EXPORT_COLUMNS, CAMPAIGN_STATUS, type CampaignStatusName, type Permission } from '../../src/api/contract';
import { dayOfDateTime, isoDay } from '../dates';
import type { StoredCampaign } from '../db/types';
import { fixed, toCsv, type CsvCell } from '../http/csv';
import { ratiosOf, type CampaignFigures } from './campaign-rows';
import { permittedFields } from './report-figures';

/** The English status labels, worded as the app's (locales/en/campaigns.json, campaigns.status). */
export const STATUS_LABELS: Record<CampaignStatusName, string> = {
  draft: 'Draft',
  in_moderation: 'In moderation',
  rejected: 'Rejected',
  running: 'Running',
  archived: 'Archived',
  waiting_for_ad_exchange: 'Waiting for ad exchange',
  running_daily_budget_reached: 'Running, daily budget reached',
  waiting_to_start: 'Waiting to start',
  paused: 'Paused',
  finished_budget_spent: 'Finished, budget spent',
  finished_overdue: 'Finished, end date reached',
  paused_due_to_user_balance_spent: 'Paused, balance spent',
  paused_pending_balance_validation: 'Paused, refill needed',
};

const LABEL_BY_KEY = new Map<number, string>(
  (Object.keys(CAMPAIGN_STATUS) as CampaignStatusName[]).map((name) => [CAMPAIGN_STATUS[name], STATUS_LABELS[name]]),
);

/** The UTC day of the start, empty when the campaign starts "Immediately" (no start date). */
const startDay = (startAt: string | null): string | null => {
  const day = dayOfDateTime(startAt);
  return day === null || Number.isNaN(day) ? null : isoDay(day);
};

/** The list row's figures as CSV cells, in CAMPAIGN_EXPORT_COLUMNS order (no lifetime spend needed). */
export const exportCells = (c: StoredCampaign, { range, todays }: Pick<CampaignFigures, 'range' | 'todays'>): CsvCell[] => {
  const { cpm, cpc, ctr, cpa, cvr } = ratiosOf(range);
  return [
    c.name,
    LABEL_BY_KEY.get(c.status_key) ?? String(c.status_key),
    range.impressions,
    fixed(cpm),
    range.clicks,
    fixed(cpc),
    fixed(ctr),
    range.conversions,
    fixed(cpa),
    fixed(cvr),
    fixed(range.spent),
    fixed(todays.spent),
    fixed(c.budget),
    c.currency,
    startDay(c.campaign_start_at),
  ];
};

/**
 * The file with only the columns whose figures the caller may see: the row is read as a record by
 * column and passed through the same rule as every other answer (permittedFields).
 */
export const campaignsCsv = (rows: readonly CsvCell[][], permissions: readonly Permission[]): string => {
  const permitted = (cells: readonly CsvCell[]) =>
    permittedFields(Object.fromEntries(CAMPAIGN_EXPORT_COLUMNS.map((column, i) => [column, cells[i]])), permissions, CAMPAIGN_EXPORT_COLUMN_METRIC);
  const header = Object.keys(permitted([]));
  return toCsv(header, rows.map((cells) => Object.values(permitted(cells))), { bom: true });
};
