import type { Application } from 'express';
import { TELCO_FIELD_METRIC, TELCO_PAGE_SIZES, TELCO_REPORT_PATH, type Page, type TelcoRow } from '../../src/api/contract';
import { callerOf, type RouteContext } from '../context';
import { todayDayNumber } from '../dates';
import { failFields, ok } from '../envelope';
import { fieldsOf, toNumber } from '../http/body';
import { permittedFields } from '../reports/report-figures';
import { telcoMonths } from '../reports/telco-months';
import { requireAny } from './require-permission';
import { readableSpace } from './space';

const PAGE_SIZES: readonly number[] = TELCO_PAGE_SIZES;

/**
 * POST /v1/telco/report/total (spec 3 §7, PAGE_TELCO): the account's spend per UTC month in USD
 * (`reports/telco-months.ts`), newest first, paged one-based like the campaign list. `space_id` is ours:
 * the account the caller acts on, its own when absent.
 */
export const registerTelcoRoutes = (app: Application, ctx: RouteContext): void => {
  app.post(TELCO_REPORT_PATH, (req, res) => {
    if (!requireAny(req, res, ['PAGE_TELCO'])) return;
    const fields = fieldsOf(req.body);
    const page = toNumber(fields.page);
    const pageSize = toNumber(fields.pageSize);
    const errors: Record<string, string> = {};
    if (page === undefined || !Number.isInteger(page) || page < 1) errors.page = 'page is one-based: an integer from 1';
    if (pageSize === undefined || !PAGE_SIZES.includes(pageSize)) errors.pageSize = `pageSize is one of ${TELCO_PAGE_SIZES.join(', ')}`;
    if (page === undefined || pageSize === undefined || Object.keys(errors).length > 0) {
      failFields(res, errors);
      return;
    }
    const space = readableSpace(ctx, req, res, fields.space_id ?? callerOf(req).space.id);
    if (!space) return;
    const state = ctx.store.state();
    const rows = telcoMonths(
      state.meta.seed,
      state.campaigns.filter((campaign) => campaign.space_id === space.id),
      todayDayNumber(),
    );
    // The spend only with REPORT_SPEND: the same rule as every answer that carries figures.
    const { permissions } = callerOf(req);
    const answer: Page<Partial<TelcoRow>> = {
      data: rows.slice((page - 1) * pageSize, page * pageSize).map((row) => permittedFields(row, permissions, TELCO_FIELD_METRIC)),
      total_size: rows.length,
    };
    ok(res, answer);
  });
};
