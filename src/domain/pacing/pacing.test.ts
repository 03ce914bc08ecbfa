import { describe, expect, it } from 'vitest';
import { balanceRunsOutAt, budgetRunsOutAt, idealToDate, pacingBand, pacingRatio, spendPerDay, withinDays, type PacingPlan } from './pacing';
import { DAY_MS, HOUR_MS, scheduledHours, weekSchedule } from './scheduleHours';

const at = (iso: string): number => Date.parse(iso);
const everyHour = weekSchedule(null);
/** Weekdays (Mon-Fri) 09:00-17:00: 8 running hours a day, 40 a week. */
const officeHours = weekSchedule(Object.fromEntries([1, 2, 3, 4, 5].map((d) => [String(d), [9, 10, 11, 12, 13, 14, 15, 16]])));
const allOff = weekSchedule({ '0': [], '1': [], '2': [], '3': [], '4': [], '5': [], '6': [] });

// 2026-11-23 is a Monday.
const lifetime = (schedule = everyHour, budget = 1000): PacingPlan => ({
  budget,
  kind: 'lifetime',
  start: at('2026-11-23T00:00:00Z'),
  end: at('2026-12-03T00:00:00Z'),
  schedule,
});
const daily = (schedule = everyHour, budget = 100): PacingPlan => ({ budget, kind: 'daily', start: at('2026-11-23T00:00:00Z'), end: null, schedule });

describe('scheduledHours', () => {
  it('counts the running hours of a week and parts of an hour', () => {
    expect(scheduledHours(officeHours, at('2026-11-23T00:00:00Z'), at('2026-11-30T00:00:00Z'))).toBe(40);
    expect(scheduledHours(officeHours, at('2026-11-23T09:30:00Z'), at('2026-11-23T11:00:00Z'))).toBe(1.5);
    expect(scheduledHours(officeHours, at('2026-11-28T00:00:00Z'), at('2026-11-30T00:00:00Z'))).toBe(0);
  });

  it('reads the grid in the campaign time zone', () => {
    const plusThree = weekSchedule({ '1': [9] }, 3 * 3600);
    // 09:00 in UTC+3 on Monday is 06:00 UTC.
    expect(scheduledHours(plusThree, at('2026-11-23T06:00:00Z'), at('2026-11-23T07:00:00Z'))).toBe(1);
    expect(scheduledHours(plusThree, at('2026-11-23T09:00:00Z'), at('2026-11-23T10:00:00Z'))).toBe(0);
  });
});

describe('idealToDate', () => {
  it('spreads a lifetime budget evenly over the flight', () => {
    // 10 days, 3.5 of them gone.
    expect(idealToDate(lifetime(), at('2026-11-26T12:00:00Z'))).toBe(350);
  });

  it('weighs a lifetime budget by the running hours only', () => {
    // The flight's weekdays: Nov 23-27 and Nov 30-Dec 2 = 8 days × 8 h = 64 h. By Wed 13:00: 8 + 8 + 4 = 20 h.
    expect(idealToDate(lifetime(officeHours), at('2026-11-25T13:00:00Z'))).toBe(312.5);
    // The weekend owes nothing more: Friday's close and Sunday's night read the same.
    expect(idealToDate(lifetime(officeHours), at('2026-11-27T18:00:00Z'))).toBe(idealToDate(lifetime(officeHours), at('2026-11-29T23:00:00Z')));
  });

  it('owes a daily budget against the hour of the day', () => {
    // Three whole days and half of the fourth.
    expect(idealToDate(daily(), at('2026-11-26T12:00:00Z'))).toBe(350);
    // Office hours: Mon, Tue whole, Wed to 13:00 is 4 of 8 hours.
    expect(idealToDate(daily(officeHours), at('2026-11-25T13:00:00Z'))).toBe(250);
  });

  it('owes nothing when every hour is off', () => {
    expect(idealToDate(lifetime(allOff), at('2026-11-26T12:00:00Z'))).toBe(0);
    expect(idealToDate(daily(allOff), at('2026-11-26T12:00:00Z'))).toBe(0);
    expect(pacingRatio(40, 0)).toBeNull();
  });

  it('owes nothing before the flight starts and the whole budget once it has ended', () => {
    expect(idealToDate(lifetime(), at('2026-11-20T00:00:00Z'))).toBe(0);
    expect(idealToDate(lifetime(), at('2026-12-20T00:00:00Z'))).toBe(1000);
    expect(idealToDate({ ...daily(), end: at('2026-11-25T00:00:00Z') }, at('2026-12-20T00:00:00Z'))).toBe(200);
  });

  it('owes nothing on a zero budget', () => {
    expect(idealToDate(lifetime(everyHour, 0), at('2026-11-26T12:00:00Z'))).toBe(0);
    expect(idealToDate(daily(everyHour, 0), at('2026-11-26T12:00:00Z'))).toBe(0);
  });
});

describe('pacingRatio and pacingBand', () => {
  it('divides spend by the ideal and bands it at 0.8 and 1.2', () => {
    expect(pacingRatio(280, 350)).toBe(0.8);
    expect(pacingBand(0.79)).toBe('under');
    expect(pacingBand(0.8)).toBeNull();
    expect(pacingBand(1.2)).toBeNull();
    expect(pacingBand(1.21)).toBe('over');
    expect(pacingBand(null)).toBeNull();
  });
});

describe('budgetRunsOutAt', () => {
  it('projects a lifetime budget at the current rate over the running hours', () => {
    // 600 spent in 72 h: 8.33/h; 400 left lasts 48 h.
    expect(budgetRunsOutAt(lifetime(), { total: 600, today: 0 }, at('2026-11-26T00:00:00Z'))).toBe(at('2026-11-28T00:00:00Z'));
  });

  it('skips hours the campaign does not run in', () => {
    // 160 in Monday's 8 h: 20/h; 60 left is 3 running hours: Tuesday 09:00-12:00.
    const plan = { ...lifetime(officeHours, 220) };
    expect(budgetRunsOutAt(plan, { total: 160, today: 0 }, at('2026-11-23T20:00:00Z'))).toBe(at('2026-11-24T12:00:00Z'));
  });

  it('answers null when the budget lasts the flight, and for a flight not started or ended', () => {
    expect(budgetRunsOutAt(lifetime(), { total: 100, today: 0 }, at('2026-11-26T00:00:00Z'))).toBeNull();
    expect(budgetRunsOutAt(lifetime(), { total: 0, today: 0 }, at('2026-11-20T00:00:00Z'))).toBeNull();
    expect(budgetRunsOutAt(lifetime(), { total: 900, today: 0 }, at('2026-12-04T00:00:00Z'))).toBeNull();
  });

  it('projects a daily budget within today', () => {
    // 50 in 10 hours today: 5/h; 50 left is 10 hours more.
    expect(budgetRunsOutAt(daily(), { total: 350, today: 50 }, at('2026-11-26T10:00:00Z'))).toBe(at('2026-11-26T20:00:00Z'));
    // 20 in 10 hours: the day ends first.
    expect(budgetRunsOutAt(daily(), { total: 320, today: 20 }, at('2026-11-26T10:00:00Z'))).toBeNull();
  });

  it('answers now for a daily budget already reached (status 31) and for a zero budget', () => {
    const now = at('2026-11-26T15:00:00Z');
    expect(budgetRunsOutAt(daily(), { total: 400, today: 100 }, now)).toBe(now);
    expect(budgetRunsOutAt(daily(), { total: 340, today: 40, dailyBudgetReached: true }, now)).toBe(now);
    expect(budgetRunsOutAt(daily(everyHour, 0), { total: 0, today: 0 }, now)).toBe(now);
  });

  it('has no rate to read when every hour is off', () => {
    expect(budgetRunsOutAt(daily(allOff), { total: 0, today: 0 }, at('2026-11-26T10:00:00Z'))).toBeNull();
  });
});

describe('balanceRunsOutAt', () => {
  it('divides the balance by every running campaign spend per day', () => {
    const now = at('2026-11-26T00:00:00Z');
    expect(balanceRunsOutAt(300, [60, 40], now)).toBe(now + 3 * DAY_MS);
    expect(balanceRunsOutAt(300, [], now)).toBeNull();
    expect(balanceRunsOutAt(0, [60], now)).toBe(now);
  });

  it('reads a campaign spend per day over the days it has run', () => {
    expect(spendPerDay(300, at('2026-11-23T00:00:00Z'), at('2026-11-26T00:00:00Z'))).toBe(100);
    expect(spendPerDay(5, at('2026-11-26T00:00:00Z'), at('2026-11-26T00:00:00Z'))).toBe(0);
  });

  it('warns within 3 days', () => {
    const now = at('2026-11-26T00:00:00Z');
    expect(withinDays(now + 3 * DAY_MS, now, 3)).toBe(true);
    expect(withinDays(now + 3 * DAY_MS + HOUR_MS, now, 3)).toBe(false);
    expect(withinDays(null, now, 3)).toBe(false);
  });
});
