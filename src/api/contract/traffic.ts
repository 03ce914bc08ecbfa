import type { Page } from './envelope';

/**
 * Traffic discovery (spec 3 §2 "Traffic Discovery page", §3 "Traffic row", §7 "Placement dimension
 * calls", §9): the market's ad requests grouped by the dimensions a user picks, from the /placement
 * calls under /v1/reports. Shared by the app and the mock.
 *
 * How answers nest: every answer is our envelope (`Envelope<T>`: `type`, `data`). The spec reads the
 * report as `data.data.data[]` and the options as `data.data[0].value`, counting the HTTP response's
 * own `data` as its first `data` (as an axios client does). So the report's envelope `data` is the
 * lists' `Page<T>` (`{ data: rows, total_size }`, as the telco report's), and the options' envelope
 * `data` is a list whose first entry holds the values.
 */
export const TRAFFIC_PATHS = {
  /** The report: rows grouped by the requested dimensions, one page of them. */
  report: '/v1/reports/placement/dimension',
  /**
   * A filter's options: the values of one dimension for the other filters. Spec 3 §7 lists
   * `/placement/total` beside `/placement/dimension` and names no `/placement/dimension/total`, and
   * the call answers the values of one dimension across the whole table (its "total"), so it is this one.
   */
  options: '/v1/reports/placement/total',
  /** The site_or_app filter's search (spec 3 §7, §9: page size 50). */
  autocomplete: '/v1/reports/placement/dimension/auto-complete',
  /** The CSV of the report (every row, not a page). */
  download: '/v1/reports/placement/dimension/download',
} as const;

/** The row's dimensions (spec 3 §3 "Traffic row"), in the order the table shows them. */
export const TRAFFIC_DIMENSIONS = [
  'country',
  'environment',
  'site_or_app',
  'position',
  'interstitial',
  'creative_type',
  'creative_size',
  'os',
  'traffic_source',
] as const;
export type TrafficDimension = (typeof TRAFFIC_DIMENSIONS)[number];

/** The row's metrics (spec 3 §3 "Traffic row"), in the spec's order. */
export const TRAFFIC_METRICS = [
  'cpm',
  'ctr',
  'cpc',
  'win_count',
  'exchange_id',
  'click_count',
  'impression_count',
  'user_count',
  'spend',
  'request_count',
  'loss_count',
  'category',
  'category_secondary',
] as const;
export type TrafficMetric = (typeof TRAFFIC_METRICS)[number];

/** Counts and money that add up when rows are grouped; spend is in USD (the market's figures, for every account). */
export const TRAFFIC_ADDITIVE_METRICS = ['win_count', 'click_count', 'impression_count', 'user_count', 'spend', 'request_count', 'loss_count'] as const;
export type TrafficAdditiveMetric = (typeof TRAFFIC_ADDITIVE_METRICS)[number];

/**
 * Worked out from a row's or a group's sums: cpm = spend / impressions × 1000 and cpc = spend / clicks
 * (USD), ctr = clicks / impressions × 100 (a percentage, as the reports' CTR); 0 when the divisor is 0.
 */
export const TRAFFIC_RATIO_METRICS = ['cpm', 'ctr', 'cpc'] as const;

/** The figures in US dollars: the page shows them with the dollar sign, the CSV rounded up to cents. */
export const TRAFFIC_MONEY_METRICS: ReadonlySet<TrafficMetric> = new Set(['spend', 'cpm', 'cpc']);

/**
 * A placement's attributes, not sums (the spec lists them among the metrics): exchange_id (an
 * EXCHANGES id), category (the app category's name) and category_secondary (the IAB tier-1 category's
 * name). A grouped row carries those of its busiest row (the most requests per day).
 */
export const TRAFFIC_ATTRIBUTE_METRICS = ['exchange_id', 'category', 'category_secondary'] as const;

/**
 * Spec 3 §9: user_count and request_count are per day (a day's average over the last 30 days). The
 * other counts and spend are ours: totals over the same last 30 days.
 */
export const TRAFFIC_PER_DAY_METRICS = ['user_count', 'request_count'] as const;

/** Spec 3 §9: page sizes 10, 15, 25 (default 15); default sort request_count descending. */
export const TRAFFIC_PAGE_SIZES = [10, 15, 25] as const;
export const TRAFFIC_DEFAULT_PAGE_SIZE = 15;
export const TRAFFIC_DEFAULT_SORT = { field: 'request_count', direction: 'DESC' } as const;
/** Spec 3 §9: the site_or_app search waits 500 ms after typing and asks for 50 values. */
export const TRAFFIC_AUTOCOMPLETE_DEBOUNCE_MS = 500;
export const TRAFFIC_AUTOCOMPLETE_PAGE_SIZE = 50;
/** Spec 3 §9: the creative size filter offers the top 30 sizes by impressions. */
export const TRAFFIC_CREATIVE_SIZE_OPTIONS = 30;
/** Spec 3 §2: the table keeps at least 2 columns. */
export const TRAFFIC_MIN_COLUMNS = 2;

/**
 * Dimension values are text: `interstitial` is 'true' or 'false', `environment` 'app' or 'site',
 * `position` a CreativePosition, `creative_type` a CreativeType, `creative_size` 'WIDTHxHEIGHT',
 * `os` a PlacementOs, `country` an ISO code, `site_or_app` the app's bundle id or the site's domain
 * (as the campaign editor's placement search answers them), `traffic_source` a traffic source's name.
 * No value holds a comma (the page's address lists values comma-separated).
 */
export interface TrafficDimensionValue {
  dimension: TrafficDimension;
  value: string;
}

/** A metric's value: a number, or text for category and category_secondary (null when a group has none). */
export interface TrafficMetricValue {
  metric: TrafficMetric;
  value: number | string | null;
}

/** One row of filter_included: keeps the rows whose `dimension` is one of `values`. Filters on several dimensions all apply. */
export interface TrafficFilter {
  dimension: TrafficDimension;
  values: string[];
}

export type TrafficOrderDirection = 'ASC' | 'DESC';

/**
 * POST report body (spec 3 §7). `dimensions` are the page's "aggregate": the rows are grouped by
 * them, additive metrics summed and ratios worked out from the sums. `order_field` is one of the
 * requested dimensions or metrics. `page` is one-based (as the campaign list's and the telco
 * report's), `page_size` one of TRAFFIC_PAGE_SIZES. `space_id` is ours: the account the caller acts
 * for (its own when absent), checked as the telco report checks it; the figures are the market's,
 * the same for every account.
 */
export interface TrafficReportRequest {
  filter_included?: TrafficFilter[];
  dimensions: TrafficDimension[];
  metrics_included: TrafficMetric[];
  order_field: TrafficDimension | TrafficMetric;
  order_direction: TrafficOrderDirection;
  page: number;
  page_size: number;
  space_id?: number;
}

/** A row: its requested dimensions and metrics, each in the order the request listed them. */
export interface TrafficRow {
  dimensions: TrafficDimensionValue[];
  metrics: TrafficMetricValue[];
}

/** The report's answer: the page's rows and `total_size`, the number of groups. */
export type TrafficReport = Page<TrafficRow>;

/**
 * POST options body (spec 3 §7 "Total"): the values of `dimension` among the rows `filter_included`
 * keeps, ordered by `metrics_included[0]` highest first (request_count when the list is empty), then
 * by value. The page asks for each filter with every other filter applied, not its own.
 */
export interface TrafficOptionsRequest {
  filter_included?: TrafficFilter[];
  metrics_included: TrafficMetric[];
  dimension: TrafficDimension;
  space_id?: number;
}

/** The values of one dimension: the answer is a list of one of these (the spec's `data.data[0].value`). */
export interface TrafficOptions {
  dimension: TrafficDimension;
  value: string[];
}

/**
 * POST auto-complete body (spec 3 §7): the site_or_app values that contain `name` (ignoring case; every
 * value when empty) among the rows `filter_included` keeps, the most requests per day first, at most
 * `page_size` (50, spec 3 §9). Answers a list of one TrafficOptions, as the options call does.
 */
export interface TrafficAutocompleteRequest {
  filter_included?: TrafficFilter[];
  dimension: 'site_or_app';
  name: string;
  page_size: number;
  space_id?: number;
}

/**
 * POST download body (spec 3 §7 "CSV": dimensions and metrics_included). Ours besides: the filters
 * and the order of the page, so the file holds what the table shows, every page of it. Without an
 * order it is request_count descending, or the first dimension ascending when request_count is not
 * asked. The header names the dimensions then the metrics as requested; money is written rounded up
 * to the cent as the page shows it, CTR with two decimals, formulas neutralised.
 */
export interface TrafficCsvRequest {
  dimensions: TrafficDimension[];
  metrics_included: TrafficMetric[];
  filter_included?: TrafficFilter[];
  order_field?: TrafficDimension | TrafficMetric;
  order_direction?: TrafficOrderDirection;
  space_id?: number;
}

export const TRAFFIC_CSV_FILENAME = 'traffic-discovery.csv';

export const isTrafficDimension = (value: unknown): value is TrafficDimension => (TRAFFIC_DIMENSIONS as readonly unknown[]).includes(value);
export const isTrafficMetric = (value: unknown): value is TrafficMetric => (TRAFFIC_METRICS as readonly unknown[]).includes(value);
