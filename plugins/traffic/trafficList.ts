import {
  TRAFFIC_DEFAULT_PAGE_SIZE,
  TRAFFIC_DEFAULT_SORT,
  TRAFFIC_DIMENSIONS,
  TRAFFIC_METRICS,
  TRAFFIC_MIN_COLUMNS,
  TRAFFIC_PAGE_SIZES,
  isTrafficMetric,
  type TrafficDimension,
  type TrafficFilter,
  type TrafficMetric,
} from '../../src/api/contract';
import type { SpecListConfig } from '../../src/list/listConfig';

export const TRAFFIC_RESOURCE = 'traffic-rows';

/**
 * The page's address (spec 3 §2: "filter names with comma-separated values, plus an aggregate
 * parameter holding a comma-separated list"): each dimension's filter under its own name
 * (`country=NG,KE`), `aggregate` the dimensions the rows are grouped by (every dimension when absent),
 * and, ours, `columns` the metric columns shown (the column chooser's choice, so a shared link shows
 * the same table; DEFAULT_COLUMNS when absent), beside the list kit's `page`, `pageSize`, `sort`, `order`.
 */
export const AGGREGATE_PARAM = 'aggregate';
export const COLUMNS_PARAM = 'columns';

/**
 * Ours (the spec names no default): the figures a buyer sizes inventory with, volume first; the other
 * metrics are a click away in the column chooser.
 */
export const DEFAULT_COLUMNS: readonly TrafficMetric[] = ['request_count', 'user_count', 'impression_count', 'cpm', 'spend'];

/**
 * The order the chooser lists the metrics and the table shows them (ours: volume, then delivery,
 * then prices, then the placement's attributes), rather than the spec's list order.
 */
export const METRIC_ORDER: readonly TrafficMetric[] = [
  'request_count',
  'user_count',
  'impression_count',
  'win_count',
  'loss_count',
  'click_count',
  'ctr',
  'cpm',
  'cpc',
  'spend',
  'exchange_id',
  'category',
  'category_secondary',
];

/** Spec 3 §9: page sizes 10, 15, 25 (default 15), request_count descending by default; every column sorts. */
export const TRAFFIC_LIST: SpecListConfig = {
  resource: TRAFFIC_RESOURCE,
  pageSizes: TRAFFIC_PAGE_SIZES,
  defaultPageSize: TRAFFIC_DEFAULT_PAGE_SIZE,
  sortFields: [...TRAFFIC_DIMENSIONS, ...TRAFFIC_METRICS],
  defaultSort: { field: TRAFFIC_DEFAULT_SORT.field, order: TRAFFIC_DEFAULT_SORT.direction },
  filters: [
    ...TRAFFIC_DIMENSIONS.map((name) => ({ name, kind: 'strings' as const })),
    { name: AGGREGATE_PARAM, kind: 'strings' },
    { name: COLUMNS_PARAM, kind: 'strings' },
  ],
  // Each filter is a deliberate pick (a chosen value, a chip removed), not typing: ask at once.
  fetchDebounceMs: 0,
  placeholderRows: TRAFFIC_DEFAULT_PAGE_SIZE,
};

/** What the table shows: the rows' filters, grouping and metric columns, read from the list's filter values. */
export interface TrafficView {
  filters: TrafficFilter[];
  dimensions: TrafficDimension[];
  metrics: TrafficMetric[];
}

const listOf = (value: unknown): string[] => (Array.isArray(value) ? value.map(String) : []);

/** The grouping in the table's order; every dimension when the address names none it knows. */
export const aggregateOf = (values: Record<string, unknown>): TrafficDimension[] => {
  const named = listOf(values[AGGREGATE_PARAM]);
  const known = TRAFFIC_DIMENSIONS.filter((dimension) => named.includes(dimension));
  return known.length > 0 ? known : [...TRAFFIC_DIMENSIONS];
};

/** The metric columns in METRIC_ORDER; the default ones when fewer than the spec's 2 are known. */
export const columnsOf = (values: Record<string, unknown>): TrafficMetric[] => {
  const named = listOf(values[COLUMNS_PARAM]).filter(isTrafficMetric);
  const known = METRIC_ORDER.filter((metric) => named.includes(metric));
  return known.length >= TRAFFIC_MIN_COLUMNS ? known : [...DEFAULT_COLUMNS];
};

/** The values a dimension's filter holds. */
export const selectedOf = (values: Record<string, unknown>, dimension: TrafficDimension): string[] => listOf(values[dimension]);

/** The filters of the rows, optionally without one dimension's own (its options are asked without it). */
export const filtersOf = (values: Record<string, unknown>, without?: TrafficDimension): TrafficFilter[] =>
  TRAFFIC_DIMENSIONS.filter((dimension) => dimension !== without)
    .map((dimension) => ({ dimension, values: selectedOf(values, dimension) }))
    .filter((filter) => filter.values.length > 0);

export const viewOf = (values: Record<string, unknown>): TrafficView => ({
  filters: filtersOf(values),
  dimensions: aggregateOf(values),
  metrics: columnsOf(values),
});

/** How many values the filters hold, for the Filters button's badge. */
export const activeFilterCount = (values: Record<string, unknown>): number =>
  TRAFFIC_DIMENSIONS.reduce((count, dimension) => count + selectedOf(values, dimension).length, 0);
