import type { AdminCampaignOrderField, AdminCampaignType, AdminReportData } from '../../../src/api/contract';
import type { Format } from '../../../src/format/useFormat';
import { shownForType } from './adminCampaignColumnChoice';

/** A figure column: shown in the list row and in each of its days. */
export interface FigureColumn {
  kind: 'figure';
  id: string;
  sortBy: AdminCampaignOrderField;
  /** The text of a figure; null when the answer lacks it (shown as 'No Data'). */
  text(data: AdminReportData, currency: string, usd: boolean, format: Format): string | null;
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
  (data: AdminReportData, currency: string, usd: boolean, format: Format): string | null => {
    const value = usd ? data[dollars] : data[local];
    return value === undefined ? null : format.money(value, currency);
  };
const count = (key: keyof AdminReportData) => (data: AdminReportData, _currency: string, _usd: boolean, format: Format) => (data[key] === undefined ? null : format.count(data[key]));
const percent = (key: keyof AdminReportData) => (data: AdminReportData, _currency: string, _usd: boolean, format: Format) => (data[key] === undefined ? null : format.percent(data[key]));

/** Every column the chooser offers, in ADMIN_CAMPAIGN_COLUMN_IDS's order; the name column is always shown. */
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

/** The columns the table shows: chosen, and shown for the type. */
export const visibleColumns = (chosen: readonly string[], type: AdminCampaignType): readonly AdminCampaignColumn[] =>
  ADMIN_CAMPAIGN_COLUMNS.filter((column) => chosen.includes(column.id) && shownForType(column.id, type));

/** The figure columns among `columns` (a day's row shows those). */
export const figureColumns = (columns: readonly AdminCampaignColumn[]): readonly FigureColumn[] =>
  columns.filter((column): column is FigureColumn => column.kind === 'figure');
