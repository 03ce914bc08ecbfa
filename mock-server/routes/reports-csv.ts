import type { Application, Response } from 'express';
import { DIMENSION_ORDER_FIELDS, GRANULARITY, REPORT_DIMENSIONS, REPORT_PATHS, type DimensionRow, type ReportDimension } from '../../src/api/contract';
import type { RouteContext } from '../context';
import { isoDay } from '../dates';
import { failFields } from '../envelope';
import { fieldsOf } from '../http/body';
import { fixed, toCsv, type CsvCell } from '../http/csv';
import { dimensionRowOf, visibleRow } from '../reports/report-figures';
import { campaignSlicing } from '../reports/report-slices';
import { dimensionRows, reportCall } from '../reports/report-call';

/** Money and ratios with two decimals; counts as they are. */
const TWO_DECIMALS = new Set(['cpm', 'cpc', 'ctr', 'bounce_rate', 'cpa', 'cvr', 'spent']);

const send = (res: Response, fileName: string, header: string[], rows: CsvCell[][]) => {
  res.status(200);
  res.set('Content-Type', 'text/csv; charset=utf-8');
  res.set('Content-Disposition', `attachment; filename="${fileName}"`);
  res.set('X-Content-Type-Options', 'nosniff');
  // toCsv neutralises formulas in text cells (a publisher or campaign name starting with =, +, - or @).
  res.send(toCsv(header, rows, { bom: true }));
};

/** The columns the caller may see, in the dimension row's order, and each row's cells. */
const table = (rows: DimensionRow[]): { header: string[]; cells: CsvCell[][] } => {
  const header = DIMENSION_ORDER_FIELDS.filter((field) => rows.length === 0 || field in rows[0]!);
  return {
    header,
    cells: rows.map((row) => header.map((field) => {
      const value = row[field];
      return typeof value === 'number' && TWO_DECIMALS.has(field) ? fixed(value) : value;
    })),
  };
};

/**
 * The report CSV downloads (spec 3 §7): the campaign report (one row per day of the range, with the
 * campaign's name) and the traffic-source report (one row per value of a dimension, publishers by
 * default). Same body, checks and permissions as the report calls; columns the caller may not see are
 * left out.
 */
export const registerReportCsvRoutes = (app: Application, ctx: RouteContext): void => {
  app.post(REPORT_PATHS.campaignReportCsv, (req, res) => {
    const call = reportCall(ctx, req, res);
    if (!call) return;
    const { seed, campaign, query, visible } = call;
    const slicing = campaignSlicing(seed, campaign);
    const rows: DimensionRow[] = [];
    for (let day = query.fromDay; day < query.toDay; day += 1) {
      const [, m] = slicing.day(day, query.filter)[0] ?? [];
      if (m) rows.push(visibleRow(dimensionRowOf(seed, campaign, isoDay(day), m), visible));
    }
    const { header, cells } = table(rows);
    send(res, `campaign-report-${campaign.id}.csv`, ['campaign', ...header], cells.map((line) => [campaign.name, ...line]));
  });

  app.post(REPORT_PATHS.trafficSourceCsv, (req, res) => {
    const dimension = fieldsOf(req.body).dimension ?? 'publisher';
    if (!(REPORT_DIMENSIONS as readonly unknown[]).includes(dimension)) {
      failFields(res, { dimension: `dimension is one of ${REPORT_DIMENSIONS.join(', ')}` });
      return;
    }
    const call = reportCall(ctx, req, res);
    if (!call) return;
    const rows = dimensionRows({ ...call, query: { ...call.query, granularity: GRANULARITY.day } }, dimension as ReportDimension)
      .sort((a, b) => b.impression_count - a.impression_count || a.dimension.localeCompare(b.dimension))
      .map((row) => visibleRow(row, call.visible));
    const { header, cells } = table(rows);
    send(res, `traffic-source-${call.campaign.id}-${String(dimension)}.csv`, header, cells);
  });
};
