import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUS as S } from '../api/contract';
import { hasPerformance, statusColour } from './status';

describe('status colours (spec 1 §4, spec 3 §4)', () => {
  it('paints rejected red, running green, moderation and exchange orange, the rest grey', () => {
    expect(statusColour(S.rejected)).toBe('error');
    expect(statusColour(S.running)).toBe('success');
    expect(statusColour(S.running_daily_budget_reached)).toBe('success');
    expect(statusColour(S.in_moderation)).toBe('warning');
    expect(statusColour(S.waiting_for_ad_exchange)).toBe('warning');
    [S.draft, S.archived, S.waiting_to_start, S.paused, S.finished_budget_spent, S.finished_overdue,
      S.paused_due_to_user_balance_spent, S.paused_pending_balance_validation].forEach((status) =>
      expect(statusColour(status)).toBe('default'),
    );
  });
});

describe('the performance block', () => {
  it('hides for rejected, draft, waiting for the exchange and in moderation', () => {
    [S.rejected, S.draft, S.waiting_for_ad_exchange, S.in_moderation].forEach((status) => expect(hasPerformance(status)).toBe(false));
    [S.running, S.paused, S.archived, S.finished_overdue].forEach((status) => expect(hasPerformance(status)).toBe(true));
  });
});
