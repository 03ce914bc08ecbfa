import type { Application } from 'express';
import {
  BULK_IDS_MAX,
  BULK_PERCENT_RANGE,
  CAMPAIGN_BULK_PATHS,
  CODE,
  type CampaignBulkAnswer,
  type CampaignRowChange,
} from '../../src/api/contract';
import { fromMinor, toMinor } from '../../src/domain/minorUnits';
import { planRowChange, planRowUndo, type RowPlan, type RowUndo } from '../campaign-bulk/row-change';
import { createUndoStore } from '../campaign-bulk/undo-store';
import { EXTRA_CODE } from '../codes';
import { callerOf, hasPermission, type Caller, type RouteContext } from '../context';
import { fail, failFields, ok } from '../envelope';
import { fieldsOf, isRecord, toId, toNumber, type Fields } from '../http/body';
import { SCHEMA_MESSAGES } from '../schema';
import { isIsoDay } from '../../src/domain/dateRange';
import { readableSpace } from './space';

/**
 * The inline bulk edit of the campaign list (ours; contract src/api/contract/campaign-bulk.ts).
 * One request per batch; each row goes through the per-row engine (campaign-bulk/row-change.ts) on its
 * own, so a refused row never blocks another and never leaves a partial write. The whole request is
 * refused only when it is malformed (code 2 with the field's message, 11 for a date that is no day) or the
 * caller may not edit campaigns at all (3).
 *
 * Undo (our choice): the batch's answer carries an undo_id; the server keeps each written row's previous
 * values and the version it wrote (campaign-bulk/undo-store.ts). POST /v1/campaign/bulk/undo {undo_id}
 * puts them back row by row through the same engine, guarded by that version: a row changed since is
 * refused with 1320 and left as it is. Keeping the values on the server means a client cannot make an
 * "undo" write a status the row actions would refuse.
 */

export const BULK_MESSAGES = {
  ids: `Between 1 and ${BULK_IDS_MAX} campaign ids.`,
  change: 'One change: status (run or pause), end_date, or budget ({set} or {percent}).',
  status: 'Must be run or pause.',
  budget: 'Must be {set: an amount} or {percent: a number}.',
  percent: `Must be between ${BULK_PERCENT_RANGE.min} and ${BULK_PERCENT_RANGE.max}.`,
  undo: 'This undo is unknown or has expired.',
} as const;

type Refusal = { field: string; message: string; code?: 11 };

/** The batch's ids, each once and in order, or null when the list is not 1..BULK_IDS_MAX ids. */
const idsOf = (raw: unknown): number[] | null => {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > BULK_IDS_MAX) return null;
  const ids = raw.map(toId);
  return ids.every((id): id is number => id !== null) ? [...new Set(ids)] : null;
};

/** The row change a batch's change makes on a campaign of this budget. */
type RowChangeOf = (budget: number) => CampaignRowChange;

const budgetChangeOf = (raw: unknown): RowChangeOf | Refusal => {
  const fields = fieldsOf(raw);
  const keys = Object.keys(fields);
  if (!isRecord(raw) || keys.length !== 1) return { field: 'change.budget', message: BULK_MESSAGES.budget };
  if (keys[0] === 'set') {
    const amount = toNumber(fields.set);
    // The amount's own bounds are the save's (negative, above the ceiling): the engine answers them per row.
    return amount === undefined ? { field: 'change.budget.set', message: SCHEMA_MESSAGES.number } : () => ({ budget: amount });
  }
  if (keys[0] === 'percent') {
    const percent = toNumber(fields.percent);
    if (percent === undefined) return { field: 'change.budget.percent', message: SCHEMA_MESSAGES.number };
    if (percent < BULK_PERCENT_RANGE.min || percent > BULK_PERCENT_RANGE.max) return { field: 'change.budget.percent', message: BULK_MESSAGES.percent };
    // In minor units, rounded to the cent: never more decimals than money has.
    return (budget) => ({ budget: fromMinor(Math.round((toMinor(budget) * (100 + percent)) / 100)) });
  }
  return { field: 'change.budget', message: BULK_MESSAGES.budget };
};

const changeOf = (raw: unknown): RowChangeOf | Refusal => {
  const fields = fieldsOf(raw);
  const keys = Object.keys(fields);
  if (!isRecord(raw) || keys.length !== 1) return { field: 'change', message: BULK_MESSAGES.change };
  if (keys[0] === 'status') {
    const status = fields.status;
    return status === 'run' || status === 'pause' ? () => ({ status }) : { field: 'change.status', message: BULK_MESSAGES.status };
  }
  if (keys[0] === 'end_date') {
    const day = fields.end_date;
    if (day === null) return () => ({ end_date: null });
    return typeof day === 'string' && isIsoDay(day) ? () => ({ end_date: day }) : { field: 'change.end_date', message: SCHEMA_MESSAGES.date, code: 11 };
  }
  if (keys[0] === 'budget') return budgetChangeOf(fields.budget);
  return { field: 'change', message: BULK_MESSAGES.change };
};

const refuse = (res: Parameters<typeof failFields>[0], refusal: Refusal): void => {
  if (refusal.code === EXTRA_CODE.INVALID_DATE_FORMAT) fail(res, refusal.code, 400, { errors: { [refusal.field]: refusal.message } });
  else failFields(res, { [refusal.field]: refusal.message });
};

/** Commits every plan that can apply (each its own atomic write) and answers the rows and their undo. */
const applyAll = (plans: RowPlan[], dryRun: boolean): { rows: CampaignBulkAnswer['rows']; undo: RowUndo[] } => {
  const undo: RowUndo[] = [];
  const rows = plans.map((plan) => {
    if (dryRun || !plan.commit) return plan.result;
    const committed = plan.commit();
    if (committed.undo) undo.push(committed.undo);
    return committed.result;
  });
  return { rows, undo };
};

const mayEdit = (caller: Caller): boolean => hasPermission(caller, 'CAMPAIGN_EDIT');

export const registerCampaignBulkRoutes = (app: Application, ctx: RouteContext): void => {
  const undoStore = createUndoStore();

  app.post(CAMPAIGN_BULK_PATHS.bulk, (req, res) => {
    const caller = callerOf(req);
    if (!mayEdit(caller)) {
      fail(res, CODE.ILLEGAL_ACTION);
      return;
    }
    const body: Fields = fieldsOf(req.body);
    const ids = idsOf(body.ids);
    if (ids === null) {
      failFields(res, { ids: BULK_MESSAGES.ids });
      return;
    }
    const rowChangeOf = changeOf(body.change);
    if (typeof rowChangeOf !== 'function') {
      refuse(res, rowChangeOf);
      return;
    }
    let spaceId: number | undefined;
    if (body.space_id !== undefined && body.space_id !== null) {
      const space = readableSpace(ctx, req, res, body.space_id);
      if (!space) return;
      spaceId = space.id;
    }
    const dryRun = body.dry_run === true;
    const campaigns = ctx.store.state().campaigns;
    const plans = ids.map((id) => planRowChange(ctx, caller, id, rowChangeOf(campaigns.find((c) => c.id === id)?.budget ?? 0), spaceId === undefined ? {} : { spaceId }));
    const { rows, undo } = applyAll(plans, dryRun);
    const answer: CampaignBulkAnswer = { rows, undo_id: undo.length > 0 ? undoStore.put(caller.user.id, undo) : null };
    ok(res, answer);
  });

  app.post(CAMPAIGN_BULK_PATHS.undo, (req, res) => {
    const caller = callerOf(req);
    if (!mayEdit(caller)) {
      fail(res, CODE.ILLEGAL_ACTION);
      return;
    }
    const undoId = fieldsOf(req.body).undo_id;
    const rows = typeof undoId === 'string' && undoId.length <= 64 ? undoStore.take(caller.user.id, undoId) : null;
    if (rows === null) {
      failFields(res, { undo_id: BULK_MESSAGES.undo });
      return;
    }
    // Newest first is not needed: a batch names each campaign once.
    const answer: CampaignBulkAnswer = { rows: applyAll(rows.map((row) => planRowUndo(ctx, caller, row)), false).rows, undo_id: null };
    ok(res, answer);
  });
};
