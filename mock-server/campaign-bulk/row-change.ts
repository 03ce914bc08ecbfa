import {
  CAMPAIGN_ROW_FIELDS,
  CAMPAIGN_STATUS,
  CODE,
  type BulkFieldChange,
  type BulkRowResult,
  type BulkValue,
  type CampaignRowChange,
  type CampaignRowField,
  type CampaignStatusKey,
  type ErrorCode,
} from '../../src/api/contract';
import { forbiddenSectionOf, sectionRefusalMessage } from '../campaign-section-access';
import { campaignFieldsNode } from '../campaign-shape';
import { firstCode, moderatedFieldsChanged, refusalMessage, wasApproved, type Problem } from '../campaign-validation';
import { campaignInReach } from '../caller-reach';
import { canActOnSpace, hasPermission, type Caller, type RouteContext } from '../context';
import { authorOf, changeCampaign } from '../db/campaign-changes';
import { changedLeaves } from '../db/revisions';
import type { DbState, StoredCampaign } from '../db/types';
import type { Fields } from '../http/body';
import type { FieldErrors } from '../schema';
import type { CampaignFields } from '../seed/campaign-defaults';
import { checkCampaignFields, fieldsOfCampaign, toModeration } from '../routes/campaign-save';
import { catalogueMessage } from '../codes';
import { rowBody, rowValues, fieldOfPath, type RowBody } from './row-fields';
import { statusOutcome, type StatusIntent } from './row-status';

/**
 * The per-row change engine of the bulk edit and the CSV round trip (contract:
 * src/api/contract/campaign-bulk.ts). planRowChange reads one campaign and plans the change against it
 * with every check a save (routes/campaign-save.ts) or a row action (routes/campaign-actions.ts) makes,
 * in the save's order: the campaign (130) in the caller's reach (3), CAMPAIGN_EDIT (3), the version
 * (1320), the values' shape (2, 11 for a date, 1307 for the budget type), the section permissions (3),
 * every field rule (their codes), then the run/pause transition (134) and the money behind a Run (1330).
 * It answers the row's result (the field-by-field difference, old → new) and, when the row can apply,
 * a commit that writes it in one store mutation: all its fields and status or nothing, one version
 * bump, one change-log entry, and back to moderation where a save with publish would send it (an
 * approved campaign whose moderated fields change). A dry run is the plan without the commit.
 */

/** The engine needs only the store: a route passes its context, a bench or test the store alone. */
export type EngineContext = Pick<RouteContext, 'store'>;

/** What the commit leaves behind to undo the row: the record values it replaced and the version it wrote. */
export interface RowUndo {
  id: number;
  /** The version the commit wrote: the undo applies only while the campaign is still at it. */
  version: number;
  /** The top-level record fields the commit changed, as they were. */
  fields: Partial<CampaignFields>;
  /** The status before the commit, when the commit changed it. */
  status_key?: CampaignStatusKey;
}

export interface RowCommitted {
  result: BulkRowResult;
  undo: RowUndo | null;
}

export interface RowPlan {
  result: BulkRowResult;
  /** Present only when the row can apply (ok and something changes): writes it and answers the final result. */
  commit?: () => RowCommitted;
}

export interface PlanOptions {
  /** Refuse the row with 1320 unless the campaign is at this version (the undo, a CSV applied after its dry run). */
  expectedVersion?: number;
  /** The account the caller's list shows: a campaign of another account is refused with code 3. */
  spaceId?: number;
}

/** A change whose values a save body cannot carry (a date that is no day, a name too long): refused once the campaign is checked. */
export interface RowRefusal {
  refusal: Problem;
}

/** A planned write in record terms: a partial body (read like a save's) and what happens to the status. */
export interface RowIntent {
  body: RowBody;
  status?: StatusIntent;
}

const refused = (id: number, code: ErrorCode, extra: Partial<BulkRowResult> = {}, message: string = catalogueMessage(code)): RowPlan => ({
  result: { id, ok: false, changes: [], code, message, ...extra },
});

/** The row's message for the rules' problems: the first-ranked problem's own words (1301 lists the missing fields). */
const problemMessage = (code: ErrorCode, problems: readonly Problem[]): string => {
  if (code === CODE.MISSING_FIELDS) return refusalMessage(code, problems);
  return problems.find((one) => one.code === code)?.message ?? catalogueMessage(code);
};

const differenceOf = (before: Record<CampaignRowField, BulkValue>, after: Record<CampaignRowField, BulkValue>): BulkFieldChange[] =>
  CAMPAIGN_ROW_FIELDS.flatMap((field) => (before[field] === after[field] ? [] : [{ field, old: before[field], new: after[field] }]));

/** The first shape error as the row's refusal: 1307 for the budget type, 11 for a date, else 2. */
const shapeRefusal = (id: number, errors: FieldErrors, version: number): RowPlan | null => {
  const [path, message] = Object.entries(errors)[0] ?? [];
  if (path === undefined || message === undefined) return null;
  const field = fieldOfPath(path);
  const code: ErrorCode = path === 'budget_type_key' ? 1307 : CODE.INVALID_ARGUMENT;
  return refused(id, code, { version, ...(field ? { field } : {}) }, message);
};

/** The body's own fields, as they are and as they would be: all that a row change can touch. */
const pick = (fields: CampaignFields, keys: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(keys.map((key) => [key, (fields as unknown as Record<string, unknown>)[key]]));

/**
 * A row that changes nothing — no field of its body differs and its status stays (pausing a paused
 * campaign) — answers at once: there is no write for the rules to judge, and a CSV's rows are mostly
 * so. A status the action does not apply to is still refused (pausing a draft, 134).
 */
const unchangedRow = (state: DbState, stored: StoredCampaign, current: CampaignFields, read: CampaignFields, intent: RowIntent): RowPlan | null => {
  const keys = Object.keys(intent.body);
  if (changedLeaves(pick(current, keys), pick(read, keys)).length > 0) return null;
  const status = statusOutcome(state, stored, read, intent.status);
  if (status.refusal !== null) return { result: { id: stored.id, ok: false, changes: [], code: status.refusal, message: catalogueMessage(status.refusal), version: stored.version, field: 'status' } };
  return status.next === stored.status_key ? { result: { id: stored.id, ok: true, changes: [], version: stored.version, sends_to_moderation: false } } : null;
};

/** Plans an intent (record terms) against the campaign `id`: the engine's core, shared by the change and the undo. */
export const planRowIntent = (ctx: EngineContext, caller: Caller, id: number, intent: RowIntent | RowRefusal, options: PlanOptions = {}): RowPlan => {
  const state = ctx.store.state();
  const stored = campaignInReach(caller, state, id);
  if (!stored) return refused(id, CODE.CAMPAIGN_NOT_FOUND);
  if (!canActOnSpace(caller, stored.space_id) || (options.spaceId !== undefined && stored.space_id !== options.spaceId)) return refused(id, CODE.ILLEGAL_ACTION);
  if (!hasPermission(caller, 'CAMPAIGN_EDIT')) return refused(id, CODE.ILLEGAL_ACTION);
  const version = stored.version;
  if (options.expectedVersion !== undefined && options.expectedVersion !== version) return refused(id, CODE.VERSION_CONFLICT, { version });
  if ('refusal' in intent) {
    const field = intent.refusal.field === undefined ? undefined : fieldOfPath(intent.refusal.field);
    return refused(id, intent.refusal.code, { version, ...(field ? { field } : {}) }, intent.refusal.message);
  }
  const space = state.spaces.find((s) => s.id === stored.space_id);
  if (!space) return refused(id, CODE.SPACE_NOT_FOUND, { version });

  const current = fieldsOfCampaign(stored);
  const errors: FieldErrors = {};
  const read = campaignFieldsNode.read(intent.body, current, '', errors);
  const shape = shapeRefusal(id, errors, version);
  if (shape) return shape;
  const quiet = unchangedRow(state, stored, current, read, intent);
  if (quiet) return quiet;
  const forbidden = forbiddenSectionOf(state, caller, intent.body, stored, space.id);
  if (forbidden) return refused(id, CODE.ILLEGAL_ACTION, { version }, sectionRefusalMessage(forbidden));

  // An approved campaign's moderated fields go back through moderation, as a restore does (a plain
  // save would be refused with 137): then the rules are publishing's.
  const moderate = wasApproved(stored) && moderatedFieldsChanged(stored, read);
  const { next, problems } = checkCampaignFields(state, caller, space, stored, read, moderate);
  const status = statusOutcome(state, stored, next, intent.status);
  const changes = differenceOf(rowValues(current, stored.status_key), rowValues(next, moderate ? CAMPAIGN_STATUS.in_moderation : status.next));
  if (problems.length > 0) {
    const code = firstCode(problems);
    const at = problems.find((one) => one.code === code)?.field;
    const field = at === undefined ? undefined : fieldOfPath(at);
    return { result: { id, ok: false, changes, code, message: problemMessage(code, problems), version, ...(field ? { field } : {}) } };
  }
  if (status.refusal !== null) return { result: { id, ok: false, changes, code: status.refusal, message: catalogueMessage(status.refusal), version, field: 'status' } };

  const contentChanged = changedLeaves(current, next).length > 0;
  const statusChanged = status.next !== stored.status_key;
  const planned: BulkRowResult = { id, ok: true, changes, version, sends_to_moderation: moderate };
  if (!contentChanged && !statusChanged) return { result: planned };
  return { result: planned, commit: () => commitRow(ctx, caller, stored, { next, contentChanged, moderate, status: status.next, changes, version }) };
};

interface Write {
  next: CampaignFields;
  contentChanged: boolean;
  moderate: boolean;
  status: CampaignStatusKey;
  changes: BulkFieldChange[];
  /** The version the plan was measured on. */
  version: number;
}

/** The top-level fields a write changes, as they were. */
const previousFields = (current: CampaignFields, next: CampaignFields): Partial<CampaignFields> => {
  const changedTop = new Set(changedLeaves(current, next).map((d) => d.path.split('.')[0] ?? d.path));
  return Object.fromEntries(Object.entries(current).filter(([key]) => changedTop.has(key))) as Partial<CampaignFields>;
};

const commitRow = (ctx: EngineContext, caller: Caller, stored: StoredCampaign, write: Write): RowCommitted => {
  // The plan may be committed later than it was made (a CSV applied after its dry run): a campaign
  // changed in between is never overwritten.
  if (stored.version !== write.version) return { result: { id: stored.id, ok: false, changes: [], code: CODE.VERSION_CONFLICT, message: catalogueMessage(CODE.VERSION_CONFLICT), version: stored.version }, undo: null };
  const before = { fields: previousFields(fieldsOfCampaign(stored), write.next), status: stored.status_key };
  ctx.store.mutate((db) =>
    changeCampaign(db, stored, authorOf(caller), (campaign, at) => {
      Object.assign(campaign, write.next);
      campaign.status_key = write.status;
      if (write.contentChanged) {
        campaign.content_changed_at = at;
        // A campaign edited while in moderation restarts it, as a save does (campaign-save.ts).
        if (campaign.status_key === CAMPAIGN_STATUS.in_moderation) campaign.moderation_start_at = at;
      }
      if (write.moderate) toModeration(campaign, at);
    }),
  );
  const undo: RowUndo = { id: stored.id, version: stored.version, fields: before.fields, ...(before.status !== stored.status_key ? { status_key: before.status } : {}) };
  return {
    result: { id: stored.id, ok: true, changes: write.changes, version: stored.version, status_key: stored.status_key, sends_to_moderation: write.moderate },
    undo,
  };
};

/** Plans a row change (contract units) against the campaign `id`; a dry run uses the plan and never calls commit. */
export const planRowChange = (ctx: EngineContext, caller: Caller, id: number, change: CampaignRowChange, options: PlanOptions = {}): RowPlan => {
  const stored = ctx.store.state().campaigns.find((c) => c.id === id);
  // Unknown and foreign ids are answered by the core before the change is read against anything.
  if (!stored) return planRowIntent(ctx, caller, id, { body: {} }, options);
  const body = rowBody(change, stored);
  const intent: RowIntent | RowRefusal = 'refusal' in body ? { refusal: body.refusal } : { body: body.body, ...(change.status ? { status: { kind: change.status } } : {}) };
  return planRowIntent(ctx, caller, id, intent, options);
};

/** Plans the undo of a committed row: its previous values and status put back, guarded by the version it wrote. */
export const planRowUndo = (ctx: EngineContext, caller: Caller, undo: RowUndo): RowPlan =>
  planRowIntent(
    ctx,
    caller,
    undo.id,
    { body: undo.fields as Fields, ...(undo.status_key === undefined ? {} : { status: { kind: 'restore', key: undo.status_key } }) },
    { expectedVersion: undo.version },
  );
