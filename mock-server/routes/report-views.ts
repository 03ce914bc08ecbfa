import type { Application } from 'express';
import { BANNER_SLOTS, hasRoomFor, REPORT_PATHS, VIEW_NAME_MAX, type SavedView, type SavedViewFilters } from '../../src/api/contract';
import { normaliseName } from '../../src/domain/safeText';
import { callerOf, canActOnSpace, type RouteContext } from '../context';
import { parseIsoDay } from '../dates';
import { failFields, failQuota, ok } from '../envelope';
import { fieldsOf, isRecord, toId, toNumber } from '../http/body';
import { readableCampaign } from './campaign';
import { requireAny } from './require-permission';
import * as mockClock from '../clock';

/** The catalogue has no code for a missing view: an invalid argument (2) naming the id. */
export const VIEW_NOT_FOUND = 'No saved view with this id that you may open.';

const TABS = ['platforms', 'publishers', 'banners', 'dimension', 'placements'];
const SIZES = new Set<number>([1, ...BANNER_SLOTS.map((slot) => slot.key)]);

/** The filters of a view, checked field by field; errors under `filters.<name>`. */
const filtersOf = (raw: unknown, errors: Record<string, string>): SavedViewFilters | null => {
  if (!isRecord(raw)) {
    errors.filters = 'filters is an object';
    return null;
  }
  const from = typeof raw.from === 'string' ? parseIsoDay(raw.from) : null;
  const to = typeof raw.to === 'string' ? parseIsoDay(raw.to) : null;
  if (from === null) errors['filters.from'] = 'from is a day, YYYY-MM-DD';
  if (to === null || (from !== null && to <= from)) errors['filters.to'] = 'to is a day after from, YYYY-MM-DD (exclusive)';
  const source = typeof raw.source === 'string' ? raw.source.trim() : '';
  if (source.length > 255) errors['filters.source'] = 'source is at most 255 characters';
  const size = toNumber(raw.size ?? 1);
  if (size === undefined || !SIZES.has(size)) errors['filters.size'] = 'size is 1 or a banner slot key';
  const device = raw.device === null || raw.device === undefined ? null : toNumber(raw.device);
  if (device === undefined || (device !== null && ![1, 2, 3, 4].includes(device))) errors['filters.device'] = 'device is null or a report device type';
  if (raw.granularity !== 'hour' && raw.granularity !== 'day') errors['filters.granularity'] = 'granularity is hour or day';
  const tab = typeof raw.tab === 'string' && TABS.includes(raw.tab) ? raw.tab : null;
  if (tab === null) errors['filters.tab'] = `tab is one of ${TABS.join(', ')}`;
  if (Object.keys(errors).length > 0) return null;
  return { from: raw.from as string, to: raw.to as string, source, size: size ?? 1, device: device ?? null, granularity: raw.granularity as 'hour' | 'day', tab: tab ?? 'platforms' };
};

/**
 * Saved report views (beyond the spec; paths in the contract): a user's named filters of a campaign's
 * report. The list is the caller's own, newest first; one view is readable by anyone who may read its
 * campaign (the shared link); only its owner deletes it. A person keeps at most
 * RECORD_QUOTAS.report_views (1600 past it). PAGE_REPORTS for every call.
 */
export const registerReportViewRoutes = (app: Application, ctx: RouteContext): void => {
  app.get(REPORT_PATHS.views, (req, res) => {
    if (!requireAny(req, res, ['PAGE_REPORTS'])) return;
    const userId = callerOf(req).user.id;
    ok(res, ctx.store.state().report_views.filter((view) => view.user_id === userId).sort((a, b) => b.id - a.id));
  });

  app.post(REPORT_PATHS.views, (req, res) => {
    if (!requireAny(req, res, ['PAGE_REPORTS'])) return;
    const fields = fieldsOf(req.body);
    const errors: Record<string, string> = {};
    // The name as stored (safeText.ts): controls, bidi overrides and invisible characters never kept.
    const name = typeof fields.name === 'string' ? normaliseName(fields.name) : '';
    if (name === '') errors.name = 'Field is required.';
    else if ([...name].length > VIEW_NAME_MAX) errors.name = `Must be ${VIEW_NAME_MAX} characters or less.`;
    const campaignId = toId(fields.campaign_id);
    if (campaignId === null) errors.campaign_id = 'campaign_id is the campaign id';
    const filters = filtersOf(fields.filters, errors);
    if (Object.keys(errors).length > 0 || !filters || campaignId === null) {
      failFields(res, errors);
      return;
    }
    const campaign = readableCampaign(ctx, req, res, campaignId);
    if (!campaign) return;
    const userId = callerOf(req).user.id;
    // The quota is counted in the same store change as the write: side-by-side saves cannot both take the last place.
    const saved = ctx.store.mutate((db): SavedView | null => {
      if (!hasRoomFor('report_views', db.report_views.filter((v) => v.user_id === userId).length)) return null;
      const view: SavedView = {
        id: db.report_views.reduce((max, v) => Math.max(max, v.id), 0) + 1,
        name,
        campaign_id: campaign.id,
        filters,
        user_id: userId,
        created_at: mockClock.nowDate().toISOString(),
      };
      db.report_views.push(view);
      return view;
    });
    if (saved) ok(res, saved);
    else failQuota(res, 'report_views');
  });

  app.get(`${REPORT_PATHS.views}/:id`, (req, res) => {
    if (!requireAny(req, res, ['PAGE_REPORTS'])) return;
    const id = toId(req.params.id);
    const view = ctx.store.state().report_views.find((v) => v.id === id);
    const campaign = view && ctx.store.state().campaigns.find((c) => c.id === view.campaign_id);
    // Someone who may not read the campaign learns nothing, not even that the view exists.
    if (!view || !campaign || !canActOnSpace(callerOf(req), campaign.space_id)) {
      failFields(res, { id: VIEW_NOT_FOUND });
      return;
    }
    ok(res, view);
  });

  app.delete(`${REPORT_PATHS.views}/:id`, (req, res) => {
    if (!requireAny(req, res, ['PAGE_REPORTS'])) return;
    const id = toId(req.params.id);
    const userId = callerOf(req).user.id;
    const view = ctx.store.state().report_views.find((v) => v.id === id && v.user_id === userId);
    if (!view) {
      failFields(res, { id: VIEW_NOT_FOUND });
      return;
    }
    ctx.store.mutate((db) => {
      db.report_views = db.report_views.filter((v) => v.id !== view.id);
    });
    ok(res, null);
  });
};
