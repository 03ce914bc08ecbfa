import {
  PLACEMENT_REPORT_DIMENSIONS,
  PLACEMENT_REPORT_LIMITS,
  PLACEMENT_REPORT_METRICS,
  type PlacementReportDimension,
  type PlacementReportMetric,
} from '../../src/api/contract';
import { type Fields, toNumber } from '../http/body';
import { parseReportBody, type Checked, type ReportQuery } from './report-request';

/** A checked placement report body (contract PlacementReportRequest). */
export interface PlacementQuery {
  report: ReportQuery;
  dimensions: PlacementReportDimension[];
  orderField: PlacementReportDimension | PlacementReportMetric;
  ascending: boolean;
  page: number;
  pageSize: number;
}

/** A list of distinct known names, between 1 and `max` long; null when it is not one. */
const namesOf = <T extends string>(raw: unknown, known: readonly T[], max: number): T[] | null => {
  if (!Array.isArray(raw) || raw.length < 1 || raw.length > max) return null;
  if (raw.some((name) => !(known as readonly unknown[]).includes(name)) || new Set(raw).size !== raw.length) return null;
  return raw as T[];
};

/**
 * POST /v1/reports/placement: the report filter body, checked as every report call checks it (a
 * date that does not parse is code 11), and the grouping, order and page held to
 * PLACEMENT_REPORT_LIMITS, one message per field (code 2).
 */
export const parsePlacementBody = (fields: Fields): Checked<PlacementQuery> => {
  const report = parseReportBody(fields);
  const errors: Record<string, string> = report.ok ? {} : { ...report.errors };
  const dimensions = namesOf(fields.dimensions ?? ['site_or_app'], PLACEMENT_REPORT_DIMENSIONS, PLACEMENT_REPORT_LIMITS.maxDimensions);
  if (dimensions === null) errors.dimensions = `dimensions is a list of 1 to ${PLACEMENT_REPORT_LIMITS.maxDimensions} of ${PLACEMENT_REPORT_DIMENSIONS.join(', ')}, no repeats`;
  const orderField = fields.order_field ?? 'impressions';
  const orderable: readonly unknown[] = [...(dimensions ?? []), ...PLACEMENT_REPORT_METRICS];
  if (!orderable.includes(orderField)) errors.order_field = 'order_field is one of the requested dimensions or a placement figure';
  const direction = fields.order_direction ?? 'DESC';
  if (direction !== 'ASC' && direction !== 'DESC') errors.order_direction = 'order_direction is ASC or DESC';
  const page = fields.page === undefined ? 1 : toNumber(fields.page);
  if (page === undefined || !Number.isInteger(page) || page < 1 || page > PLACEMENT_REPORT_LIMITS.maxPage) errors.page = `page is one-based: an integer from 1 to ${PLACEMENT_REPORT_LIMITS.maxPage}`;
  const pageSize = fields.page_size === undefined ? PLACEMENT_REPORT_LIMITS.pageSizes[0] : toNumber(fields.page_size);
  if (pageSize === undefined || !(PLACEMENT_REPORT_LIMITS.pageSizes as readonly number[]).includes(pageSize)) errors.page_size = `page_size is one of ${PLACEMENT_REPORT_LIMITS.pageSizes.join(', ')}`;
  if (!report.ok || !dimensions || Object.keys(errors).length > 0) {
    // The filter body's own code (11 for a date that does not parse, 150 for an unknown granularity) is the answer's.
    return !report.ok && report.code !== undefined ? { ok: false, errors, code: report.code } : { ok: false, errors };
  }
  return {
    ok: true,
    query: {
      report: report.query,
      dimensions,
      orderField: orderField as PlacementReportDimension | PlacementReportMetric,
      ascending: direction === 'ASC',
      page: page ?? 1,
      pageSize: pageSize ?? PLACEMENT_REPORT_LIMITS.pageSizes[0],
    },
  };
};
