import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUS as S, CAMPAIGN_STATUS_KEYS } from '../../src/api/contract';
import { runPauseAction } from './runPauseRules';

describe('Pause/Run by status (spec 1 §4)', () => {
  it.each([
    [S.running, 'pause'],
    [S.running_daily_budget_reached, 'pause'],
    [S.waiting_for_ad_exchange, 'pause'],
    [S.paused, 'run'],
    [S.paused_due_to_user_balance_spent, 'run'],
    [S.paused_pending_balance_validation, 'run'],
    [S.waiting_to_start, 'run'],
    [S.archived, 'run'],
  ])('status %s offers %s', (status, kind) => expect(runPauseAction(status).kind).toBe(kind));

  it.each([
    [S.draft, 'draft'],
    [S.in_moderation, 'inModeration'],
    [S.rejected, 'rejected'],
    [S.finished_overdue, 'finished'],
    [S.finished_budget_spent, 'budgetSpent'],
  ])('status %s explains why with the key %s', (status, reason) =>
    expect(runPauseAction(status)).toEqual({ kind: 'blocked', reason }),
  );

  it('decides for every status code', () => {
    CAMPAIGN_STATUS_KEYS.forEach((status) => expect(['pause', 'run', 'blocked']).toContain(runPauseAction(status).kind));
  });
});
