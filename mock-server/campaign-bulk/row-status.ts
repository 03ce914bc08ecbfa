import { CAMPAIGN_STATUS, CODE, type CampaignStatusKey, type ErrorCode } from '../../src/api/contract';
import { fundsOneDay, pauseTransition, runTransition } from '../campaign-run-pause';
import type { DbState, StoredCampaign } from '../db/types';
import type { CampaignFields } from '../seed/campaign-defaults';

const S = CAMPAIGN_STATUS;

/**
 * What a row's status becomes: Run and Pause through the row actions' own transitions
 * (campaign-run-pause.ts, spec 1 §4), or, for an undo, the status the batch found (guarded by the
 * version, so the campaign is exactly as the batch left it and the undo only reverses it).
 */
export type StatusIntent = { kind: 'run' | 'pause' } | { kind: 'restore'; key: CampaignStatusKey };

/**
 * Ours (not shown by the spec): asking a campaign to be what it already is — pausing a paused one
 * (by the user or by the system), running one that runs or is about to — is no change rather than a
 * refusal, so a batch or a CSV whose status column repeats the current status passes.
 */
const ALREADY_PAUSED = new Set<number>([S.paused, S.paused_due_to_user_balance_spent, S.paused_pending_balance_validation]);
const ALREADY_RUNNING = new Set<number>([S.running, S.running_daily_budget_reached, S.waiting_for_ad_exchange]);

export interface StatusOutcome {
  next: CampaignStatusKey;
  refusal: ErrorCode | null;
}

export const statusOutcome = (state: DbState, stored: StoredCampaign, next: CampaignFields, intent: StatusIntent | undefined): StatusOutcome => {
  const keep: StatusOutcome = { next: stored.status_key, refusal: null };
  if (intent === undefined) return keep;
  if (intent.kind === 'restore') {
    // Undoing a pause runs the campaign again: the balance (which moves without the campaign's version)
    // must still cover a day, as for any Run.
    const runsAgain = ALREADY_RUNNING.has(intent.key) && !ALREADY_RUNNING.has(stored.status_key);
    if (runsAgain && !fundsOneDay(state, stored.space_id, next.budget)) return { ...keep, refusal: CODE.INSUFFICIENT_BUDGET };
    return { next: intent.key, refusal: null };
  }
  if (intent.kind === 'pause') {
    if (ALREADY_PAUSED.has(stored.status_key)) return keep;
    const paused = pauseTransition(stored);
    return paused === null ? { ...keep, refusal: CODE.STATUS_MISMATCH } : { next: paused, refusal: null };
  }
  if (ALREADY_RUNNING.has(stored.status_key)) return keep;
  // The start the row will have decides between running and waiting to start.
  const run = runTransition({ status_key: stored.status_key, campaign_start_at: next.campaign_start_at });
  if (run === null) return { ...keep, refusal: CODE.STATUS_MISMATCH };
  // The daily budget the row will have is the one the balance must cover.
  if (run !== stored.status_key && !fundsOneDay(state, stored.space_id, next.budget)) return { ...keep, refusal: CODE.INSUFFICIENT_BUDGET };
  return { next: run, refusal: null };
};
