/**
 * Beta scheduling (spec 2 §4, spec 3 §4): "48 hours lead time, processed daily at 05:00 UTC;
 * Monday-Wednesday updates apply to the current week, Thursday-Friday to the next".
 *
 * Choices the spec leaves open, written down:
 * - Everything is in UTC, the clock the spec gives for the processing, not the campaign's timezone:
 *   the weekday of a change is its UTC weekday.
 * - Weeks run Monday to Sunday: "Monday-Wednesday … the current week" starts the week on Monday.
 * - Saturday and Sunday are not named; like Thursday and Friday they are past the current week's
 *   cut-off, so their changes apply to the next week (the one starting on the coming Monday).
 * - The first processing is the first 05:00 UTC at least 48 hours after the change.
 */
export const LEAD_TIME_HOURS = 48;
export const PROCESSING_HOUR_UTC = 5;

export interface BetaScheduleWeek {
  /** Which week a change made at that moment applies to. */
  week: 'current' | 'next';
  /** That week's Monday and Sunday, calendar dates (YYYY-MM-DD, UTC). */
  start: string;
  end: string;
  /** The first processing that can pick the change up (ISO timestamp, UTC). */
  processedAt: string;
}

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const dateOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** The week a scheduling change made at `now` applies to, and its first processing. */
export const betaScheduleWeek = (now: Date): BetaScheduleWeek => {
  const time = now.getTime();
  const midnight = Math.floor(time / DAY_MS) * DAY_MS;
  // getUTCDay: 0 Sunday … 6 Saturday; days since Monday: Monday 0 … Sunday 6.
  const sinceMonday = (now.getUTCDay() + 6) % 7;
  const week = sinceMonday <= 2 ? 'current' : 'next';
  const monday = midnight - sinceMonday * DAY_MS + (week === 'next' ? 7 * DAY_MS : 0);

  const earliest = time + LEAD_TIME_HOURS * HOUR_MS;
  const sameDay = Math.floor(earliest / DAY_MS) * DAY_MS + PROCESSING_HOUR_UTC * HOUR_MS;
  const processedAt = sameDay >= earliest ? sameDay : sameDay + DAY_MS;

  return { week, start: dateOf(monday), end: dateOf(monday + 6 * DAY_MS), processedAt: new Date(processedAt).toISOString() };
};
