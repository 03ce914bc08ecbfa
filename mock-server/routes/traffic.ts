import type { Application, Request, Response } from 'express';
import {
  TRAFFIC_CSV_FILENAME,
  TRAFFIC_MONEY_METRICS,
  TRAFFIC_PATHS,
  type TrafficMetric,
  type TrafficOptions,
  type TrafficReport,
} from '../../src/api/contract';
import { callerOf, type RouteContext } from '../context';
import { ok } from '../envelope';
import { roundUpToCents } from '../../src/domain/money';
import { fieldsOf, type Fields } from '../http/body';
import { fixed, toCsv, type CsvCell } from '../http/csv';
import { checked } from '../reports/report-call';
import type { Checked } from '../reports/report-request';
import { dimensionOf, grouping, metricOf, ordered, orderedPage, rowOf, valuesOf } from '../traffic/traffic-query';
import { parseTrafficAutocomplete, parseTrafficCsv, parseTrafficOptions, parseTrafficReport } from '../traffic/traffic-request';
import { trafficTable, type TrafficTable } from '../traffic/traffic-table';
import { requireAny } from './require-permission';
import { readableSpace } from './space';

/**
 * The traffic discovery calls (spec 3 §7 "Placement dimension calls", contract
 * src/api/contract/traffic.ts) over the traffic table of the mock's scale (traffic/traffic-table.ts).
 * Each needs PAGE_TRAFFIC and, when it names one, an account the caller may act on (`space_id`, ours:
 * the caller's own when absent); the figures are the market's, the same for every account.
 */
const trafficCall = <Q>(ctx: RouteContext, req: Request, res: Response, parse: (fields: Fields) => Checked<Q>): { query: Q; table: TrafficTable } | null => {
  if (!requireAny(req, res, ['PAGE_TRAFFIC'])) return null;
  const fields = fieldsOf(req.body);
  const query = checked(res, parse(fields));
  if (!query) return null;
  if (!readableSpace(ctx, req, res, fields.space_id ?? callerOf(req).space.id)) return null;
  return { query, table: trafficTable(ctx.config.scale) };
};

/**
 * A CSV cell as the page shows the figure: money rounded up to the cent (spec 3 §9, one rule with the
 * page's), CTR with two decimals; counts, ids and names as they are.
 */
const csvCell = (metric: TrafficMetric, value: number | string | null): CsvCell => {
  if (typeof value !== 'number') return value;
  if (TRAFFIC_MONEY_METRICS.has(metric)) return fixed(roundUpToCents(value));
  return metric === 'ctr' ? fixed(value) : value;
};

export const registerTrafficRoutes = (app: Application, ctx: RouteContext): void => {
  app.post(TRAFFIC_PATHS.report, (req, res) => {
    const call = trafficCall(ctx, req, res, parseTrafficReport);
    if (!call) return;
    const { table, query } = call;
    const grouped = grouping(table, query.filters, query.dimensions);
    const page = orderedPage(table, grouped, query.order, (query.page - 1) * query.pageSize, query.pageSize);
    const answer: TrafficReport = { data: [...page].map((g) => rowOf(table, grouped, g, query.dimensions, query.metrics)), total_size: grouped.size };
    ok(res, answer);
  });

  app.post(TRAFFIC_PATHS.options, (req, res) => {
    const call = trafficCall(ctx, req, res, parseTrafficOptions);
    if (!call) return;
    const { table, query } = call;
    const answer: TrafficOptions[] = [{ dimension: query.dimension, value: valuesOf(table, query.filters, query.dimension, query.rankBy) }];
    ok(res, answer);
  });

  app.post(TRAFFIC_PATHS.autocomplete, (req, res) => {
    const call = trafficCall(ctx, req, res, parseTrafficAutocomplete);
    if (!call) return;
    const { table, query } = call;
    const matching: string[] = [];
    for (const value of valuesOf(table, query.filters, 'site_or_app', 'request_count')) {
      if (matching.length === query.pageSize) break;
      if (value.toLowerCase().includes(query.name)) matching.push(value);
    }
    const answer: TrafficOptions[] = [{ dimension: 'site_or_app', value: matching }];
    ok(res, answer);
  });

  app.post(TRAFFIC_PATHS.download, (req, res) => {
    const call = trafficCall(ctx, req, res, parseTrafficCsv);
    if (!call) return;
    const { table, query } = call;
    const grouped = grouping(table, query.filters, query.dimensions);
    const lines = [...ordered(table, grouped, query.order)].map((g): CsvCell[] => [
      ...query.dimensions.map((dimension) => dimensionOf(table, grouped, g, dimension)),
      ...query.metrics.map((metric) => csvCell(metric, metricOf(table, grouped, g, metric))),
    ]);
    res.status(200);
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.set('Content-Disposition', `attachment; filename="${TRAFFIC_CSV_FILENAME}"`);
    res.set('X-Content-Type-Options', 'nosniff');
    // toCsv neutralises formulas in text cells (a site named =HYPERLINK(...) is written as text).
    res.send(toCsv([...query.dimensions, ...query.metrics], lines, { bom: true }));
  });
};
