import type { Application } from 'express';
import type { CampaignListRow, Page } from '../../src/api/contract';
import type { RouteContext } from '../context';
import { todayDayNumber } from '../dates';
import { fail, failFields, ok } from '../envelope';
import { fieldsOf } from '../http/body';
import { campaignRow, compareRows, STORED_SORT_FIELDS } from '../reports/campaign-rows';
import { parseListQuery } from '../reports/list-request';
import { readableSpace } from './space';

/**
 * POST /v1/campaign/list/v2: one space's campaigns, filtered, sorted and paged on the server, with the
 * figures of the requested range. Figures are computed per request from the per-day function; when
 * the sort key is a stored field only the page's rows are computed, so large accounts stay fast.
 * `included_metrics` is accepted and ignored: every row carries every figure.
 */
export const registerCampaignListRoutes = (app: Application, ctx: RouteContext): void => {
  app.post('/v1/campaign/list/v2', (req, res) => {
    const parsed = parseListQuery(fieldsOf(req.body));
    if (!parsed.ok) {
      if (parsed.errors) failFields(res, parsed.errors);
      else fail(res, parsed.code);
      return;
    }
    const { query } = parsed;
    // Non-admins only list their own space (code 3); an unknown space is 110.
    if (!readableSpace(ctx, req, res, query.spaceId)) return;
    const state = ctx.store.state();
    const { seed } = state.meta;
    const today = todayDayNumber();
    const matches = state.campaigns.filter(
      (c) =>
        c.space_id === query.spaceId &&
        (query.statuses === null || query.statuses.has(c.status_key)) &&
        (query.name === '' || c.name.toLowerCase().includes(query.name)),
    );
    const compare = compareRows(query.sortField, query.ascending);
    const start = (query.page - 1) * query.pageSize;
    const toRow = (c: (typeof matches)[number]): CampaignListRow => campaignRow(seed, c, query.fromDay, query.toDay, today);
    const data = STORED_SORT_FIELDS.has(query.sortField)
      ? [...matches].sort(compare).slice(start, start + query.pageSize).map(toRow)
      : matches.map(toRow).sort(compare).slice(start, start + query.pageSize);
    const page: Page<CampaignListRow> = { data, total_size: matches.length };
    ok(res, page);
  });
};
