import type { Application } from 'express';
import {
  ADDITIVE_METRICS,
  BANNER_SLOTS,
  GRANULARITY,
  REPORT_PATHS,
  type AdditiveMetric,
  type BannersReport,
  type DashboardReport,
  type DimensionRow,
  type Page,
  type PlatformReport,
  type PublishersReport,
  type ReportReach,
  type ReportTotals,
} from '../../src/api/contract';
import { callerOf, type RouteContext } from '../context';
import { isoDateTime } from '../dates';
import { ok } from '../envelope';
import { fieldsOf } from '../http/body';
import { checked, dimensionRows, rangeTotal, reportCall, slicedTotals, type ReportCall } from '../reports/report-call';
import { additive, dimensionRowOf, reachOf, totalsOf, visibleFigures, visibleMetrics, visibleRow } from '../reports/report-figures';
import { parseDimensionBody } from '../reports/report-request';
import { addInto, campaignSlicing } from '../reports/report-slices';
import { ZERO_METRICS } from '../seed/metrics';
import { readableCampaign } from './campaign';
import { requireAny } from './require-permission';
import { registerReportViewRoutes } from './report-views';
import { registerReportCsvRoutes } from './reports-csv';
import { registerReportPlacementRoutes } from './reports-placement';

/** POST /publishers: this many publishers by name, the rest summed in `others`. */
const TOP_PUBLISHERS = 10;

const sortedByValue = (entries: { name: string; value: number }[], highestFirst: boolean) =>
  entries.sort((a, b) => (highestFirst ? b.value - a.value : a.value - b.value) || a.name.localeCompare(b.name));

/**
 * The report calls (spec 3 §7 "Reports", contract src/api/contract/reports.ts). Every figure comes
 * from reports/report-slices.ts, so totals, chunks, slices and the campaign list agree to the unit.
 */
export const registerReportRoutes = (app: Application, ctx: RouteContext): void => {
  app.post(REPORT_PATHS.total, (req, res) => {
    const call = reportCall(ctx, req, res);
    if (!call) return;
    const answer: ReportTotals = visibleFigures(totalsOf(call.seed, call.campaign, rangeTotal(call)), call.visible);
    ok(res, answer);
  });

  app.post(REPORT_PATHS.reach, (req, res) => {
    const call = reportCall(ctx, req, res);
    if (!call) return;
    const reach = reachOf(call.seed, call.campaign, rangeTotal(call), call.query.toDay - call.query.fromDay);
    const answer: ReportReach = call.visible.has('reach') ? { reach } : {};
    ok(res, answer);
  });

  // One point per hour or day of the range, zeros included, so the chart's axis has no gaps.
  app.post(REPORT_PATHS.dashboard, (req, res) => {
    const call = reportCall(ctx, req, res);
    if (!call) return;
    const { query, campaign, seed, visible } = call;
    const slicing = campaignSlicing(seed, campaign);
    const points: DashboardReport['points'] = [];
    for (let day = query.fromDay; day < query.toDay; day += 1) {
      const m = slicing.day(day, query.filter).reduce((total, [, part]) => addInto(total, part), ZERO_METRICS);
      if (query.granularity === GRANULARITY.day) points.push({ time: isoDateTime(day), ...additive(m, visible) });
      else slicing.hours(day, m).forEach((hour, h) => points.push({ time: isoDateTime(day, h * 3600), ...additive(hour, visible) }));
    }
    ok(res, { points } satisfies DashboardReport);
  });

  app.post(REPORT_PATHS.platforms, (req, res) => {
    const call = reportCall(ctx, req, res);
    if (!call) return;
    const byDevice = slicedTotals({ ...call, query: { ...call.query, filter: { ...call.query.filter, device: undefined } } }, 'device');
    const part = (key: number) => additive(byDevice.get(String(key)) ?? ZERO_METRICS, call.visible);
    const answer: PlatformReport = { desktop: part(1), mobile: part(2), others: part(4), values: { android: part(3) } };
    ok(res, answer);
  });

  app.post(REPORT_PATHS.publishers, (req, res) => {
    const call = reportCall(ctx, req, res);
    if (!call) return;
    const wanted = call.query.metrics?.find((metric): metric is AdditiveMetric => (ADDITIVE_METRICS as readonly string[]).includes(metric)) ?? 'impressions';
    const metric: AdditiveMetric = call.visible.has(wanted) ? wanted : 'impressions';
    if (!call.visible.has(metric)) {
      ok(res, { metric, data: [], others: 0 } satisfies PublishersReport);
      return;
    }
    const highestFirst = fieldsOf(req.body).top_publishers_highest_first !== false;
    const all = sortedByValue([...slicedTotals(call, 'publisher')].map(([name, m]) => ({ name, value: m[metric] })), true);
    const top = all.slice(0, TOP_PUBLISHERS);
    const others = all.slice(TOP_PUBLISHERS).reduce((sum, entry) => sum + entry.value, 0);
    ok(res, { metric, data: sortedByValue(top, highestFirst), others: metric === 'spent' ? Math.round(others * 100) / 100 : others } satisfies PublishersReport);
  });

  app.post(REPORT_PATHS.banners, (req, res) => {
    const call = reportCall(ctx, req, res);
    if (!call) return;
    const bySize = slicedTotals({ ...call, query: { ...call.query, filter: { ...call.query.filter, size: undefined } } }, 'size');
    const values: BannersReport['values'] = BANNER_SLOTS.filter((slot) => (bySize.get(String(slot.key))?.impressions ?? 0) > 0).map((slot) => ({
      key: slot.key,
      size: `${slot.width}x${slot.height}`,
      ...additive(bySize.get(String(slot.key)) ?? ZERO_METRICS, call.visible),
    }));
    ok(res, { values } satisfies BannersReport);
  });

  app.post(REPORT_PATHS.dimension, (req, res) => {
    if (!requireAny(req, res, ['PAGE_REPORTS'])) return;
    const query = checked(res, parseDimensionBody(fieldsOf(req.body)));
    if (!query) return;
    const campaign = readableCampaign(ctx, req, res, query.campaignId);
    if (!campaign) return;
    const seed = ctx.store.state().meta.seed;
    const visible = visibleMetrics(callerOf(req).permissions);
    const call: ReportCall = { query: { ...query, granularity: GRANULARITY.day, metrics: null }, campaign, seed, visible };
    const rows = dimensionRows(call, query.dimension);
    const field = query.orderField;
    // A column the caller may not see does not sort either (it would leak its order).
    const sortable = field === 'dimension' || field in (visibleRow(rows[0] ?? dimensionRowOf(seed, campaign, '', ZERO_METRICS), visible) as object);
    const key = sortable ? field : 'dimension';
    rows.sort((a, b) => {
      const order = key === 'dimension' ? a.dimension.localeCompare(b.dimension, 'en', { numeric: true }) : (a[key] ?? 0) - (b[key] ?? 0);
      return (query.ascending ? order : -order) || a.dimension.localeCompare(b.dimension);
    });
    const start = (query.page - 1) * query.pageSize;
    const page: Page<DimensionRow> = { data: rows.slice(start, start + query.pageSize).map((row) => visibleRow(row, visible)), total_size: rows.length };
    ok(res, page);
  });

  registerReportCsvRoutes(app, ctx);
  registerReportPlacementRoutes(app, ctx);
  registerReportViewRoutes(app, ctx);
};

