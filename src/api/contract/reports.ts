import type { Page } from './envelope';
import type { Permission } from './permissions';

/**
 * The report calls (spec 3 §3 "Report filter body", §7 "Reports"). Paths, bodies and answers shared by
 * the app and the mock. Where the spec names a call without its shape, the choice is written here.
 */
export const REPORT_PATHS = {
  total: '/v1/reports/total',
  /** Reach is asked separately from the totals (spec 3 §7): it is not additive and costs more. */
  reach: '/v1/reports/reach',
  dashboard: '/v1/reports/dashboard',
  platforms: '/v1/reports/platforms',
  publishers: '/v1/reports/publishers',
  banners: '/v1/reports/banners',
  dimension: '/v1/reports/dimension',
  /** The placement report (spec 3 §7 "Placement dimension calls": Report). */
  placement: '/v1/reports/placement',
  campaignReportCsv: '/v1/campaign/report/download/campaign-report',
  trafficSourceCsv: '/v1/campaign/report/download/traffic-source',
  /** Saved views (ours, beyond the spec). */
  views: '/v1/reports/views',
} as const;

/** Ours: 1 per hour, 2 per day (the spec's banners call sends 2: values per size for whole days). */
export const GRANULARITY = { hour: 1, day: 2 } as const;
export type GranularityKey = (typeof GRANULARITY)[keyof typeof GRANULARITY];

/** visual_size_key 1 is every size and is left out of the body (spec 3 §3); other keys are BANNER_SLOTS keys. */
export const ALL_VISUAL_SIZES = 1;

/**
 * The report_device_types dictionary (GET /v1/dictionary/meta/report_device_types/{locale}): the platform
 * report's four disjoint slices (spec 3 §2 "desktop/mobile, android values, others"): mobile is every
 * phone and tablet but Android ones. No device_type_key is every device.
 */
export const REPORT_DEVICE_TYPE = { desktop: 1, mobile: 2, android: 3, others: 4 } as const;
export type ReportDeviceTypeKey = (typeof REPORT_DEVICE_TYPE)[keyof typeof REPORT_DEVICE_TYPE];

/** Every figure a report can carry (spec 3 §3 "Report totals"). */
export const REPORT_METRICS = [
  'impressions',
  'clicks',
  'spent',
  'conversions',
  'conversions_unique_bid',
  'cpm',
  'ctr',
  'cpc',
  'cpe',
  'cpa',
  'cvr',
  'reach',
  'bids',
  'win_rate',
] as const;
export type ReportMetric = (typeof REPORT_METRICS)[number];

/**
 * Which report permissions a figure needs (spec 3 §6: REPORT_IMPRESSIONS, REPORT_CLICKS, REPORT_CONVERSIONS,
 * REPORT_SPEND limit tabs, columns and chart metrics). A ratio needs both of its parts: CTR is clicks
 * over impressions, CPC spend over clicks. The mock leaves out of every answer what the caller may not
 * see, and the app offers only what this table allows: one table for both.
 */
export const METRIC_PERMISSIONS: Readonly<Record<ReportMetric, readonly Permission[]>> = {
  impressions: ['REPORT_IMPRESSIONS'],
  reach: ['REPORT_IMPRESSIONS'],
  bids: ['REPORT_IMPRESSIONS'],
  win_rate: ['REPORT_IMPRESSIONS'],
  clicks: ['REPORT_CLICKS'],
  ctr: ['REPORT_CLICKS', 'REPORT_IMPRESSIONS'],
  spent: ['REPORT_SPEND'],
  cpm: ['REPORT_SPEND', 'REPORT_IMPRESSIONS'],
  cpc: ['REPORT_SPEND', 'REPORT_CLICKS'],
  cpe: ['REPORT_SPEND', 'REPORT_CLICKS'],
  conversions: ['REPORT_CONVERSIONS'],
  conversions_unique_bid: ['REPORT_CONVERSIONS'],
  cpa: ['REPORT_SPEND', 'REPORT_CONVERSIONS'],
  cvr: ['REPORT_CONVERSIONS', 'REPORT_CLICKS'],
};

export const allowedMetrics = (has: (permission: Permission) => boolean): ReportMetric[] =>
  REPORT_METRICS.filter((metric) => METRIC_PERMISSIONS[metric].every(has));

/**
 * Which figure each field of the other answers that carry figures is, so the same METRIC_PERMISSIONS
 * rule limits them as the reports: the campaign list row (spend today, the daily budget spent and the
 * lifetime spend are all spend; CPA and CVR sit under report_data), the campaign's 7-day total, the
 * list's CSV export columns. A field not named here is no figure (name, status, budget, currency).
 */
export const CAMPAIGN_LIST_FIELD_METRIC: Readonly<Record<string, ReportMetric>> = {
  impressions: 'impressions',
  clicks: 'clicks',
  ctr: 'ctr',
  spent: 'spent',
  today_spent: 'spent',
  daily_budget_spent: 'spent',
  budget_spent: 'spent',
  cpm: 'cpm',
  cpc: 'cpc',
  conversions: 'conversions',
  cpa: 'cpa',
  cvr: 'cvr',
  // Pacing (pacing.ts) is spend against the ideal spend: spend.
  pacing: 'spent',
};
export const PERIOD_TOTAL_FIELD_METRIC: Readonly<Record<string, ReportMetric>> = {
  current_period_impressions: 'impressions',
  current_period_clicks: 'clicks',
  current_period_spent: 'spent',
};
/** The telco report's month row (PAGE_TELCO opens the page; its spend is still spend). */
export const TELCO_FIELD_METRIC: Readonly<Record<string, ReportMetric>> = { spent_usd: 'spent' };
export const CAMPAIGN_EXPORT_COLUMN_METRIC: Readonly<Record<string, ReportMetric>> = {
  Impressions: 'impressions',
  CPM: 'cpm',
  Clicks: 'clicks',
  CPC: 'cpc',
  CTR: 'ctr',
  Conversions: 'conversions',
  CPA: 'cpa',
  CVR: 'cvr',
  Spent: 'spent',
  'Today spent': 'spent',
};

/** The one rule: a field is shown when it is no figure, or a figure the permissions allow. */
export const fieldPermitted = (
  key: string,
  fieldMetric: Readonly<Record<string, ReportMetric>>,
  has: (permission: Permission) => boolean,
): boolean => {
  const metric = Object.hasOwn(fieldMetric, key) ? fieldMetric[key] : undefined;
  return metric === undefined || METRIC_PERMISSIONS[metric].every(has);
};

/** The figures that add up over time and slices: the chart's series, the pies' and bars' values. */
export const ADDITIVE_METRICS = ['impressions', 'clicks', 'spent', 'conversions'] as const;
export type AdditiveMetric = (typeof ADDITIVE_METRICS)[number];

/** The report filter body (spec 3 §3). Dates are UTC: from_date the start of its day, to_date the end of its. */
export interface ReportFilterBody {
  /** 'YYYY-MM-DDT00:00:00Z'. */
  from_date: string;
  /** 'YYYY-MM-DDT23:59:59Z' (inclusive). */
  to_date: string;
  tz_offset_seconds: 0;
  /** The campaign. */
  id: number;
  device_type_key?: ReportDeviceTypeKey;
  /** Omitted for every size (1). */
  visual_size_key?: number;
  granularity_type_key?: GranularityKey;
  /** Traffic source text: publishers whose name contains it (case-insensitive). */
  publisher?: string;
  included_metrics?: ReportMetric[];
}

/** Figures the caller may see; the others are left out (METRIC_PERMISSIONS). */
export type ReportFigures = Partial<Record<ReportMetric, number>>;
export type AdditiveFigures = Partial<Record<AdditiveMetric, number>>;

/** POST /total: the range's totals (every figure but reach). */
export type ReportTotals = ReportFigures;

/** POST /reach: { reach } (when the caller may see impressions). */
export interface ReportReach {
  reach?: number;
}

/** POST /dashboard: one point per hour or day of the range, oldest first; `time` is its UTC start. */
export interface DashboardPoint extends AdditiveFigures {
  time: string;
}
export interface DashboardReport {
  points: DashboardPoint[];
}

/** POST /platforms (spec 3 §3): desktop and mobile totals, others, and Android under values. */
export interface PlatformReport {
  desktop: AdditiveFigures;
  mobile: AdditiveFigures;
  others: AdditiveFigures;
  values: { android: AdditiveFigures };
}

/** POST /publishers: the top publishers by one metric (included_metrics[0], impressions by default), the rest summed in others. */
export interface PublishersRequest extends ReportFilterBody {
  top_publishers_highest_first: boolean;
}
export interface PublishersReport {
  metric: AdditiveMetric;
  data: { name: string; value: number }[];
  others: number;
}

/** POST /banners: values per banner size (BANNER_SLOTS), sizes with no delivery left out. */
export interface BannerSizeFigures extends AdditiveFigures {
  key: number;
  size: string;
}
export interface BannersReport {
  values: BannerSizeFigures[];
}

/** POST /dimension (spec 3 §7): one row per value of a dimension, paged and sorted on the server. */
export const REPORT_DIMENSIONS = ['day', 'publisher', 'device', 'banner_size'] as const;
export type ReportDimension = (typeof REPORT_DIMENSIONS)[number];
export const DIMENSION_ORDER_FIELDS = [
  'dimension',
  'impression_count',
  'cpm',
  'click_count',
  'cpc',
  'ctr',
  'engaged_session_count',
  'session_count',
  'bounce_rate',
  'conversion_count',
  'cpa',
  'cvr',
  'spent',
] as const;
export type DimensionOrderField = (typeof DIMENSION_ORDER_FIELDS)[number];
/** Which figure a dimension column shows, for its permissions. */
export const DIMENSION_COLUMN_METRIC: Readonly<Record<Exclude<DimensionOrderField, 'dimension'>, ReportMetric>> = {
  impression_count: 'impressions',
  cpm: 'cpm',
  click_count: 'clicks',
  cpc: 'cpc',
  ctr: 'ctr',
  engaged_session_count: 'clicks',
  session_count: 'clicks',
  bounce_rate: 'clicks',
  conversion_count: 'conversions',
  cpa: 'cpa',
  cvr: 'cvr',
  spent: 'spent',
};
export const DIMENSION_PAGE_SIZES = [10, 15, 25] as const;
export interface DimensionRequest {
  id: number;
  page: number;
  page_size: number;
  dimension: ReportDimension;
  order_field: DimensionOrderField;
  order_asc: boolean;
  from_date: string;
  to_date: string;
  device_type_key?: ReportDeviceTypeKey;
  visual_size_key?: number;
  publisher?: string;
}
export type DimensionRow = { dimension: string } & Partial<Record<Exclude<DimensionOrderField, 'dimension'>, number>>;

/** The CSV downloads: the report filter body; the traffic-source one adds the dimension of its rows. */
export interface TrafficSourceCsvRequest extends ReportFilterBody {
  dimension: ReportDimension;
}

/** A saved view (ours): the filters of a report under a name, shared by link with anyone who may see its campaign. */
export const VIEW_NAME_MAX = 60;
export interface SavedViewFilters {
  from: string;
  to: string;
  source: string;
  size: number;
  device: number | null;
  granularity: 'hour' | 'day';
  tab: string;
}
export interface SavedViewInput {
  name: string;
  campaign_id: number;
  filters: SavedViewFilters;
}
export interface SavedView extends SavedViewInput {
  id: number;
  user_id: number;
  created_at: string;
}

/**
 * POST /v1/reports/placement: the report's figures per placement (the app or site an ad ran in).
 * Spec 3 §7 names the path among the report calls (POST, base /v1/reports) and nothing more: not its
 * body, its answer, nor where it is shown (spec 3 §9: "Placement analytics ... beyond the above: not
 * shown"). Ours, so that it reads as its neighbours: the body is the report filter body (spec 3 §3),
 * included_metrics choosing the figures as on every report call, plus the paging and order fields the
 * placement calls use (spec 3 §7 "Placement dimension calls"); a row is theirs too ({dimension, value}
 * and {metric, value} lists), and the answer a page of rows (`data.data[]`, `data.total_size`), as the
 * traffic report reads the same family (traffic.ts). The app shows it as a breakdown of the reports page.
 */
export const PLACEMENT_REPORT_DIMENSIONS = ['site_or_app', 'environment', 'os'] as const;
export type PlacementReportDimension = (typeof PLACEMENT_REPORT_DIMENSIONS)[number];
/** Every report figure but reach: unique users are not counted per placement. */
export type PlacementReportMetric = Exclude<ReportMetric, 'reach'>;
export const PLACEMENT_REPORT_METRICS: readonly PlacementReportMetric[] = REPORT_METRICS.filter((metric): metric is PlacementReportMetric => metric !== 'reach');
/** The limits the server holds a body to (report tables page sizes: spec 3 §9). */
export const PLACEMENT_REPORT_LIMITS = {
  pageSizes: [10, 15, 25],
  /** One or two dimensions per row (a placement, or an environment and OS pair). */
  maxDimensions: 2,
  /** Pages beyond this are refused: no placement report has that many rows. */
  maxPage: 10_000,
} as const;
export type PlacementOrderDirection = 'ASC' | 'DESC';
export interface PlacementReportRequest extends Omit<ReportFilterBody, 'granularity_type_key'> {
  /** One or two of PLACEMENT_REPORT_DIMENSIONS, no repeats (site_or_app when absent). */
  dimensions: PlacementReportDimension[];
  /**
   * One of the request's dimensions or a placement figure. A figure the answer does not carry (not
   * included, or hidden from the caller) orders by the first dimension: its order would leak it.
   */
  order_field: PlacementReportDimension | PlacementReportMetric;
  order_direction: PlacementOrderDirection;
  /** One-based. */
  page: number;
  page_size: number;
}
/** A row: its dimensions and figures, each in the order the request listed them. */
export interface PlacementReportRow {
  dimensions: { dimension: PlacementReportDimension; value: string }[];
  metrics: { metric: PlacementReportMetric; value: number }[];
}
export type PlacementReport = Page<PlacementReportRow>;
