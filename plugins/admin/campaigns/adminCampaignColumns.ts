import type { AdminCampaignOrderField, AdminCampaignType, AdminReportData } from '../../../src/api/contract';
import { formatCount, formatMoney, formatPercent } from '../../../src/domain/money';

/** A figure column: shown in the list row and in each of its days. */
export interface FigureColumn {
  kind: 'figure';
  id: string;
  sortBy: AdminCampaignOrderField;
  /** The text of a figure; null when the answer lacks it (shown as 'No Data'). */
  text(data: AdminReportData, currency: string, usd: boolean): string | null;
}

/** A column of the campaign itself (account, status, phase, budget): list rows only. */
export interface CampaignColumn {
  kind: 'campaign';
  id: 'account' | 'status' | 'phase' | 'budget';
  sortBy?: AdminCampaignOrderField;
}

export type AdminCampaignColumn = FigureColumn | CampaignColumn;

const money =
  (local: keyof AdminReportData, dollars: keyof AdminReportData) =>
  (data: AdminReportData, currency: string, usd: boolean): string | null => {
    const value = usd ? data[dollars] : data[local];
    return value === undefined ? null : formatMoney(value, currency);
  };
const count = (key: keyof AdminReportData) => (data: AdminReportData) => (data[key] === undefined ? null : formatCount(data[key]));
const percent = (key: keyof AdminReportData) => (data: AdminReportData) => (data[key] === undefined ? null : formatPercent(data[key]));

/** Every column the chooser offers, in the table's order; the name column is always shown. */
export const ADMIN_CAMPAIGN_COLUMNS: readonly AdminCampaignColumn[] = [
  { kind: 'campaign', id: 'account' },
  { kind: 'campaign', id: 'status', sortBy: 'status_key' },
  { kind: 'campaign', id: 'phase', sortBy: 'phase' },
  { kind: 'campaign', id: 'budget', sortBy: 'budget' },
  { kind: 'figure', id: 'spent', sortBy: 'spent', text: money('spent', 'spent_usd') },
  { kind: 'figure', id: 'impressions', sortBy: 'impression_count', text: count('impression_count') },
  { kind: 'figure', id: 'clicks', sortBy: 'click_count', text: count('click_count') },
  { kind: 'figure', id: 'ctr', sortBy: 'ctr', text: percent('ctr') },
  { kind: 'figure', id: 'cpm', sortBy: 'cpm', text: money('cpm', 'cpm_usd') },
  { kind: 'figure', id: 'cpc', sortBy: 'cpc', text: money('cpc', 'cpc_usd') },
  { kind: 'figure', id: 'conversions', sortBy: 'conversion_count', text: count('conversion_count') },
  { kind: 'figure', id: 'cpa', sortBy: 'cpa', text: money('cpa', 'cpa_usd') },
  { kind: 'figure', id: 'cvr', sortBy: 'cvr', text: percent('cvr') },
];

export const ADMIN_CAMPAIGN_COLUMN_IDS: readonly string[] = ADMIN_CAMPAIGN_COLUMNS.map((column) => column.id);

/** Spec 3 §2: "Choosing performance hides the columns clicks, cpm, ctr, impressions, cpc and cvr". */
export const PERFORMANCE_HIDDEN_COLUMNS: readonly string[] = ['clicks', 'cpm', 'ctr', 'impressions', 'cpc', 'cvr'];

/** Spec 3 §2: "at least 2 columns stay selected". */
export const MIN_CHOSEN_COLUMNS = 2;

/** The chosen column ids from the address's text, in the table's order; absent or too few: every column. */
export const listOfColumns = (raw: string | null): readonly string[] => {
  if (raw === null) return ADMIN_CAMPAIGN_COLUMN_IDS;
  const named = new Set(raw.split(','));
  const chosen = ADMIN_CAMPAIGN_COLUMN_IDS.filter((id) => named.has(id));
  return chosen.length < MIN_CHOSEN_COLUMNS ? ADMIN_CAMPAIGN_COLUMN_IDS : chosen;
};

/** What the address holds for a choice: nothing when every column is chosen. */
export const columnsParamOf = (chosen: readonly string[]): string | null =>
  chosen.length === ADMIN_CAMPAIGN_COLUMN_IDS.length ? null : ADMIN_CAMPAIGN_COLUMN_IDS.filter((id) => chosen.includes(id)).join(',');

/** Whether a chosen column may be unchecked: the last two stay. */
export const canUncheck = (chosen: readonly string[], id: string): boolean => !chosen.includes(id) || chosen.length > MIN_CHOSEN_COLUMNS;

/** The choice after toggling `id`; unchecking one of the last two changes nothing. */
export const toggleColumn = (chosen: readonly string[], id: string): readonly string[] => {
  if (!chosen.includes(id)) return ADMIN_CAMPAIGN_COLUMN_IDS.filter((each) => each === id || chosen.includes(each));
  return canUncheck(chosen, id) ? chosen.filter((each) => each !== id) : chosen;
};

/** Whether the campaign type shows a column (performance hides the awareness figures). */
export const shownForType = (id: string, type: AdminCampaignType): boolean => type !== 'performance' || !PERFORMANCE_HIDDEN_COLUMNS.includes(id);

/** The columns the table shows: chosen, and shown for the type. */
export const visibleColumns = (chosen: readonly string[], type: AdminCampaignType): readonly AdminCampaignColumn[] =>
  ADMIN_CAMPAIGN_COLUMNS.filter((column) => chosen.includes(column.id) && shownForType(column.id, type));

/** The figure columns among `columns` (a day's row shows those). */
export const figureColumns = (columns: readonly AdminCampaignColumn[]): readonly FigureColumn[] =>
  columns.filter((column): column is FigureColumn => column.kind === 'figure');
