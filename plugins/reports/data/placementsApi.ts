import type { GetListParams } from 'ra-core';
import {
  PLACEMENT_REPORT_DIMENSIONS,
  PLACEMENT_REPORT_METRICS,
  REPORT_PATHS,
  type PlacementReport,
  type PlacementReportDimension,
  type PlacementReportMetric,
  type PlacementReportRequest,
  type PlacementReportRow,
  type ReportFilterBody,
} from '../../../src/api/contract';
import type { ResourceApi } from '../../../src/data/resourceApi';

/** The placement breakdown's data resource (its own: the dimension table is report-figures' list). */
export const PLACEMENTS_RESOURCE = 'report-placements';

/** How the breakdown groups the placements: by app or site, by environment, by OS, or by both. */
export const PLACEMENT_GROUPINGS = {
  site_or_app: ['site_or_app'],
  environment: ['environment'],
  os: ['os'],
  environment_os: ['environment', 'os'],
} as const satisfies Record<string, readonly PlacementReportDimension[]>;
export type PlacementGrouping = keyof typeof PLACEMENT_GROUPINGS;
export const isPlacementGrouping = (value: unknown): value is PlacementGrouping => typeof value === 'string' && value in PLACEMENT_GROUPINGS;

/** The list kit's filter: the report filter body, the figures shown, the grouping (apps and sites by default). */
export interface PlacementListFilter {
  body: ReportFilterBody;
  metrics: readonly PlacementReportMetric[];
  placementBy?: string;
}

/** A row as the table reads it: an id, each dimension's value and each figure the answer carried. */
export interface PlacementRecord {
  id: string;
  values: Partial<Record<PlacementReportDimension, string>>;
  figures: Partial<Record<PlacementReportMetric, number>>;
}

const isOrderField = (field: string | undefined, dimensions: readonly string[], metrics: readonly string[]): field is PlacementReportRequest['order_field'] =>
  field !== undefined && (dimensions.includes(field) || metrics.includes(field));

/**
 * The list kit's page, sort and filter as the placement report body: the report filter body with the
 * table's figures as included_metrics (in its order, which the answer keeps), the grouping, one-based
 * pages, ASC or DESC. A sort on a column the request lacks orders by the first figure.
 */
export const placementRequest = ({ pagination, sort, filter }: Pick<GetListParams, 'pagination' | 'sort' | 'filter'>): PlacementReportRequest => {
  const { body, metrics, placementBy } = filter as PlacementListFilter;
  const dimensions = [...PLACEMENT_GROUPINGS[isPlacementGrouping(placementBy) ? placementBy : 'site_or_app']];
  // The granularity is the chart's: a placement row covers the whole range.
  const { granularity_type_key: _granularity, ...report } = body;
  const shown = metrics.filter((metric) => PLACEMENT_REPORT_METRICS.includes(metric));
  const field = sort?.field;
  return {
    ...report,
    included_metrics: shown,
    dimensions,
    order_field: isOrderField(field, dimensions, shown) ? field : (shown[0] ?? dimensions[0] ?? PLACEMENT_REPORT_DIMENSIONS[0]),
    order_direction: sort?.order === 'ASC' ? 'ASC' : 'DESC',
    page: pagination?.page ?? 1,
    page_size: pagination?.perPage ?? 10,
  };
};

export const placementRecord = (row: PlacementReportRow): PlacementRecord => ({
  // The dimensions' values together are unique within the answer.
  id: row.dimensions.map((d) => d.value).join(' · '),
  values: Object.fromEntries(row.dimensions.map((d) => [d.dimension, d.value])),
  figures: Object.fromEntries(row.metrics.map((m) => [m.metric, m.value])),
});

/** POST /v1/reports/placement as the list kit's getList (server paging and sorting). */
const placementsApi: ResourceApi = {
  async getList({ client }, params) {
    const answer = await client.request<PlacementReport>(REPORT_PATHS.placement, { method: 'POST', json: placementRequest(params), signal: params.signal });
    return { data: answer.data.map(placementRecord), total: answer.total_size };
  },
};

export default placementsApi;
