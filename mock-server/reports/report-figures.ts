import {
  ADDITIVE_METRICS,
  DIMENSION_COLUMN_METRIC,
  METRIC_PERMISSIONS,
  allowedMetrics,
  type AdditiveFigures,
  type DimensionOrderField,
  type DimensionRow,
  type Permission,
  type ReportFigures,
  type ReportMetric,
} from '../../src/api/contract';
import type { StoredCampaign } from '../db/types';
import { round2 } from '../seed/currency';
import type { DayMetrics } from '../seed/metrics';
import { hashUnit } from '../seed/random';
import { ratiosOf } from './campaign-rows';

/**
 * The figures a report shows beyond the four additive ones, derived from them per campaign (its own
 * win rate, session shares and frequency), so they are consistent wherever they are read.
 */
const character = (seed: number, c: StoredCampaign) => ({
  winRate: 0.18 + 0.24 * hashUnit(seed, c.id, 11),
  engaged: 0.45 + 0.3 * hashUnit(seed, c.id, 12),
  frequency: 1.4 + 1.6 * hashUnit(seed, c.id, 13),
});

const sessionsOf = (seed: number, c: StoredCampaign, m: DayMetrics) => {
  const { engaged } = character(seed, c);
  const session_count = Math.round(m.clicks * 0.92);
  const engaged_session_count = Math.round(session_count * engaged);
  return { session_count, engaged_session_count, bounce_rate: session_count > 0 ? round2(((session_count - engaged_session_count) / session_count) * 100) : 0 };
};

/** Every figure of spec 3 §3 "Report totals" but reach, before the caller's permissions. */
export const totalsOf = (seed: number, c: StoredCampaign, m: DayMetrics): Required<Omit<ReportFigures, 'reach'>> => {
  const { cpm, cpc, ctr, cpa, cvr } = ratiosOf(m);
  const bids = Math.round(m.impressions / character(seed, c).winRate);
  const { engaged_session_count } = sessionsOf(seed, c, m);
  return {
    impressions: m.impressions,
    clicks: m.clicks,
    spent: m.spent,
    conversions: m.conversions,
    conversions_unique_bid: Math.floor(m.conversions * 0.85),
    cpm,
    ctr,
    cpc,
    cpe: engaged_session_count > 0 ? round2(m.spent / engaged_session_count) : 0,
    cpa,
    cvr,
    bids,
    win_rate: bids > 0 ? round2((m.impressions / bids) * 100) : 0,
  };
};

/** Unique users reached: fewer than impressions, and each user seen more often the longer the range. */
export const reachOf = (seed: number, c: StoredCampaign, m: DayMetrics, days: number): number =>
  Math.round(m.impressions / (character(seed, c).frequency * (1 + 0.12 * Math.log(Math.max(1, days)))));

/** A dimension table row (spec 3 §3 "Dimension report row"). */
export const dimensionRowOf = (seed: number, c: StoredCampaign, dimension: string, m: DayMetrics): Required<DimensionRow> => {
  const { cpm, cpc, ctr, cpa, cvr } = ratiosOf(m);
  return {
    dimension,
    impression_count: m.impressions,
    cpm,
    click_count: m.clicks,
    cpc,
    ctr,
    ...sessionsOf(seed, c, m),
    conversion_count: m.conversions,
    cpa,
    cvr,
    spent: m.spent,
  };
};

/** The figures the caller may see (METRIC_PERMISSIONS): the others are left out of the answer. */
export const visibleMetrics = (permissions: readonly Permission[]): ReadonlySet<ReportMetric> =>
  new Set(allowedMetrics((permission) => permissions.includes(permission)));

export const keepVisible = <T extends object>(figures: T, visible: ReadonlySet<ReportMetric>, metricOf: (key: string) => ReportMetric | undefined): T =>
  Object.fromEntries(Object.entries(figures).filter(([key]) => {
    const metric = metricOf(key);
    return metric === undefined || visible.has(metric);
  })) as T;

const asMetric = (key: string): ReportMetric | undefined => (key in METRIC_PERMISSIONS ? (key as ReportMetric) : undefined);
export const visibleFigures = <T extends object>(figures: T, visible: ReadonlySet<ReportMetric>): T => keepVisible(figures, visible, asMetric);
export const visibleRow = (row: Required<DimensionRow>, visible: ReadonlySet<ReportMetric>): DimensionRow =>
  keepVisible(row, visible, (key) => (key === 'dimension' ? undefined : DIMENSION_COLUMN_METRIC[key as Exclude<DimensionOrderField, 'dimension'>]));

export const additive = (m: DayMetrics, visible: ReadonlySet<ReportMetric>): AdditiveFigures =>
  Object.fromEntries(ADDITIVE_METRICS.filter((metric) => visible.has(metric)).map((metric) => [metric, m[metric]]));

/**
 * The reports' rule (keepVisible) for every other answer that carries figures (the campaign list, its
 * CSV export, the campaign's 7-day total, the telco months): the fields whose figure the caller may not
 * see are left out, each field read as its figure through the contract's field → figure maps.
 */
export const permittedFields = <T extends object>(
  record: T,
  permissions: readonly Permission[],
  fieldMetric: Readonly<Record<string, ReportMetric>>,
): Partial<T> => keepVisible(record, visibleMetrics(permissions), (key) => (Object.hasOwn(fieldMetric, key) ? fieldMetric[key] : undefined));
