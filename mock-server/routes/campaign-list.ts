import type { Application, Request, Response } from 'express';
import {
  CAMPAIGN_EXPORT_FILENAME,
  CAMPAIGN_EXPORT_PATH,
  CAMPAIGN_LIST_FIELD_METRIC,
  CODE,
  fieldPermitted,
  type CampaignListRow,
  type ErrorCode,
  type Page,
  type Permission,
  type PermittedCampaignListRow,
} from '../../src/api/contract';
import { pacingBand } from '../../src/domain/pacing/pacing';
import { EXTRA_CODE } from '../codes';
import { createCampaignsBySpace } from '../db/campaignsBySpace';
import { callerOf, hasPermission, type RouteContext } from '../context';
import { todayDayNumber } from '../dates';
import type { StoredCampaign } from '../db/types';
import { fail, failFields, ok } from '../envelope';
import { fieldsOf } from '../http/body';
import { campaignsCsv, exportCells } from '../reports/campaign-export';
import { permittedFields } from '../reports/report-figures';
import { compareRows, STORED_SORT_FIELDS } from '../reports/campaign-rows';
import { createFiguresCache } from '../reports/figures-cache';
import { parseExportQuery, parseListQuery, type ExportQuery } from '../reports/list-request';
import { createPacingBook } from '../reports/pacing-figures';
import { readableSpace } from './space';

/** The row with only the figures the caller may see (the one rule of report-figures.ts). */
const permittedRow = (row: CampaignListRow, permissions: readonly Permission[]): PermittedCampaignListRow => {
  const { report_data, ...rest } = row;
  const data = permittedFields(report_data, permissions, CAMPAIGN_LIST_FIELD_METRIC);
  const kept = permittedFields(rest, permissions, CAMPAIGN_LIST_FIELD_METRIC) as PermittedCampaignListRow;
  return Object.keys(data).length > 0 ? { ...kept, report_data: data } : kept;
};

const HIDDEN_SORT_MESSAGE = 'Sort by a figure your permissions show';
const HIDDEN_PACING_MESSAGE = 'Filter by a figure your permissions show';

type Parsed<Q> = { ok: true; query: Q } | { ok: false; code: ErrorCode; errors?: Record<string, string> };

/** Answers a rejected body (field errors or a code) and gives null, or the checked query. */
const checked = <Q>(res: Response, parsed: Parsed<Q>): Q | null => {
  if (parsed.ok) return parsed.query;
  if (parsed.errors) failFields(res, parsed.errors);
  else fail(res, parsed.code);
  return null;
};

/** The space's campaigns that pass the list filter (name contains, status in the filter). */
const matching = (campaigns: readonly StoredCampaign[], query: Pick<ExportQuery, 'spaceId' | 'statuses' | 'name'>): StoredCampaign[] =>
  campaigns.filter(
    (c) =>
      (query.spaceId === null || c.space_id === query.spaceId) &&
      (query.statuses === null || query.statuses.has(c.status_key)) &&
      (query.name === '' || c.name.toLowerCase().includes(query.name)),
  );

/**
 * POST /v1/campaign/list/v2: one space's campaigns, filtered, sorted and paged on the server, with the
 * figures of the requested range; and its CSV export. Figures come from the per-day function through
 * a cache of per-campaign totals per range (reports/figures-cache.ts). A stored sort key cuts the page
 * before any figure is computed; a metric sort needs every matching row's figures, which the cache
 * keeps for the next page, sort or filter over the same range.
 * `included_metrics` is accepted and ignored: every row carries every figure the caller may see
 * (METRIC_PERMISSIONS through CAMPAIGN_LIST_FIELD_METRIC), and none other.
 */
export const registerCampaignListRoutes = (app: Application, ctx: RouteContext): void => {
  const campaignsOf = createCampaignsBySpace(ctx.store);
  /** The campaigns a query may see: one space's, through the index; the whole white-label for null. */
  const scope = (spaceId: number | null) => (spaceId === null ? ctx.store.state().campaigns : campaignsOf(spaceId));
  const figures = createFiguresCache();
  const pacingBook = createPacingBook();

  app.post('/v1/campaign/list/v2', (req, res) => {
    const query = checked(res, parseListQuery(fieldsOf(req.body)));
    if (!query) return;
    const { permissions } = callerOf(req);
    // An order by a figure the caller may not see would tell that figure: refused like any bad sort.
    if (!fieldPermitted(query.sortField, CAMPAIGN_LIST_FIELD_METRIC, (p) => permissions.includes(p))) {
      failFields(res, { sort_by_field: HIDDEN_SORT_MESSAGE });
      return;
    }
    // The pacing filter would tell spend the same way (pacing is spend: CAMPAIGN_LIST_FIELD_METRIC).
    if (query.pacing !== null && !fieldPermitted('pacing', CAMPAIGN_LIST_FIELD_METRIC, (p) => permissions.includes(p))) {
      failFields(res, { pacing: HIDDEN_PACING_MESSAGE });
      return;
    }
    // Non-admins only list their own space (code 3); an unknown space is 110.
    if (!readableSpace(ctx, req, res, query.spaceId)) return;
    const state = ctx.store.state();
    const range = figures.forRange(state.meta.seed, query.fromDay, query.toDay, todayDayNumber());
    const pacing = pacingBook(state.meta.seed);
    const band = query.pacing;
    const all = matching(scope(query.spaceId), query);
    const matches = band === null ? all : all.filter((c) => pacingBand(pacing.pacing(c)?.ratio ?? null) === band);
    const rowOf = (c: StoredCampaign): CampaignListRow => ({ ...range.row(c), pacing: pacing.pacing(c) });
    const compare = compareRows(query.sortField, query.ascending);
    const start = (query.page - 1) * query.pageSize;
    const data: CampaignListRow[] = STORED_SORT_FIELDS.has(query.sortField)
      ? [...matches].sort(compare).slice(start, start + query.pageSize).map(rowOf)
      : matches
          .map((c) => ({ c, row: range.row(c) }))
          .sort((a, b) => compare(a.row, b.row))
          .slice(start, start + query.pageSize)
          .map(({ c, row }) => ({ ...row, pacing: pacing.pacing(c) }));
    const page: Page<PermittedCampaignListRow> = { data: data.map((row) => permittedRow(row, permissions)), total_size: matches.length };
    ok(res, page);
  });

  // The list's CSV export (see CAMPAIGN_EXPORT_PATH in the contract for why this path): the list's
  // filter, every matching row, by name. The file on success; the envelope for every refusal.
  app.post(CAMPAIGN_EXPORT_PATH, (req: Request, res: Response) => {
    if (!hasPermission(callerOf(req), 'PAGE_REPORTS')) {
      fail(res, CODE.ILLEGAL_ACTION);
      return;
    }
    const query = checked(res, parseExportQuery(fieldsOf(req.body)));
    if (!query) return;
    // Without a space an administrator exports the whole white-label; anyone else must name theirs. A
    // space_id that is no id is an unknown space (110, or 3 for non-admins), never "no space".
    if (!query.spaceGiven) {
      if (!hasPermission(callerOf(req), 'ROUTE_ADMINISTRATION')) {
        fail(res, EXTRA_CODE.JWT_SPACE_ID_MISSING);
        return;
      }
    } else if (!readableSpace(ctx, req, res, query.spaceId)) return;
    const state = ctx.store.state();
    const range = figures.forRange(state.meta.seed, query.fromDay, query.toDay, todayDayNumber());
    const rows = matching(scope(query.spaceId), query)
      .sort(compareRows('name', true))
      .map((c) => exportCells(c, range.figures(c)));
    // The same rule as the list: the columns of figures the caller may not see are left out.
    res.status(200);
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.set('Content-Disposition', `attachment; filename="${CAMPAIGN_EXPORT_FILENAME}"`);
    res.set('X-Content-Type-Options', 'nosniff');
    res.send(campaignsCsv(rows, callerOf(req).permissions));
  });
};
