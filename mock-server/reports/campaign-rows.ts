import type { CampaignListRow, CampaignListSortField } from '../../src/api/contract';
import type { StoredCampaign } from '../db/types';
import { round2 } from '../seed/currency';
import { deliveryWindow, metricsOnDay, sumMetrics, ZERO_METRICS, type DayMetrics } from '../seed/metrics';

/** Ratios as the list shows them: CTR and CVR in percent, CPM per thousand, all to 2 decimals. */
const ratio = (numerator: number, denominator: number, scale = 1): number =>
  denominator > 0 ? round2((numerator / denominator) * scale) : 0;

/** A campaign's figures: over [fromDay, toDay), on today, and since it first delivered (to today). */
export interface CampaignFigures {
  readonly range: DayMetrics;
  readonly todays: DayMetrics;
  readonly lifetime: DayMetrics;
}

export const campaignFigures = (seed: number, c: StoredCampaign, fromDay: number, toDay: number, today: number): CampaignFigures => {
  const range = sumMetrics(seed, c, fromDay, toDay);
  const window = deliveryWindow(c);
  const todays = window && today >= window.first && today <= window.last ? metricsOnDay(seed, c, today) : ZERO_METRICS;
  let lifetime: DayMetrics | undefined;
  return {
    range,
    todays,
    // The dearest part (every day since the start), and only list rows need it (budget_spent), not the
    // CSV export: computed on first use, then kept.
    get lifetime(): DayMetrics {
      lifetime ??= sumMetrics(seed, c, window?.first ?? today, today + 1);
      return lifetime;
    },
  };
};

/** The ratios of a range as the list shows them. */
export const ratiosOf = (range: DayMetrics): { cpm: number; cpc: number; ctr: number; cpa: number; cvr: number } => ({
  cpm: ratio(range.spent, range.impressions, 1000),
  cpc: ratio(range.spent, range.clicks),
  ctr: ratio(range.clicks, range.impressions, 100),
  cpa: ratio(range.spent, range.conversions),
  cvr: ratio(range.conversions, range.clicks, 100),
});

/** A list row: the stored campaign plus its figures (see campaignFigures). */
export const rowFromFigures = (c: StoredCampaign, figures: CampaignFigures): CampaignListRow => {
  const { range, todays } = figures;
  const { cpm, cpc, ctr, cpa, cvr } = ratiosOf(range);
  return {
    id: c.id,
    name: c.name,
    status_key: c.status_key,
    budget: c.budget,
    budget_type_key: 2,
    campaign_type_key: 1,
    campaign_type: c.campaign_type,
    goal: c.goal,
    creative_status: c.creative_status,
    campaign_start_at: c.campaign_start_at,
    campaign_end_at: c.campaign_end_at,
    space_id: c.space_id,
    currency: c.currency,
    daily_budget_spent: todays.spent,
    budget_spent: figures.lifetime.spent,
    impressions: range.impressions,
    clicks: range.clicks,
    spent: range.spent,
    today_spent: todays.spent,
    cpm,
    cpc,
    ctr,
    conversions: range.conversions,
    report_data: { cpa, cvr },
    // Read per hour, not per range: the list route fills it from the pacing book (pacing-figures.ts).
    pacing: null,
  };
};

/** A list row for [fromDay, toDay), computed afresh (FiguresCache keeps them between calls). */
export const campaignRow = (seed: number, c: StoredCampaign, fromDay: number, toDay: number, today: number): CampaignListRow =>
  rowFromFigures(c, campaignFigures(seed, c, fromDay, toDay, today));

/** Sort fields read straight from the stored campaign: the page can be cut before figures are computed. */
export const STORED_SORT_FIELDS = new Set<CampaignListSortField>(['id', 'name', 'status_key', 'budget', 'campaign_start_at']);

const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

type Sortable = Pick<CampaignListRow, 'id' | 'name' | 'campaign_start_at'> & Partial<CampaignListRow>;

const valueOf = (row: Sortable, field: CampaignListSortField): number | string | null => {
  if (field === 'cpa' || field === 'cvr') return row.report_data?.[field] ?? 0;
  const value = row[field];
  return typeof value === 'number' || typeof value === 'string' ? value : null;
};

/** Compares by one field (nulls last whatever the direction), then by id so pages never overlap. */
export const compareRows =
  (field: CampaignListSortField, ascending: boolean) =>
  (a: Sortable, b: Sortable): number => {
    const x = valueOf(a, field);
    const y = valueOf(b, field);
    if (x === null || y === null) return x === y ? a.id - b.id : x === null ? 1 : -1;
    const order = typeof x === 'string' && typeof y === 'string' ? collator.compare(x, y) : Number(x) - Number(y);
    return (ascending ? order : -order) || a.id - b.id;
  };
