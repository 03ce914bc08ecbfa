import {
  TRAFFIC_AUTOCOMPLETE_PAGE_SIZE,
  TRAFFIC_DEFAULT_SORT,
  TRAFFIC_DIMENSIONS,
  TRAFFIC_METRICS,
  TRAFFIC_PAGE_SIZES,
  isTrafficDimension,
  isTrafficMetric,
  type TrafficDimension,
  type TrafficFilter,
  type TrafficMetric,
} from '../../src/api/contract';
import { isRecord, toNumber, type Fields } from '../http/body';
import type { Checked } from '../reports/report-request';
import type { TrafficOrder } from './traffic-query';

/** Ours: a filter lists at most this many values, each at most this long. */
export const TRAFFIC_FILTER_MAX_VALUES = 500;
export const TRAFFIC_VALUE_MAX_LENGTH = 255;

/**
 * The traffic calls' bodies (src/api/contract/traffic.ts), checked field by field: every problem is
 * answered at once with code 2 and a message per field, and nothing unknown reaches the table.
 */
export interface TrafficReportQuery {
  filters: TrafficFilter[];
  dimensions: TrafficDimension[];
  metrics: TrafficMetric[];
  order: TrafficOrder;
  page: number;
  pageSize: number;
}

export const TRAFFIC_MESSAGES = {
  dimensions: `dimensions is a list of ${TRAFFIC_DIMENSIONS.join(', ')}, each at most once, at least one`,
  metrics: `metrics_included is a list of ${TRAFFIC_METRICS.join(', ')}, each at most once`,
  filters: `filter_included is a list of { dimension, values }, a dimension at most once, with 1 to ${TRAFFIC_FILTER_MAX_VALUES} texts of at most ${TRAFFIC_VALUE_MAX_LENGTH} characters`,
  orderField: 'order_field is one of the requested dimensions or metrics',
  orderDirection: 'order_direction is ASC or DESC',
  page: 'page is one-based: an integer from 1',
  pageSize: `page_size is one of ${TRAFFIC_PAGE_SIZES.join(', ')}`,
  dimension: `dimension is one of ${TRAFFIC_DIMENSIONS.join(', ')}`,
  autocompleteDimension: 'dimension is site_or_app',
  name: `name is a text of at most ${TRAFFIC_VALUE_MAX_LENGTH} characters`,
  autocompletePageSize: `page_size is an integer from 1 to ${TRAFFIC_AUTOCOMPLETE_PAGE_SIZE}`,
} as const;

const PAGE_SIZES: readonly number[] = TRAFFIC_PAGE_SIZES;

/** A list of distinct known names; null (with its field error) when it is not one. */
const namesOf = <T extends string>(raw: unknown, known: (value: unknown) => value is T, allowEmpty: boolean): T[] | null => {
  if (!Array.isArray(raw) || (!allowEmpty && raw.length === 0) || !raw.every(known) || new Set(raw).size !== raw.length) return null;
  return raw;
};

const isValue = (value: unknown): value is string => typeof value === 'string' && value.length <= TRAFFIC_VALUE_MAX_LENGTH;

const filtersOf = (raw: unknown, errors: Record<string, string>): TrafficFilter[] => {
  if (raw === undefined || raw === null) return [];
  const seen = new Set<string>();
  const valid =
    Array.isArray(raw) &&
    raw.every((entry) => {
      if (!isRecord(entry) || !isTrafficDimension(entry.dimension) || seen.has(entry.dimension)) return false;
      seen.add(entry.dimension);
      const { values } = entry;
      return Array.isArray(values) && values.length > 0 && values.length <= TRAFFIC_FILTER_MAX_VALUES && values.every(isValue);
    });
  if (!valid) {
    errors.filter_included = TRAFFIC_MESSAGES.filters;
    return [];
  }
  return (raw as Fields[]).map((entry) => ({ dimension: entry.dimension as TrafficDimension, values: entry.values as string[] }));
};

const orderOf = (fields: Fields, allowed: readonly string[], errors: Record<string, string>, required: boolean): TrafficOrder => {
  const { order_field: field, order_direction: direction } = fields;
  const order: TrafficOrder = { ...TRAFFIC_DEFAULT_SORT };
  if (field !== undefined || required) {
    if (typeof field === 'string' && allowed.includes(field)) order.field = field as TrafficOrder['field'];
    else errors.order_field = TRAFFIC_MESSAGES.orderField;
  }
  if (direction !== undefined || required) {
    if (direction === 'ASC' || direction === 'DESC') order.direction = direction;
    else errors.order_direction = TRAFFIC_MESSAGES.orderDirection;
  }
  return order;
};

/** What the report and the CSV share: filters, dimensions, metrics and the order. */
const tableOf = (fields: Fields, errors: Record<string, string>, orderRequired: boolean) => {
  const filters = filtersOf(fields.filter_included, errors);
  const dimensions = namesOf(fields.dimensions, isTrafficDimension, false);
  if (!dimensions) errors.dimensions = TRAFFIC_MESSAGES.dimensions;
  const metrics = namesOf(fields.metrics_included, isTrafficMetric, true);
  if (!metrics) errors.metrics_included = TRAFFIC_MESSAGES.metrics;
  const order = orderOf(fields, [...(dimensions ?? []), ...(metrics ?? [])], errors, orderRequired);
  return { filters, dimensions: dimensions ?? [], metrics: metrics ?? [], order };
};

const done = <Q>(errors: Record<string, string>, query: Q): Checked<Q> => (Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, query });

export const parseTrafficReport = (fields: Fields): Checked<TrafficReportQuery> => {
  const errors: Record<string, string> = {};
  const table = tableOf(fields, errors, true);
  const page = toNumber(fields.page);
  const pageSize = toNumber(fields.page_size);
  if (page === undefined || !Number.isInteger(page) || page < 1) errors.page = TRAFFIC_MESSAGES.page;
  if (pageSize === undefined || !PAGE_SIZES.includes(pageSize)) errors.page_size = TRAFFIC_MESSAGES.pageSize;
  return done(errors, { ...table, page: page ?? 1, pageSize: pageSize ?? 0 });
};

/** The CSV's body: the report's without paging; the order is optional (the report's default). */
export const parseTrafficCsv = (fields: Fields): Checked<Omit<TrafficReportQuery, 'page' | 'pageSize'>> => {
  const errors: Record<string, string> = {};
  const table = tableOf(fields, errors, false);
  // The default order sorts on request_count, which a CSV without it cannot: its first column then.
  if (fields.order_field === undefined && !table.metrics.includes('request_count') && table.dimensions[0]) {
    table.order = { field: table.dimensions[0], direction: fields.order_direction === 'DESC' ? 'DESC' : 'ASC' };
  }
  return done(errors, table);
};

export interface TrafficOptionsQuery {
  filters: TrafficFilter[];
  dimension: TrafficDimension;
  rankBy: TrafficMetric;
}

export const parseTrafficOptions = (fields: Fields): Checked<TrafficOptionsQuery> => {
  const errors: Record<string, string> = {};
  const filters = filtersOf(fields.filter_included, errors);
  const metrics = namesOf(fields.metrics_included, isTrafficMetric, true);
  if (!metrics) errors.metrics_included = TRAFFIC_MESSAGES.metrics;
  if (!isTrafficDimension(fields.dimension)) errors.dimension = TRAFFIC_MESSAGES.dimension;
  return done(errors, { filters, dimension: fields.dimension as TrafficDimension, rankBy: metrics?.[0] ?? 'request_count' });
};

export interface TrafficAutocompleteQuery {
  filters: TrafficFilter[];
  name: string;
  pageSize: number;
}

export const parseTrafficAutocomplete = (fields: Fields): Checked<TrafficAutocompleteQuery> => {
  const errors: Record<string, string> = {};
  const filters = filtersOf(fields.filter_included, errors);
  if (fields.dimension !== 'site_or_app') errors.dimension = TRAFFIC_MESSAGES.autocompleteDimension;
  const name = fields.name ?? '';
  if (!isValue(name)) errors.name = TRAFFIC_MESSAGES.name;
  const pageSize = toNumber(fields.page_size);
  if (pageSize === undefined || !Number.isInteger(pageSize) || pageSize < 1 || pageSize > TRAFFIC_AUTOCOMPLETE_PAGE_SIZE) errors.page_size = TRAFFIC_MESSAGES.autocompletePageSize;
  return done(errors, { filters, name: typeof name === 'string' ? name.trim().toLowerCase() : '', pageSize: pageSize ?? 0 });
};
