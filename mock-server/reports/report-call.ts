import type { Request, Response } from 'express';
import { BANNER_SLOTS, CODE, type DimensionRow, type FieldErrorsData, type ReportMetric } from '../../src/api/contract';
import { callerOf, type RouteContext } from '../context';
import { isoDay } from '../dates';
import type { StoredCampaign } from '../db/types';
import { fail } from '../envelope';
import { fieldsOf } from '../http/body';
import { readableCampaign } from '../routes/campaign';
import { requireAny } from '../routes/require-permission';
import { ZERO_METRICS, type DayMetrics } from '../seed/metrics';
import { dimensionRowOf, visibleMetrics } from './report-figures';
import { parseReportBody, type Checked, type ReportQuery } from './report-request';
import { addInto, campaignSlicing, type SliceBy } from './report-slices';

/** What the report routes (routes/reports.ts, routes/reports-csv.ts) share: the checks and the sums. */

/** A refused body answers its catalogue code (2 unless the spec has a code of its own) with the field messages. */
export const checked = <Q>(res: Response, parsed: Checked<Q>): Q | null => {
  if (parsed.ok) return parsed.query;
  fail(res, parsed.code ?? CODE.INVALID_ARGUMENT, 400, { errors: parsed.errors } satisfies FieldErrorsData);
  return null;
};

export interface ReportCall {
  query: ReportQuery;
  campaign: StoredCampaign;
  seed: number;
  visible: ReadonlySet<ReportMetric>;
}

/**
 * The figures an answer carries: those the body's included_metrics names (every one when it names
 * none), and of those only the ones the caller's REPORT_* permissions allow.
 */
export const answeredMetrics = (permitted: ReadonlySet<ReportMetric>, included: readonly ReportMetric[] | null): ReadonlySet<ReportMetric> =>
  included === null ? permitted : new Set(included.filter((metric) => permitted.has(metric)));

/** The checks every report call shares: PAGE_REPORTS, a valid body, a campaign the caller may read. */
export const reportCall = (ctx: RouteContext, req: Request, res: Response): ReportCall | null => {
  if (!requireAny(req, res, ['PAGE_REPORTS'])) return null;
  const query = checked(res, parseReportBody(fieldsOf(req.body)));
  if (!query) return null;
  const campaign = readableCampaign(ctx, req, res, query.campaignId);
  if (!campaign) return null;
  return { query, campaign, seed: ctx.store.state().meta.seed, visible: answeredMetrics(visibleMetrics(callerOf(req).permissions), query.metrics) };
};

/** The range's figures cut by one dimension (with the other filters), summed per slice. */
export const slicedTotals = ({ query, campaign, seed }: ReportCall, by: SliceBy): Map<string, DayMetrics> => {
  const slicing = campaignSlicing(seed, campaign);
  const totals = new Map<string, DayMetrics>();
  for (let day = query.fromDay; day < query.toDay; day += 1) {
    for (const [key, m] of slicing.day(day, query.filter, by)) totals.set(key, addInto(totals.get(key) ?? ZERO_METRICS, m));
  }
  return totals;
};

export const rangeTotal = ({ query, campaign, seed }: ReportCall): DayMetrics => {
  const slicing = campaignSlicing(seed, campaign);
  let total = ZERO_METRICS;
  for (let day = query.fromDay; day < query.toDay; day += 1) for (const [, m] of slicing.day(day, query.filter)) total = addInto(total, m);
  return total;
};


const SIZE_NAMES = new Map<string, string>(BANNER_SLOTS.map((slot) => [String(slot.key), `${slot.width}x${slot.height}`]));
const DEVICE_NAMES = new Map<string, string>([['1', 'Desktop'], ['2', 'Mobile'], ['3', 'Android'], ['4', 'Others']]);

/** Every row of a dimension over the range (days with no delivery included for the day dimension). */
export const dimensionRows = (call: ReportCall, dimension: 'day' | 'publisher' | 'device' | 'banner_size'): Required<DimensionRow>[] => {
  const { seed, campaign, query } = call;
  if (dimension === 'day') {
    const slicing = campaignSlicing(seed, campaign);
    const rows: Required<DimensionRow>[] = [];
    for (let day = query.fromDay; day < query.toDay; day += 1) {
      const m = slicing.day(day, query.filter).reduce((total, [, part]) => addInto(total, part), ZERO_METRICS);
      rows.push(dimensionRowOf(seed, campaign, isoDay(day), m));
    }
    return rows;
  }
  const by: SliceBy = dimension === 'publisher' ? 'publisher' : dimension === 'device' ? 'device' : 'size';
  const filter = { ...query.filter, ...(by === 'device' ? { device: undefined } : by === 'size' ? { size: undefined } : {}) };
  const names = by === 'device' ? DEVICE_NAMES : by === 'size' ? SIZE_NAMES : null;
  return [...slicedTotals({ ...call, query: { ...query, filter } }, by)].map(([key, m]) => dimensionRowOf(seed, campaign, names?.get(key) ?? key, m));
};
