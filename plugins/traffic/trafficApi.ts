import type { GetListParams } from 'ra-core';
import {
  TRAFFIC_AUTOCOMPLETE_PAGE_SIZE,
  TRAFFIC_DEFAULT_PAGE_SIZE,
  TRAFFIC_DEFAULT_SORT,
  TRAFFIC_PATHS,
  isTrafficDimension,
  isTrafficMetric,
  type TrafficAutocompleteRequest,
  type TrafficCsvRequest,
  type TrafficDimension,
  type TrafficFilter,
  type TrafficMetric,
  type TrafficOptions,
  type TrafficOptionsRequest,
  type TrafficReport,
  type TrafficReportRequest,
  type TrafficRow,
} from '../../src/api/contract';
import { callParams } from '../../src/data/callParams';
import type { ResourceApi } from '../../src/data/resourceApi';
import { viewOf, type TrafficView } from './trafficList';

/** A row as the table reads it: each dimension and metric under its own name, and an id. */
export type TrafficRecord = { id: string } & Partial<Record<TrafficDimension | TrafficMetric, string | number | null>>;

/**
 * The order the server is asked for: the list's sort when it is a shown dimension or any metric
 * (a metric that is not shown is still asked for, to sort on), else the spec's default.
 */
const orderOf = (view: TrafficView, sort: GetListParams['sort']): Pick<TrafficReportRequest, 'order_field' | 'order_direction'> => {
  const field = sort?.field;
  const known = (isTrafficDimension(field) && view.dimensions.includes(field)) || isTrafficMetric(field);
  return known ? { order_field: field, order_direction: sort?.order === 'ASC' ? 'ASC' : 'DESC' } : { order_field: TRAFFIC_DEFAULT_SORT.field, order_direction: TRAFFIC_DEFAULT_SORT.direction };
};

/** The metrics asked: the shown columns, plus the one sorted on when it is hidden. */
const metricsFor = (view: TrafficView, orderField: TrafficDimension | TrafficMetric): TrafficMetric[] =>
  isTrafficMetric(orderField) && !view.metrics.includes(orderField) ? [...view.metrics, orderField] : view.metrics;

/** react-admin's list params → the report body (spec 3 §7): the address's view, sort and one-based page. */
export const reportRequest = ({ pagination, sort, filter }: GetListParams, spaceId: number): TrafficReportRequest => {
  const view = viewOf(filter ?? {});
  const order = orderOf(view, sort);
  return {
    filter_included: view.filters,
    dimensions: view.dimensions,
    metrics_included: metricsFor(view, order.order_field),
    ...order,
    page: pagination?.page ?? 1,
    page_size: pagination?.perPage ?? TRAFFIC_DEFAULT_PAGE_SIZE,
    space_id: spaceId,
  };
};

/**
 * The CSV's body: what the table shows (its filters, grouping, columns and order), every page of it.
 * A hidden metric the table is sorted on comes along, as the report asks for it.
 */
export const csvRequest = (filter: Record<string, unknown>, sort: GetListParams['sort'], spaceId: number): TrafficCsvRequest => {
  const { page: _page, page_size: _size, ...request } = reportRequest({ filter, sort }, spaceId);
  return request;
};

/** A row keyed by its dimensions' values, unique within an answer (one group each). */
export const recordOf = (row: TrafficRow): TrafficRecord => {
  const record: TrafficRecord = { id: JSON.stringify(row.dimensions.map((entry) => entry.value)) };
  for (const { dimension, value } of row.dimensions) record[dimension] = value;
  for (const { metric, value } of row.metrics) record[metric] = value;
  return record;
};

export interface OptionsParams {
  dimension: TrafficDimension;
  filters: TrafficFilter[];
  /** What the values are ranked by, highest first. */
  rankBy: TrafficMetric;
}

export interface AutocompleteParams {
  name: string;
  filters: TrafficFilter[];
}

const valuesOf = (answer: TrafficOptions[]): string[] => answer[0]?.value ?? [];

/**
 * Traffic discovery (spec 3 §7 "Placement dimension calls") on resource `traffic-rows`: the report as
 * the list kit's getList, a filter's options, the site_or_app search and the CSV as named calls; each
 * for the account the session acts on.
 */
const trafficApi: ResourceApi = {
  async getList({ client, spaceId }, params) {
    const page = await client.request<TrafficReport>(TRAFFIC_PATHS.report, { method: 'POST', json: reportRequest(params, spaceId()), signal: params.signal });
    return { data: page.data.map(recordOf), total: page.total_size };
  },
  custom: {
    options: async ({ client, spaceId }, params) => {
      const { dimension, filters, rankBy, signal } = callParams<OptionsParams>(params);
      const body: TrafficOptionsRequest = { filter_included: filters, metrics_included: [rankBy], dimension, space_id: spaceId() };
      return valuesOf(await client.request<TrafficOptions[]>(TRAFFIC_PATHS.options, { method: 'POST', json: body, signal }));
    },
    autocomplete: async ({ client, spaceId }, params) => {
      const { name, filters, signal } = callParams<AutocompleteParams>(params);
      const body: TrafficAutocompleteRequest = { filter_included: filters, dimension: 'site_or_app', name, page_size: TRAFFIC_AUTOCOMPLETE_PAGE_SIZE, space_id: spaceId() };
      return valuesOf(await client.request<TrafficOptions[]>(TRAFFIC_PATHS.autocomplete, { method: 'POST', json: body, signal }));
    },
    csv: ({ client, spaceId }, params) => {
      const { filter, sort } = callParams<{ filter: Record<string, unknown>; sort: GetListParams['sort'] }>(params);
      return client.download(TRAFFIC_PATHS.download, { method: 'POST', json: csvRequest(filter, sort, spaceId()) });
    },
  },
};

export default trafficApi;
