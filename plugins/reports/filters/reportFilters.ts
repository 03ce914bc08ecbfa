import { ALL_TIME_FROM, type DatePresetId, type DateRange, addDays, todayIso } from '../../../src/domain/dateRange';
import { rangeOf } from '../../../src/widgets/date-range/rangeParam';

/**
 * The reports page's filters, all in the query string, so a reload or a link shows the same report.
 * `campaignId` is the spec's own name (spec 1 §2 "/reports (query campaignId)"); `from`/`to` are the
 * shared date-range widget's (`to` exclusive).
 */
export type Granularity = 'hour' | 'day';
export type ReportTab = 'platforms' | 'publishers' | 'banners' | 'dimension' | 'placements';
/** The figures the chart can draw over time: the additive ones, and CTR worked out per point. */
export type ChartMetric = 'impressions' | 'clicks' | 'ctr' | 'spent' | 'conversions';
export const CHART_METRICS: readonly ChartMetric[] = ['impressions', 'clicks', 'ctr', 'spent', 'conversions'];
export type PublisherOrder = 'highest' | 'lowest';

export interface ReportFilters {
  campaignId: number | null;
  range: DateRange;
  /** Traffic source text ('' = every source). */
  source: string;
  /** Banner size key; 1 is "all sizes" and is left out of the request (spec 3 §3). */
  size: number;
  /** Device type key of report_device_types; null = every device. */
  device: number | null;
  granularity: Granularity;
  tab: ReportTab;
  /** The chart's metric; one the user may not see is replaced by the page with the first allowed. */
  metric: ChartMetric;
  /** The previous period drawn over the chart (on unless switched off). */
  compare: boolean;
  publishers: PublisherOrder;
}

export const REPORT_PARAMS = {
  campaignId: 'campaignId',
  from: 'from',
  to: 'to',
  source: 'source',
  size: 'size',
  device: 'device',
  granularity: 'granularity',
  tab: 'tab',
  metric: 'metric',
  compare: 'compare',
  publishers: 'publishers',
} as const;

export const ALL_SIZES = 1;
export const REPORT_TABS: readonly ReportTab[] = ['platforms', 'publishers', 'banners', 'dimension', 'placements'];
/** The report's presets (spec 3 §2), UTC. */
export const REPORT_PRESETS: readonly DatePresetId[] = ['allTime', 'today', 'thisMonth', 'pastMonth', 'last7', 'last30', 'last365'];
/** Not given by the spec: the last 7 days, the shared widget's default (spec 3 §9). */
export const REPORT_DEFAULT_PRESET: DatePresetId = 'last7';

const positiveInt = (value: string | null): number | null => {
  if (value === null || !/^\d{1,15}$/.test(value)) return null;
  const parsed = Number(value);
  return parsed > 0 ? parsed : null;
};

const oneOf = <T extends string>(value: string | null, allowed: readonly T[], fallback: T): T =>
  allowed.includes(value as T) ? (value as T) : fallback;

/**
 * Our choice where the spec is silent: per hour while the range is at most 2 days (a day per point
 * would draw one or two dots), per day otherwise, unless the user picked one.
 */
export const defaultGranularity = (range: DateRange): Granularity => (addDays(range.from, 2) >= range.to ? 'hour' : 'day');

/** The filters a query string holds; anything missing or malformed takes its default. */
export const filtersFromSearch = (search: URLSearchParams, today: string = todayIso()): ReportFilters => {
  const range = rangeOf(search.get(REPORT_PARAMS.from), search.get(REPORT_PARAMS.to), REPORT_DEFAULT_PRESET, today);
  return {
    campaignId: positiveInt(search.get(REPORT_PARAMS.campaignId)),
    range,
    source: (search.get(REPORT_PARAMS.source) ?? '').trim().slice(0, 255),
    size: positiveInt(search.get(REPORT_PARAMS.size)) ?? ALL_SIZES,
    device: positiveInt(search.get(REPORT_PARAMS.device)),
    granularity: oneOf(search.get(REPORT_PARAMS.granularity), ['hour', 'day'] as const, defaultGranularity(range)),
    tab: oneOf(search.get(REPORT_PARAMS.tab), REPORT_TABS, 'platforms'),
    metric: oneOf(search.get(REPORT_PARAMS.metric), CHART_METRICS, 'impressions'),
    compare: search.get(REPORT_PARAMS.compare) !== '0',
    publishers: oneOf(search.get(REPORT_PARAMS.publishers), ['highest', 'lowest'] as const, 'highest'),
  };
};

/**
 * The query string of some filters, defaults left out so links stay short; other parameters of
 * `base` (a list's page, a saved view's id) are kept.
 */
export const searchOfFilters = (filters: ReportFilters, base: URLSearchParams = new URLSearchParams()): URLSearchParams => {
  const params = new URLSearchParams(base);
  const set = (name: string, value: string | null) => (value === null ? params.delete(name) : params.set(name, value));
  set(REPORT_PARAMS.campaignId, filters.campaignId === null ? null : String(filters.campaignId));
  set(REPORT_PARAMS.from, filters.range.from);
  set(REPORT_PARAMS.to, filters.range.to);
  set(REPORT_PARAMS.source, filters.source === '' ? null : filters.source);
  set(REPORT_PARAMS.size, filters.size === ALL_SIZES ? null : String(filters.size));
  set(REPORT_PARAMS.device, filters.device === null ? null : String(filters.device));
  set(REPORT_PARAMS.granularity, filters.granularity === defaultGranularity(filters.range) ? null : filters.granularity);
  set(REPORT_PARAMS.tab, filters.tab === 'platforms' ? null : filters.tab);
  set(REPORT_PARAMS.metric, filters.metric === 'impressions' ? null : filters.metric);
  set(REPORT_PARAMS.compare, filters.compare ? null : '0');
  set(REPORT_PARAMS.publishers, filters.publishers === 'highest' ? null : filters.publishers);
  return params;
};

/** The compare period: the same number of days right before the range. */
export const previousPeriod = (range: DateRange): DateRange => {
  const days = Math.round((Date.parse(`${range.to}T00:00:00Z`) - Date.parse(`${range.from}T00:00:00Z`)) / 86_400_000);
  return { from: addDays(range.from, -days), to: range.from };
};

/**
 * "All time" of one campaign starts on its first day (our choice, the spec is silent), not in 2000:
 * the dashboard would otherwise ask for some 1,400 empty weeks. Other ranges are left as chosen, so a
 * "last 30 days" chart keeps its 30 days even for a campaign that started 10 days ago.
 */
export const clampAllTime = (range: DateRange, campaignFirstDay: string | null): DateRange =>
  range.from === ALL_TIME_FROM && campaignFirstDay !== null && campaignFirstDay > range.from && campaignFirstDay < range.to
    ? { from: campaignFirstDay, to: range.to }
    : range;
