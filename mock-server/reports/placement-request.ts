import {
  PLACEMENT_REPORT_DIMENSIONS,
  PLACEMENT_REPORT_LIMITS,
  PLACEMENT_REPORT_METRICS,
  type PlacementOrderDirection,
  type PlacementReportDimension,
  type PlacementReportMetric,
} from '../../src/api/contract';
import { type Fields, isRecord, toNumber } from '../http/body';
import { parseReportBody, type Checked, type ReportQuery } from './report-request';

/** A checked placement report body (contract PlacementReportRequest). */
export interface PlacementQuery {
  report: ReportQuery;
  dimensions: PlacementReportDimension[];
  metrics: PlacementReportMetric[];
  orderField: PlacementReportDimension | PlacementReportMetric;
  ascending: boolean;
  page: number;
  pageSize: number;
}

/** A list of distinct known names, between `min` and `max` long; null when it is not one. */
const namesOf = <T extends string>(raw: unknown, known: readonly T[], min: number, max: number): T[] | null => {
  if (!Array.isArray(raw) || raw.length < min || raw.length > max) return null;
  if (raw.some((name) => !(known as readonly unknown[]).includes(name)) || new Set(raw).size !== raw.length) return null;
  return raw as T[];
};

/**
 * POST /v1/reports/placement (spec 3 §7 "Placement dimension calls", Report): filter_included is the
 * report filter body and is checked as the other report calls check it (a bad date is code 11); the
 * rest is held to PLACEMENT_REPORT_LIMITS, one message per field.
 */
export const parsePlacementBody = (fields: Fields): Checked<PlacementQuery> => {
  const errors: Record<string, string> = {};
  const filter = isRecord(fields.filter_included) ? parseReportBody(fields.filter_included) : null;
  if (filter === null) errors.filter_included = 'filter_included is the report filter body: id, from_date, to_date';
  else if (!filter.ok) for (const [key, message] of Object.entries(filter.errors)) errors[`filter_included.${key}`] = message;
  const dimensions = namesOf(fields.dimensions ?? ['site_or_app'], PLACEMENT_REPORT_DIMENSIONS, 1, PLACEMENT_REPORT_LIMITS.maxDimensions);
  if (dimensions === null) errors.dimensions = `dimensions is a list of 1 to ${PLACEMENT_REPORT_LIMITS.maxDimensions} of ${PLACEMENT_REPORT_DIMENSIONS.join(', ')}, no repeats`;
  const metrics = namesOf(fields.metrics_included, PLACEMENT_REPORT_METRICS, 1, PLACEMENT_REPORT_METRICS.length);
  if (metrics === null) errors.metrics_included = `metrics_included is a list of ${PLACEMENT_REPORT_METRICS.join(', ')}, no repeats`;
  const orderField = fields.order_field ?? metrics?.[0] ?? dimensions?.[0];
  if (![...(dimensions ?? []), ...(metrics ?? [])].includes(orderField as PlacementReportDimension)) errors.order_field = 'order_field is one of the requested dimensions or metrics';
  const direction = fields.order_direction ?? 'DESC';
  if (direction !== 'ASC' && direction !== 'DESC') errors.order_direction = 'order_direction is ASC or DESC';
  const page = fields.page === undefined ? 1 : toNumber(fields.page);
  if (page === undefined || !Number.isInteger(page) || page < 1 || page > PLACEMENT_REPORT_LIMITS.maxPage) errors.page = `page is one-based: an integer from 1 to ${PLACEMENT_REPORT_LIMITS.maxPage}`;
  const pageSize = fields.page_size === undefined ? PLACEMENT_REPORT_LIMITS.pageSizes[0] : toNumber(fields.page_size);
  if (pageSize === undefined || !(PLACEMENT_REPORT_LIMITS.pageSizes as readonly number[]).includes(pageSize)) errors.page_size = `page_size is one of ${PLACEMENT_REPORT_LIMITS.pageSizes.join(', ')}`;
  if (Object.keys(errors).length > 0 || !filter?.ok || !dimensions || !metrics) {
    // The filter's own code (a date that does not parse is 11) is the answer's.
    return filter && !filter.ok && filter.code !== undefined ? { ok: false, errors, code: filter.code } : { ok: false, errors };
  }
  return {
    ok: true,
    query: {
      report: filter.query,
      dimensions,
      metrics,
      orderField: orderField as PlacementReportDimension | PlacementReportMetric,
      ascending: (direction as PlacementOrderDirection) === 'ASC',
      page: page ?? 1,
      pageSize: pageSize ?? PLACEMENT_REPORT_LIMITS.pageSizes[0],
    },
  };
};
