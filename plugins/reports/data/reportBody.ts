import { ALL_VISUAL_SIZES, GRANULARITY, REPORT_METRICS, type ReportDeviceTypeKey, type ReportFilterBody, type ReportMetric } from '../../../src/api/contract';
import { addDays, type DateRange } from '../../../src/domain/dateRange';
import type { ReportFilters } from '../filters/reportFilters';

/**
 * What a report request needs of the filters: the campaign, the slices and the granularity, and the
 * figures the report shows (those the session's REPORT_* permissions allow).
 */
export type ReportScope = Pick<ReportFilters, 'source' | 'size' | 'device' | 'granularity'> & { campaignId: number; metrics: readonly ReportMetric[] };

/** The figures a report shows, in the contract's order (so one set of figures is one cache key). */
export const reportMetrics = (allowed: ReadonlySet<ReportMetric>): ReportMetric[] => REPORT_METRICS.filter((metric) => allowed.has(metric));

/**
 * The report filter body (spec 3 §3) for a range (`to` exclusive): from_date the start of the first
 * day, to_date the end of the last, UTC; visual_size_key left out for every size; no device for every
 * device; the source text as `publisher`.
 */
export const reportBody = (scope: ReportScope, range: DateRange): ReportFilterBody => {
  const body: ReportFilterBody = {
    from_date: `${range.from}T00:00:00Z`,
    to_date: `${addDays(range.to, -1)}T23:59:59Z`,
    tz_offset_seconds: 0,
    id: scope.campaignId,
    granularity_type_key: scope.granularity === 'hour' ? GRANULARITY.hour : GRANULARITY.day,
    included_metrics: [...scope.metrics],
  };
  if (scope.device !== null) body.device_type_key = scope.device as ReportDeviceTypeKey;
  if (scope.size !== ALL_VISUAL_SIZES) body.visual_size_key = scope.size;
  if (scope.source !== '') body.publisher = scope.source;
  return body;
};
