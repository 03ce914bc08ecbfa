import { CAMPAIGN_STATUS } from '../../src/api/contract';

const S = CAMPAIGN_STATUS;

/** Why Pause/Run is not offered: the message keys of spec 1 §4, under `campaigns.guidance.*`. */
export type BlockedReason = 'draft' | 'inModeration' | 'rejected' | 'finished' | 'budgetSpent';

export type RunPauseAction = { kind: 'pause' } | { kind: 'run' } | { kind: 'blocked'; reason: BlockedReason };

const BLOCKED: ReadonlyMap<number, BlockedReason> = new Map<number, BlockedReason>([
  [S.draft, 'draft'],
  [S.in_moderation, 'inModeration'],
  [S.rejected, 'rejected'],
  [S.finished_overdue, 'finished'],
  [S.finished_budget_spent, 'budgetSpent'],
]);

/**
 * The row's Pause/Run (spec 1 §4): Pause from the running states, Run from the paused, waiting and
 * archived ones, and for draft, in moderation, rejected and finished campaigns the reason instead.
 * Not shown by the spec, chosen here and in the mock alike: a campaign waiting for the ad exchange is
 * approved and about to serve, so it can be paused; one paused pending balance validation can be run
 * (the server then checks the balance).
 */
export const runPauseAction = (status: number): RunPauseAction => {
  const reason = BLOCKED.get(status);
  if (reason) return { kind: 'blocked', reason };
  if (status === S.running || status === S.running_daily_budget_reached || status === S.waiting_for_ad_exchange)
    return { kind: 'pause' };
  return { kind: 'run' };
};
