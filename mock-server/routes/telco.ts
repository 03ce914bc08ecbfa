import type { Application } from 'express';
import { TELCO_PAGE_SIZES, TELCO_REPORT_PATH, type Page, type TelcoRow } from '../../src/api/contract';
import { callerOf, type RouteContext } from '../context';
import { isoDay, todayDayNumber } from '../dates';
import { failFields, ok } from '../envelope';
import { fieldsOf, toNumber } from '../http/body';
import { UNITS_PER_USD } from '../seed/currency';
import { deliveryWindow, metricsOnDay } from '../seed/metrics';
import { requireAny } from './require-permission';
import { readableSpace } from './space';

/**
 * POST /v1/telco/report/total (spec 3 §7, PAGE_TELCO): the account's spend per UTC month, in USD (each
 * campaign's spend converted at the mock's rate), from the month its first campaign delivered to this
 * month, newest first, paged one-based like the campaign list. The same per-day figures as the list.
 */
export const registerTelcoRoutes = (app: Application, ctx: RouteContext): void => {
  app.post(TELCO_REPORT_PATH, (req, res) => {
    if (!requireAny(req, res, ['PAGE_TELCO'])) return;
    const fields = fieldsOf(req.body);
    const page = toNumber(fields.page ?? 1);
    const pageSize = toNumber(fields.pageSize ?? 10);
    const errors: Record<string, string> = {};
    if (page === undefined || !Number.isInteger(page) || page < 1) errors.page = 'page is one-based: an integer from 1';
    if (pageSize === undefined || !(TELCO_PAGE_SIZES as readonly number[]).includes(pageSize)) errors.pageSize = `pageSize is one of ${TELCO_PAGE_SIZES.join(', ')}`;
    if (Object.keys(errors).length > 0) {
      failFields(res, errors);
      return;
    }
    const space = readableSpace(ctx, req, res, fields.space_id ?? callerOf(req).space.id);
    if (!space) return;
    const state = ctx.store.state();
    const today = todayDayNumber();
    const months = new Map<string, number>();
    for (const campaign of state.campaigns) {
      if (campaign.space_id !== space.id) continue;
      const window = deliveryWindow(campaign);
      if (!window) continue;
      const rate = UNITS_PER_USD[campaign.currency];
      for (let day = window.first; day <= Math.min(window.last, today); day += 1) {
        const month = isoDay(day).slice(0, 7);
        months.set(month, (months.get(month) ?? 0) + metricsOnDay(state.meta.seed, campaign, day).spent / rate);
      }
    }
    const rows: TelcoRow[] = [...months]
      .sort(([a], [b]) => b.localeCompare(a))
      .map(([dimension, spent]) => ({ dimension, spent_usd: Math.round(spent * 100) / 100 }));
    const start = ((page ?? 1) - 1) * (pageSize ?? 10);
    const answer: Page<TelcoRow> = { data: rows.slice(start, start + (pageSize ?? 10)), total_size: rows.length };
    ok(res, answer);
  });
};
