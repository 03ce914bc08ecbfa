import type { Application } from 'express';
import { PLACEMENT_REPORT_METRICS, REPORT_PATHS, type PlacementReport, type PlacementReportDimension, type PlacementReportMetric, type PlacementReportRow } from '../../src/api/contract';
import { callerOf, type RouteContext } from '../context';
import { ok } from '../envelope';
import { fieldsOf } from '../http/body';
import { answeredMetrics, checked, slicedTotals } from '../reports/report-call';
import { totalsOf, visibleMetrics } from '../reports/report-figures';
import { parsePlacementBody } from '../reports/placement-request';
import { addInto } from '../reports/report-slices';
import { PLACEMENTS } from '../seed/placements';
import { ZERO_METRICS, type DayMetrics } from '../seed/metrics';
import { readableCampaign } from './campaign';
import { requireAny } from './require-permission';

/** What each app or site is, from the placements catalogue (a publisher's ad units share these). */
const FACTS = new Map<string, Record<PlacementReportDimension, string>>();
for (const placement of PLACEMENTS) {
  if (!FACTS.has(placement.site_or_app)) FACTS.set(placement.site_or_app, { site_or_app: placement.site_or_app, environment: placement.environment, os: placement.os });
}
const factsOf = (siteOrApp: string): Record<PlacementReportDimension, string> => FACTS.get(siteOrApp) ?? { site_or_app: siteOrApp, environment: 'app', os: 'other' };

/**
 * POST /v1/reports/placement (spec 3 §7; its body and answer are ours: contract PlacementReportRequest):
 * the campaign's publishers (the apps and sites its ads ran in) grouped by the asked dimensions, with
 * the figures included_metrics names (every placement figure when it names none). The same checks as
 * every report call (PAGE_REPORTS, a campaign of the caller's space), and every figure the caller's
 * REPORT_* permissions do not allow is left out of every row.
 */
export const registerReportPlacementRoutes = (app: Application, ctx: RouteContext): void => {
  app.post(REPORT_PATHS.placement, (req, res) => {
    if (!requireAny(req, res, ['PAGE_REPORTS'])) return;
    const query = checked(res, parsePlacementBody(fieldsOf(req.body)));
    if (!query) return;
    const campaign = readableCampaign(ctx, req, res, query.report.campaignId);
    if (!campaign) return;
    const seed = ctx.store.state().meta.seed;
    const permitted = visibleMetrics(callerOf(req).permissions);
    const answered = answeredMetrics(permitted, query.report.metrics);
    // In the order included_metrics lists them, else the contract's.
    const metrics: PlacementReportMetric[] = (query.report.metrics ?? PLACEMENT_REPORT_METRICS).filter(
      (metric): metric is PlacementReportMetric => metric !== 'reach' && answered.has(metric),
    );

    const groups = new Map<string, { values: string[]; figures: DayMetrics }>();
    for (const [publisher, figures] of slicedTotals({ query: query.report, campaign, seed, visible: permitted }, 'publisher')) {
      const facts = factsOf(publisher);
      const values = query.dimensions.map((dimension) => facts[dimension]);
      const key = JSON.stringify(values);
      groups.set(key, { values, figures: addInto(groups.get(key)?.figures ?? ZERO_METRICS, figures) });
    }
    const rows = [...groups.values()].map(({ values, figures }) => ({ values, all: totalsOf(seed, campaign, figures) }));

    // A figure the caller may not see does not order the rows either (its order would leak it).
    const field = query.orderField;
    const byDimension = query.dimensions.indexOf(field as PlacementReportDimension);
    const byMetric = byDimension < 0 && metrics.includes(field as (typeof metrics)[number]) ? (field as (typeof metrics)[number]) : null;
    const column = byDimension < 0 && byMetric === null ? 0 : byDimension;
    const label = (row: (typeof rows)[number]) => row.values.join('\u0000');
    rows.sort((a, b) => {
      const order = byMetric ? a.all[byMetric] - b.all[byMetric] : (a.values[column] ?? '').localeCompare(b.values[column] ?? '', 'en', { numeric: true });
      return (query.ascending ? order : -order) || label(a).localeCompare(label(b));
    });

    const start = (query.page - 1) * query.pageSize;
    const data: PlacementReportRow[] = rows.slice(start, start + query.pageSize).map((row) => ({
      dimensions: query.dimensions.map((dimension, i) => ({ dimension, value: row.values[i] ?? '' })),
      metrics: metrics.map((metric) => ({ metric, value: row.all[metric] })),
    }));
    ok(res, { data, total_size: rows.length } satisfies PlacementReport);
  });
};
