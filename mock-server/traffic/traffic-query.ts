import {
  TRAFFIC_ADDITIVE_METRICS,
  TRAFFIC_DIMENSIONS,
  type TrafficAdditiveMetric,
  type TrafficDimension,
  type TrafficFilter,
  type TrafficMetric,
  type TrafficMetricValue,
  type TrafficOrderDirection,
  type TrafficRow,
} from '../../src/api/contract';
import type { TrafficTable } from './traffic-table';

/**
 * The report's work over the traffic table: keep the rows the filters allow, group them by the
 * requested dimensions, sum the additive metrics, and order the groups. A grouping is kept per
 * (filters, dimensions) and each order of it once asked, so paging, re-sorting and the options of a
 * filter answer from memory; the most recent groupings are kept (a small LRU per table). A first page
 * picks its groups from the leading ones without sorting the whole grouping.
 */
export interface Grouping {
  size: number;
  /** A row of each group: its dimension codes are the group's. */
  first: Int32Array;
  /** The group's row with the most requests per day: its attributes are the group's. */
  busiest: Int32Array;
  /** The group's key: its codes in TRAFFIC_DIMENSIONS order, as one number (ties sort by it). */
  key: Float64Array;
  sums: Record<TrafficAdditiveMetric, Float64Array>;
  /** Every group in an order, once asked (by `field:direction`). */
  orders: Map<string, Int32Array>;
  /** The leading groups in an order, once a first page asked for them. */
  leading: Map<string, Int32Array>;
}

export interface TrafficOrder {
  field: TrafficDimension | TrafficMetric;
  direction: TrafficOrderDirection;
}

// A grouping by every dimension at large scale holds ~1.6 MB (more with its orders): sixteen are plenty
// for paging, re-sorting and the options of one user's filters, and keeps the mock's memory bounded.
const MAX_GROUPINGS = 16;
const caches = new WeakMap<TrafficTable, Map<string, Grouping>>();

const canonical = (dimensions: readonly TrafficDimension[]): TrafficDimension[] => TRAFFIC_DIMENSIONS.filter((dimension) => dimensions.includes(dimension));

const cacheKey = (filters: readonly TrafficFilter[], dimensions: readonly TrafficDimension[]): string =>
  JSON.stringify([
    canonical(dimensions),
    [...filters].sort((a, b) => a.dimension.localeCompare(b.dimension)).map((filter) => [filter.dimension, [...new Set(filter.values)].sort()]),
  ]);

const group = (table: TrafficTable, filters: readonly TrafficFilter[], dimensions: readonly TrafficDimension[]): Grouping => {
  const allowed = filters.map((filter) => {
    const wanted = new Set(filter.values);
    return { codes: table.codes[filter.dimension], mask: Uint8Array.from(table.values[filter.dimension], (value) => (wanted.has(value) ? 1 : 0)) };
  });
  const by = canonical(dimensions).map((dimension) => ({ codes: table.codes[dimension], radix: table.values[dimension].length }));
  const index = new Map<number, number>();
  // Sized for the most groups there can be (a group per row, or per combination of the dimensions'
  // values when fewer) and cut to the groups found: one pass over the rows, and little garbage for
  // the small groupings that most calls ask for.
  const bound = Math.min(table.size, by.reduce((product, { radix }) => product * radix, 1));
  const first = new Int32Array(bound);
  const busiest = new Int32Array(bound);
  const keys = new Float64Array(bound);
  // Arrays by position rather than by name: this loop runs once per row and metric.
  const from = TRAFFIC_ADDITIVE_METRICS.map((metric) => table.sums[metric]);
  const into = TRAFFIC_ADDITIVE_METRICS.map(() => new Float64Array(bound));
  const requests = table.sums.request_count;
  let size = 0;
  rows: for (let row = 0; row < table.size; row += 1) {
    for (const { codes, mask } of allowed) if (mask[codes[row] ?? 0] !== 1) continue rows;
    let key = 0;
    for (const { codes, radix } of by) key = key * radix + (codes[row] ?? 0);
    let g = index.get(key);
    if (g === undefined) {
      g = size;
      size += 1;
      index.set(key, g);
      first[g] = row;
      busiest[g] = row;
      keys[g] = key;
    }
    for (let m = 0; m < from.length; m += 1) {
      const sums = into[m] as Float64Array;
      sums[g] = (sums[g] ?? 0) + ((from[m] as Float64Array)[row] ?? 0);
    }
    if ((requests[row] ?? 0) > (requests[busiest[g] ?? 0] ?? 0)) busiest[g] = row;
  }
  const sums = {} as Record<TrafficAdditiveMetric, Float64Array>;
  TRAFFIC_ADDITIVE_METRICS.forEach((metric, m) => (sums[metric] = (into[m] as Float64Array).slice(0, size)));
  return { size, first: first.slice(0, size), busiest: busiest.slice(0, size), key: keys.slice(0, size), sums, orders: new Map(), leading: new Map() };
};

/** The grouping of the rows the filters keep by the dimensions, from the cache when it was asked for lately. */
export const grouping = (table: TrafficTable, filters: readonly TrafficFilter[], dimensions: readonly TrafficDimension[]): Grouping => {
  let cache = caches.get(table);
  if (!cache) {
    cache = new Map();
    caches.set(table, cache);
  }
  const key = cacheKey(filters, dimensions);
  const found = cache.get(key);
  if (found) {
    // Most recently used last: the first entry is the one to drop.
    cache.delete(key);
    cache.set(key, found);
    return found;
  }
  const made = group(table, filters, dimensions);
  cache.set(key, made);
  if (cache.size > MAX_GROUPINGS) cache.delete(cache.keys().next().value ?? key);
  return made;
};

const round6 = (value: number): number => Math.round(value * 1e6) / 1e6;
const ratio = (part: number, whole: number, times: number): number => (whole > 0 ? round6((part / whole) * times) : 0);

/** A metric of group `g`, as the answer gives it (spend and money in USD). */
export const metricOf = (table: TrafficTable, grouped: Grouping, g: number, metric: TrafficMetric): number | string | null => {
  const { sums } = grouped;
  const spend = (sums.spend[g] ?? 0) / 100;
  switch (metric) {
    case 'spend':
      return Math.round(spend * 100) / 100;
    case 'cpm':
      return ratio(spend, sums.impression_count[g] ?? 0, 1000);
    case 'ctr':
      return ratio(sums.click_count[g] ?? 0, sums.impression_count[g] ?? 0, 100);
    case 'cpc':
      return ratio(spend, sums.click_count[g] ?? 0, 1);
    case 'exchange_id':
      return table.exchangeId[grouped.busiest[g] ?? 0] ?? null;
    case 'category':
      return table.categoryNames[table.category[grouped.busiest[g] ?? 0] ?? 0] ?? null;
    case 'category_secondary':
      return table.categorySecondaryNames[table.categorySecondary[grouped.busiest[g] ?? 0] ?? 0] ?? null;
    default:
      return sums[metric][g] ?? 0;
  }
};

export const dimensionOf = (table: TrafficTable, grouped: Grouping, g: number, dimension: TrafficDimension): string =>
  table.values[dimension][table.codes[dimension][grouped.first[g] ?? 0] ?? 0] ?? '';

/** What a field sorts on per group: a number (dimension and category codes are in display order). */
const sortValues = (table: TrafficTable, grouped: Grouping, field: TrafficDimension | TrafficMetric): Float64Array => {
  const values = new Float64Array(grouped.size);
  const of = (g: number): number => {
    if ((TRAFFIC_DIMENSIONS as readonly string[]).includes(field)) return table.codes[field as TrafficDimension][grouped.first[g] ?? 0] ?? 0;
    if (field === 'category') return table.category[grouped.busiest[g] ?? 0] ?? 0;
    if (field === 'category_secondary') return table.categorySecondary[grouped.busiest[g] ?? 0] ?? 0;
    return Number(metricOf(table, grouped, g, field as TrafficMetric) ?? 0);
  };
  for (let g = 0; g < grouped.size; g += 1) values[g] = of(g);
  return values;
};

/** How groups compare in the order asked: by the field, ties by the group's dimensions (ascending either way). */
const comparator = (table: TrafficTable, grouped: Grouping, { field, direction }: TrafficOrder): ((a: number, b: number) => number) => {
  const values = sortValues(table, grouped, field);
  const sign = direction === 'ASC' ? 1 : -1;
  return (a, b) => sign * ((values[a] ?? 0) - (values[b] ?? 0)) || (grouped.key[a] ?? 0) - (grouped.key[b] ?? 0);
};

const orderKey = ({ field, direction }: TrafficOrder): string => `${field}:${direction}`;

/** Every group in the order asked, kept with the grouping (the CSV, a deep page, the options). */
export const ordered = (table: TrafficTable, grouped: Grouping, order: TrafficOrder): Int32Array => {
  const key = orderKey(order);
  const found = grouped.orders.get(key);
  if (found) return found;
  const made = Int32Array.from({ length: grouped.size }, (_, g) => g).sort(comparator(table, grouped, order));
  grouped.orders.set(key, made);
  return made;
};

/**
 * The first `count` of `size` groups in `compare`'s order, without sorting the rest: a heap holding the
 * best so far, its worst on top (n log count comparisons instead of n log n).
 */
const leading = (size: number, count: number, compare: (a: number, b: number) => number): Int32Array => {
  const heap = new Int32Array(count);
  let filled = 0;
  const swap = (i: number, j: number) => {
    const held = heap[i] ?? 0;
    heap[i] = heap[j] ?? 0;
    heap[j] = held;
  };
  const sink = (from: number) => {
    let at = from;
    for (;;) {
      const left = 2 * at + 1;
      let worst = at;
      if (left < filled && compare(heap[left] ?? 0, heap[worst] ?? 0) > 0) worst = left;
      if (left + 1 < filled && compare(heap[left + 1] ?? 0, heap[worst] ?? 0) > 0) worst = left + 1;
      if (worst === at) return;
      swap(at, worst);
      at = worst;
    }
  };
  for (let g = 0; g < size; g += 1) {
    if (filled < count) {
      heap[filled] = g;
      filled += 1;
      for (let at = filled - 1; at > 0 && compare(heap[at] ?? 0, heap[(at - 1) >> 1] ?? 0) > 0; at = (at - 1) >> 1) swap(at, (at - 1) >> 1);
    } else if (compare(g, heap[0] ?? 0) < 0) {
      heap[0] = g;
      sink(0);
    }
  }
  return heap.subarray(0, filled).sort(compare);
};

/** A page among the first ones is picked from the leading groups (kept per order), never sorting the whole grouping. */
const PARTIAL_ORDER_MAX = 500;
/** The leading groups picked at least, so the next pages of 10 to 25 find them too. */
const PARTIAL_ORDER_MIN = 100;

/** The groups of one page in the order asked. */
export const orderedPage = (table: TrafficTable, grouped: Grouping, order: TrafficOrder, start: number, size: number): Int32Array => {
  const end = Math.min(start + size, grouped.size);
  if (start >= end) return new Int32Array(0);
  const key = orderKey(order);
  const full = grouped.orders.get(key);
  if (full || end > PARTIAL_ORDER_MAX) return (full ?? ordered(table, grouped, order)).subarray(start, end);
  let top = grouped.leading.get(key);
  if (!top || top.length < end) {
    top = leading(grouped.size, Math.min(grouped.size, Math.max(end, PARTIAL_ORDER_MIN)), comparator(table, grouped, order));
    grouped.leading.set(key, top);
  }
  return top.subarray(start, end);
};

/** Group `g` as a row of the answer: the requested dimensions and metrics in the order they were asked. */
export const rowOf = (table: TrafficTable, grouped: Grouping, g: number, dimensions: readonly TrafficDimension[], metrics: readonly TrafficMetric[]): TrafficRow => ({
  dimensions: dimensions.map((dimension) => ({ dimension, value: dimensionOf(table, grouped, g, dimension) })),
  metrics: metrics.map((metric): TrafficMetricValue => ({ metric, value: metricOf(table, grouped, g, metric) })),
});

/** The values of one dimension among the rows the filters keep, ranked by a metric, highest first. */
export const valuesOf = (table: TrafficTable, filters: readonly TrafficFilter[], dimension: TrafficDimension, rankBy: TrafficMetric): string[] => {
  const grouped = grouping(table, filters, [dimension]);
  return [...ordered(table, grouped, { field: rankBy, direction: 'DESC' })].map((g) => dimensionOf(table, grouped, g, dimension));
};
