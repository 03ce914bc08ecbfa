import type { Application, Request, Response } from 'express';
import {
  ADMIN_CAMPAIGN_COMMENT_MAX,
  ADMIN_CAMPAIGN_EXPORT_FILENAME,
  ADMIN_CAMPAIGN_PATHS,
  CAMPAIGN_PHASES,
  CODE,
  type AdminCampaign,
  type AdminCampaignComment,
  type AdminCampaignDay,
  type AdminPage,
  type CampaignPhase,
} from '../../src/api/contract';
import { changesOf, recordAdminAction } from '../admin/audit';
import { daysOf, reportDataOf } from '../admin/campaign-figures';
import { budgetIn, createCampaignIndexes } from '../admin/campaign-index';
import { campaignDetails, commentsByDay, writableNote } from '../admin/campaign-notes';
import { EXPORT_NAMES, readFilter, readListQuery, type Checked } from '../admin/campaign-request';
import { administrationOnly, whitelabelOfCaller } from '../admin/scope';
import { campaignInReach } from '../caller-reach';
import { callerOf, hasPermission, type RouteContext } from '../context';
import { isoDay, parseIsoDay, todayDayNumber } from '../dates';
import type { StoredCampaign } from '../db/types';
import { fail, failFields, ok } from '../envelope';
import { fieldsOf, isRecord } from '../http/body';
import { fixed, toCsv } from '../http/csv';
import { STATUS_LABELS } from '../reports/campaign-export';
import { CAMPAIGN_STATUS, type CampaignStatusName } from '../../src/api/contract';
import { lengthError } from '../validation';
import * as mockClock from '../clock';

const STATUS_LABEL = new Map<number, string>((Object.keys(CAMPAIGN_STATUS) as CampaignStatusName[]).map((n) => [CAMPAIGN_STATUS[n], STATUS_LABELS[n]]));

/** Answers a refused body and gives null, or the checked query. */
const checked = <Q>(res: Response, parsed: Checked<Q>): Q | null => {
  if (parsed.ok) return parsed.query;
  if ('errors' in parsed) failFields(res, parsed.errors);
  else fail(res, parsed.code);
  return null;
};

/** The campaign of the path, in the caller's white-label; else 130 is answered and null comes back. */
const scopedCampaign = (ctx: RouteContext, req: Request, res: Response): StoredCampaign | null => {
  const campaign = campaignInReach(callerOf(req), ctx.store.state(), req.params.id);
  if (!campaign) {
    fail(res, CODE.CAMPAIGN_NOT_FOUND);
    return null;
  }
  return campaign;
};

/**
 * The administrator's campaigns list and everything a row opens (spec 3 §2, §3, §4, §7): the list,
 * the per-day report, the daily comments, the phase and the CSV export. ROUTE_ADMINISTRATION only,
 * the caller's white-label only. Register before routes/campaign-owner.ts: POST /v1/campaign/admin/{id}
 * with `phase` is answered here, any other body there.
 */
export const registerAdminCampaignRoutes = (app: Application, ctx: RouteContext): void => {
  const indexFor = createCampaignIndexes(ctx.store);

  app.post(ADMIN_CAMPAIGN_PATHS.list, administrationOnly, (req, res) => {
    const query = checked(res, readListQuery(fieldsOf(req.body)));
    if (!query) return;
    const index = indexFor(whitelabelOfCaller(req), query.fromDay, query.toDay, todayDayNumber());
    // The index keeps every order sorted and every filter of it: a request mostly only cuts its page.
    const rows = index.view(query.orderField, query.usd, query.ascending, query);
    const start = (query.page - 1) * query.pageSize;
    const data: AdminCampaign[] = rows.slice(start, start + query.pageSize).map((e) => ({
      id: e.c.id,
      name: e.c.name,
      phase: e.phase,
      budget: budgetIn(e.c, query.usd),
      currency: query.usd ? 'USD' : e.c.currency,
      status_key: e.c.status_key,
      space_id: e.c.space_id,
      space_name: e.space.name,
      country: e.space.country,
      campaign_type: e.type,
      report_data: reportDataOf(e.sums, query.type),
    }));
    const page: AdminPage<AdminCampaign> = { data, total_size: rows.length, page_size: query.pageSize, current_page: query.page };
    ok(res, page);
  });

  // Every day of the range, oldest first, each with its comment: the days add up to the list's row.
  app.post(`${ADMIN_CAMPAIGN_PATHS.report}/:id`, administrationOnly, (req, res) => {
    const filter = checked(res, readFilter(fieldsOf(req.body)));
    if (!filter) return;
    const campaign = scopedCampaign(ctx, req, res);
    if (!campaign) return;
    const state = ctx.store.state();
    const comments = commentsByDay(state, campaign.id);
    const days: AdminCampaignDay[] = daysOf(state.meta.seed, campaign, filter.fromDay, filter.toDay).map(({ day, sums }) => ({
      dimension: isoDay(day),
      comment: comments.get(isoDay(day)) ?? '',
      report_data: reportDataOf(sums, filter.type),
    }));
    ok(res, days);
  });

  // One day's comment; an empty text removes it. Saved at once (spec 3 §2), audited.
  app.put(`${ADMIN_CAMPAIGN_PATHS.details}/:id/comment`, administrationOnly, (req, res) => {
    const body = fieldsOf(req.body);
    const errors: Record<string, string> = {};
    const dayNumber = typeof body.day === 'string' ? parseIsoDay(body.day) : null;
    if (dayNumber === null) errors.day = 'An ISO date (YYYY-MM-DD)';
    const comment = typeof body.comment === 'string' ? body.comment.trim() : null;
    if (comment === null) errors.comment = 'A text (empty removes the comment)';
    else if (lengthError(comment, ADMIN_CAMPAIGN_COMMENT_MAX)) errors.comment = lengthError(comment, ADMIN_CAMPAIGN_COMMENT_MAX) ?? '';
    if (Object.keys(errors).length > 0 || dayNumber === null || comment === null) {
      failFields(res, errors);
      return;
    }
    const campaign = scopedCampaign(ctx, req, res);
    if (!campaign) return;
    const day = isoDay(dayNumber);
    const caller = callerOf(req);
    const saved: AdminCampaignComment = { day, comment, updated_at: mockClock.nowDate().toISOString(), updated_by: caller.user.email };
    ctx.store.mutate((state) => {
      const note = writableNote(state, campaign.id);
      const before = note.comments.find((c) => c.day === day)?.comment ?? null;
      note.comments = note.comments.filter((c) => c.day !== day);
      if (comment !== '') note.comments.push(saved);
      const space = state.spaces.find((s) => s.id === campaign.space_id);
      recordAdminAction(state, req, 'campaign_comment_written', { space_id: campaign.space_id, space_name: space?.name ?? '', campaign_id: campaign.id }, [
        { field: `comment ${day}`, from: before, to: comment === '' ? null : comment },
      ]);
    });
    ok(res, saved);
  });

  // The phase call: POST /v1/campaign/admin/{id} {phase}, the phase alone. Any other body is the
  // editor's owner fields (routes/campaign-owner.ts), so it goes on: the details GET answers the phase
  // beside the owner fields, and a client that sends that answer back changes owner fields, not phase.
  app.post(`${ADMIN_CAMPAIGN_PATHS.details}/:id`, (req, res, next) => {
    if (!isRecord(req.body) || req.body.phase === undefined || Object.keys(req.body).length !== 1) {
      next();
      return;
    }
    if (!hasPermission(callerOf(req), 'ROUTE_ADMINISTRATION')) {
      fail(res, CODE.ILLEGAL_ACTION);
      return;
    }
    const phase = req.body.phase;
    if (typeof phase !== 'string' || !(CAMPAIGN_PHASES as readonly string[]).includes(phase)) {
      failFields(res, { phase: `One of ${CAMPAIGN_PHASES.join(', ')}` });
      return;
    }
    const campaign = scopedCampaign(ctx, req, res);
    if (!campaign) return;
    ctx.store.mutate((state) => {
      const note = writableNote(state, campaign.id);
      const changes = changesOf({ phase: note.phase }, { phase });
      note.phase = phase as CampaignPhase;
      const space = state.spaces.find((s) => s.id === campaign.space_id);
      if (changes.length > 0) recordAdminAction(state, req, 'campaign_phase_changed', { space_id: campaign.space_id, space_name: space?.name ?? '', campaign_id: campaign.id }, changes);
    });
    ok(res, campaignDetails(ctx.store.state(), campaign));
  });

  // The list's CSV (spec 3 §7: statusFilter, fromDate, toDate, currency_usd; the list's other filters
  // too): every matching campaign by name, money in the chosen currency, formulas neutralised.
  app.post(ADMIN_CAMPAIGN_PATHS.export, administrationOnly, (req, res) => {
    const filter = checked(res, readFilter(fieldsOf(req.body), EXPORT_NAMES));
    if (!filter) return;
    const usd = filter.usd;
    const rows = indexFor(whitelabelOfCaller(req), filter.fromDay, filter.toDay, todayDayNumber())
      .view('name', usd, true, filter)
      .map((e) => {
        const d = reportDataOf(e.sums, 'all');
        const money = (local: number | undefined, dollars: number | undefined) => fixed((usd ? dollars : local) ?? 0);
        return [
          e.c.name,
          e.space.name,
          e.type,
          e.phase,
          STATUS_LABEL.get(e.c.status_key) ?? String(e.c.status_key),
          fixed(budgetIn(e.c, usd)),
          usd ? 'USD' : e.c.currency,
          d.impression_count ?? 0,
          d.click_count ?? 0,
          d.conversion_count,
          money(d.spent, d.spent_usd),
          money(d.cpm, d.cpm_usd),
          money(d.cpc, d.cpc_usd),
          money(d.cpa, d.cpa_usd),
          fixed(d.ctr ?? 0),
          fixed(d.cvr ?? 0),
        ];
      });
    const header = ['Name', 'Account', 'Type', 'Phase', 'Status', 'Budget', 'Currency', 'Impressions', 'Clicks', 'Conversions', 'Spent', 'CPM', 'CPC', 'CPA', 'CTR %', 'CVR %'];
    res.status(200);
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.set('Content-Disposition', `attachment; filename="${ADMIN_CAMPAIGN_EXPORT_FILENAME}"`);
    res.set('X-Content-Type-Options', 'nosniff');
    res.send(toCsv(header, rows, { bom: true }));
  });
};

