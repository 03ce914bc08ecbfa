import type { CampaignStatusKey } from './campaign';
import type { GenderKey } from './campaign-targeting';
import type { ErrorCode } from './errors';

/**
 * Bulk edit of campaigns (ours, beyond the spec: inline in the list, and the CSV round trip).
 * One engine on the server plans and applies a change to one campaign row at a time
 * (mock-server/campaign-bulk/row-change.ts): each row is atomic (all its fields or none, one version
 * bump, one change-log entry), goes through the same checks as a save or a row action (ownership,
 * CAMPAIGN_EDIT, the section permissions, every field rule, spec 1 §4 run/pause transitions and the
 * money behind a Run), and answers on its own. A refused row never blocks another.
 *
 * - POST /v1/campaign/bulk      CampaignBulkRequest → CampaignBulkAnswer
 * - POST /v1/campaign/bulk/undo CampaignBulkUndoRequest → CampaignBulkAnswer
 */
export const CAMPAIGN_BULK_PATHS = {
  bulk: '/v1/campaign/bulk',
  undo: '/v1/campaign/bulk/undo',
} as const;

/** The most campaigns one bulk call names (a list page holds at most 100 rows). */
export const BULK_IDS_MAX = 100;

/**
 * A percent raise or cut of the budget: -90 % leaves a tenth, +1000 % multiplies by eleven. Ours: a
 * cut to nothing is a pause, and beyond eleven times is a typing slip, not a plan.
 */
export const BULK_PERCENT_RANGE = { min: -90, max: 1000 } as const;

/** How long the app offers the undo of a batch (an undo for the whole batch lasts 10 seconds). */
export const BULK_UNDO_SECONDS = 10;

/** Longest name a row change may carry (the CSV's cells are bounded like the editor's name input). */
export const BULK_NAME_MAX = 255;

/**
 * One campaign's change, in the record's units: every field optional, an absent field is unchanged.
 * The fields, and the record fields they write:
 * - status: 'run' | 'pause', the row actions of spec 1 §4 (status_key through the same transitions:
 *   Pause from running / daily budget reached / waiting for the exchange, Run from paused, the two
 *   system pauses, waiting to start and archived). Asking a campaign to be what it already is (pause a
 *   paused one, run a running one) is no change, not a refusal.
 * - name → name.
 * - start_date, end_date: 'YYYY-MM-DD', calendar days in the campaign's timezone, or null ("Immediately",
 *   no end) → campaign_start_at (the day's first second) / campaign_end_at (its last second), as the editor writes them.
 * - budget → budget, the daily budget in the space's currency (decimals as the record has them).
 * - budget_type → budget_type_key (only 2, daily, exists: another value is code 1307).
 * - bid → user_cpx with manual_cpx true (the manual bid, in the space's currency).
 * - country → country (ISO code; fixed once set: a different one is refused with code 2).
 * - from_age, to_age → targeting.from_age / targeting.to_age (AGE_RANGE).
 * - gender → targeting.gender (GENDER keys: 1 all, 2 male, 3 female).
 */
export interface CampaignRowChange {
  status?: 'run' | 'pause';
  name?: string;
  start_date?: string | null;
  end_date?: string | null;
  budget?: number;
  budget_type?: number;
  bid?: number;
  country?: string;
  from_age?: number;
  to_age?: number;
  gender?: GenderKey;
}

export type CampaignRowField = keyof CampaignRowChange;

/** The fields of a row change, in the order the answers list them. */
export const CAMPAIGN_ROW_FIELDS: readonly CampaignRowField[] = [
  'status',
  'name',
  'start_date',
  'end_date',
  'budget',
  'budget_type',
  'bid',
  'country',
  'from_age',
  'to_age',
  'gender',
];

export type BulkValue = string | number | boolean | null;

/**
 * One field's change, old → new, in the change's units: dates as 'YYYY-MM-DD' (null: none), status as
 * the status_key (CAMPAIGN_STATUS), bid as the manual bid (null when the bid was automatic).
 */
export interface BulkFieldChange {
  field: CampaignRowField;
  old: BulkValue;
  new: BulkValue;
}

/**
 * One row's answer. ok: the row was (or, in a dry run, would be) applied; `changes` lists the fields that
 * change (unchanged ones left out: ok with no changes means nothing to do). Refused: code and message as a
 * save or a row action answers them (130 unknown id, 3 another account's or a forbidden section, 134 a
 * status the action does not apply to, 1330 no money to run, 1320 changed since, the field rules' codes),
 * `field` naming the change's field at fault when one is; nothing of the row was written.
 */
export interface BulkRowResult {
  id: number;
  ok: boolean;
  changes: BulkFieldChange[];
  code?: ErrorCode;
  message?: string;
  field?: CampaignRowField;
  /** The campaign's version after the write (ok rows), or the version measured (dry run, refusals after reading it). */
  version?: number;
  /** The status after the write (ok rows): what the list shows without reloading. */
  status_key?: CampaignStatusKey;
  /** Whether the write sent (or would send) the campaign back to moderation (its moderated fields changed). */
  sends_to_moderation?: boolean;
}

/** The budget edit of a batch: set every row's budget, or raise / lower each by a percent (BULK_PERCENT_RANGE). */
export type BulkBudgetChange = { set: number } | { percent: number };

/** What one inline batch changes: one field for all its rows. */
export type CampaignBulkChange = { status: 'run' | 'pause' } | { end_date: string | null } | { budget: BulkBudgetChange };

export interface CampaignBulkRequest {
  /** The account the list shows (an administrator acting for it); a row of another account is refused with code 3. */
  space_id?: number;
  /** 1..BULK_IDS_MAX campaign ids, each answered once (repeats are answered once). */
  ids: number[];
  change: CampaignBulkChange;
  /** Plan every row and write nothing. */
  dry_run?: boolean;
}

/**
 * The batch's answer: one row per id, in the request's order. `undo_id` names the batch's previous values
 * kept by the server (only when something was written and not a dry run): POST it to the undo path.
 */
export interface CampaignBulkAnswer {
  rows: BulkRowResult[];
  undo_id: string | null;
}

/**
 * Undo of a batch: the server puts back, row by row, the values (status included) its rows had before
 * the batch, guarded by the version the batch left: a row changed since is refused with 1320 and
 * never overwritten. The field rules apply as to any write; a row's undo is atomic like its change.
 * An undo id is single-use, the caller's own, and kept BULK_UNDO_KEEP_SECONDS (longer than the app's
 * BULK_UNDO_SECONDS, so a slow answer cannot lose it); an unknown or expired one is code 2 with its reason on `errors.undo_id`.
 */
export interface CampaignBulkUndoRequest {
  undo_id: string;
}

export const BULK_UNDO_KEEP_SECONDS = 60;
