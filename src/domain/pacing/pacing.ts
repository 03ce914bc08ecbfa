import { DAY_MS, localDayStart, scheduledHours, whenSpent, type WeekSchedule } from './scheduleHours';

/**
 * Pacing (beyond the spec): how a running campaign's spend compares with the spend that would use its
 * budget evenly over its running hours, and when the budget and the account's balance run out at the
 * current rate. Pure functions over instants (ms); the mock feeds them the same per-hour figures as
 * the reports, and the app only shows what the mock answers.
 */

export type BudgetKind = 'lifetime' | 'daily';

export interface PacingPlan {
  /** The whole flight's budget (lifetime) or each day's (daily), in the space currency. */
  readonly budget: number;
  readonly kind: BudgetKind;
  /** The flight: start and end instants; end null means no end. */
  readonly start: number;
  readonly end: number | null;
  readonly schedule: WeekSchedule;
}

/** The two pacing bands of the list's filter: under 0.8 and over 1.2 (beyond the spec). */
export const PACING_BANDS = { under: 0.8, over: 1.2 } as const;
export type PacingBand = keyof typeof PACING_BANDS;

const round2 = (value: number): number => Math.round(value * 100) / 100;

/** The instant pacing is read up to: now, held within the flight. */
const upTo = (plan: PacingPlan, now: number): number => Math.min(now, plan.end ?? Number.POSITIVE_INFINITY);

/**
 * The daily budget's ideal over [from, until): each local day of the flight is owed the daily budget
 * spread over its running hours within the flight. A day without running hours is owed nothing; whole
 * days are owed the budget whole, so only the first and the last day cost an hour-by-hour count.
 */
const dailyIdeal = (plan: PacingPlan, until: number): number => {
  const { schedule, budget } = plan;
  const flightEnd = plan.end ?? Number.POSITIVE_INFINITY;
  let owed = 0;
  for (let day = localDayStart(schedule, plan.start); day < until; day += DAY_MS) {
    const from = Math.max(day, plan.start);
    const to = Math.min(day + DAY_MS, flightEnd);
    if (from === day && to === day + DAY_MS && until >= to) {
      if (scheduledHours(schedule, from, to) > 0) owed += budget;
      continue;
    }
    const running = scheduledHours(schedule, from, to);
    if (running > 0) owed += (budget * scheduledHours(schedule, from, Math.min(to, until))) / running;
  }
  return owed;
};

/**
 * The ideal spend to date: a lifetime budget spread evenly over the flight's running hours (a flight
 * without an end cannot be spread: nothing is owed), a daily budget against the hours of each day.
 * Nothing before the flight starts; held at the flight's total once it has ended.
 */
export const idealToDate = (plan: PacingPlan, now: number): number => {
  if (!(plan.budget > 0) || now <= plan.start) return 0;
  const until = upTo(plan, now);
  if (plan.kind === 'daily') return round2(dailyIdeal(plan, until));
  if (plan.end === null) return 0;
  const flight = scheduledHours(plan.schedule, plan.start, plan.end);
  return flight > 0 ? round2((plan.budget * scheduledHours(plan.schedule, plan.start, until)) / flight) : 0;
};

/** Spend ÷ ideal to 2 decimals; null when nothing is owed yet (no ratio can be read). */
export const pacingRatio = (spend: number, ideal: number): number | null => (ideal > 0 ? round2(spend / ideal) : null);

/** The band a ratio falls in, or null between the two (on pace) or without a ratio. */
export const pacingBand = (ratio: number | null): PacingBand | null => {
  if (ratio === null) return null;
  if (ratio < PACING_BANDS.under) return 'under';
  if (ratio > PACING_BANDS.over) return 'over';
  return null;
};

export interface SpendToDate {
  /** Spent since the flight started. */
  readonly total: number;
  /** Spent since the start of the campaign's local day (a daily budget's day). */
  readonly today: number;
  /** The platform has stopped today's delivery on the daily budget (status 31), whatever the figures say. */
  readonly dailyBudgetReached?: boolean;
}

/**
 * When the budget runs out at the current rate (spend per running hour so far): a lifetime budget
 * within the flight, a daily budget within today. `now` when it already has (status 31, "daily budget
 * reached"); null when it lasts (the flight, or the day), or when nothing has been spent to read a rate.
 */
export const budgetRunsOutAt = (plan: PacingPlan, spend: SpendToDate, now: number): number | null => {
  const { schedule } = plan;
  if (now < plan.start || (plan.end !== null && now >= plan.end)) return null;
  if (!(plan.budget > 0)) return now;
  if (plan.kind === 'lifetime') {
    if (spend.total >= plan.budget) return now;
    const hours = scheduledHours(schedule, plan.start, now);
    if (plan.end === null || hours <= 0) return null;
    return whenSpent(schedule, now, plan.budget - spend.total, spend.total / hours, plan.end);
  }
  if (spend.dailyBudgetReached === true || spend.today >= plan.budget) return now;
  const dayStart = Math.max(localDayStart(schedule, now), plan.start);
  const hours = scheduledHours(schedule, dayStart, now);
  const dayEnd = Math.min(localDayStart(schedule, now) + DAY_MS, plan.end ?? Number.POSITIVE_INFINITY);
  if (hours <= 0) return null;
  return whenSpent(schedule, now, plan.budget - spend.today, spend.today / hours, dayEnd);
};

/**
 * When the account's balance runs out: the balance over the sum of its running campaigns' spend per
 * day (each read as its spend to date over the days it has run). `now` when nothing is left; null when
 * nothing runs. Campaigns that end meanwhile are still counted: the forecast errs towards warning early.
 */
export const balanceRunsOutAt = (balance: number, perDay: readonly number[], now: number): number | null => {
  if (balance <= 0) return now;
  const rate = perDay.reduce((sum, value) => sum + Math.max(0, value), 0);
  return rate > 0 ? now + Math.floor((balance / rate) * DAY_MS) : null;
};

/** A campaign's spend per day so far: spend to date over the days since the flight started (at least 1 hour). */
export const spendPerDay = (spend: number, start: number, now: number): number =>
  now > start ? (spend * DAY_MS) / Math.max(now - start, DAY_MS / 24) : 0;

/** Is `at` within `days` days of `now` (the top bar's warning: 3)? */
export const withinDays = (at: number | null, now: number, days: number): boolean => at !== null && at - now <= days * DAY_MS;
