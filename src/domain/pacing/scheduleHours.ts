/**
 * The campaign's schedule grid as a week of hours (spec 2 §3 "Scheduling": weekday '0'-'6', 0 = Sunday,
 * hours 0-23, in the campaign's own time zone), and how many of its running hours lie between two
 * instants. Pacing weighs time by these hours: an hour the campaign does not run in counts for nothing.
 */
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;
const WEEK_HOURS = 168;
const WEEK_MS = WEEK_HOURS * HOUR_MS;
/** 1970-01-01 (day 0) was a Thursday; with Sunday as 0 that is weekday 4. */
const EPOCH_WEEKDAY = 4;

/** 168 flags, index weekday × 24 + hour, read in the campaign's local time. */
export interface WeekSchedule {
  readonly on: readonly boolean[];
  /** Running hours in a week (0 when every hour is off). */
  readonly perWeek: number;
  /** The campaign's offset from UTC, in milliseconds (local = utc + offset). */
  readonly offsetMs: number;
}

/** The grid as stored (a missing weekday runs in no hour); null when scheduling is off: every hour runs. */
export const weekSchedule = (grid: Readonly<Record<string, readonly number[]>> | null, offsetSeconds = 0): WeekSchedule => {
  const on = Array.from({ length: WEEK_HOURS }, () => grid === null);
  if (grid !== null) {
    for (let day = 0; day < 7; day += 1) {
      for (const hour of grid[String(day)] ?? []) if (Number.isInteger(hour) && hour >= 0 && hour < 24) on[day * 24 + hour] = true;
    }
  }
  return { on, perWeek: on.filter(Boolean).length, offsetMs: offsetSeconds * 1000 };
};

const mod = (a: number, n: number): number => ((a % n) + n) % n;

/** Is the campaign scheduled in the hour holding instant `ms`? */
export const runsAt = (schedule: WeekSchedule, ms: number): boolean => {
  const local = ms + schedule.offsetMs;
  const day = Math.floor(local / DAY_MS);
  const hour = Math.floor(mod(local, DAY_MS) / HOUR_MS);
  return schedule.on[mod(day + EPOCH_WEEKDAY, 7) * 24 + hour] === true;
};

/** The start of the (UTC-aligned, hence local-aligned for whole-hour offsets) hour after `ms`. */
const nextHour = (schedule: WeekSchedule, ms: number): number => {
  const local = ms + schedule.offsetMs;
  return Math.floor(local / HOUR_MS) * HOUR_MS + HOUR_MS - schedule.offsetMs;
};

/** Running hours in [from, to), a part of an hour counted as its part. Whole weeks cost nothing. */
export const scheduledHours = (schedule: WeekSchedule, from: number, to: number): number => {
  if (!(to > from) || schedule.perWeek === 0) return 0;
  const weeks = Math.floor((to - from) / WEEK_MS);
  let total = weeks * schedule.perWeek;
  for (let t = from + weeks * WEEK_MS; t < to; ) {
    const next = Math.min(nextHour(schedule, t), to);
    if (runsAt(schedule, t)) total += (next - t) / HOUR_MS;
    t = next;
  }
  return total;
};

/** The start of the campaign's local day holding `ms`, as a UTC instant. */
export const localDayStart = (schedule: WeekSchedule, ms: number): number =>
  Math.floor((ms + schedule.offsetMs) / DAY_MS) * DAY_MS - schedule.offsetMs;

/**
 * The instant at which `amount` is spent when spending `perHour` in each running hour from `from` on,
 * or null when that is not before `limit` (or never: nothing spent per hour, no running hour).
 */
export const whenSpent = (schedule: WeekSchedule, from: number, amount: number, perHour: number, limit: number): number | null => {
  if (amount <= 0) return from;
  if (!(perHour > 0) || schedule.perWeek === 0) return null;
  // Whole weeks first, so a year ahead is a few steps.
  const perWeekAmount = schedule.perWeek * perHour;
  const weeks = Math.max(0, Math.floor(amount / perWeekAmount) - 1);
  let t = from + weeks * WEEK_MS;
  let left = amount - weeks * perWeekAmount;
  while (t < limit) {
    const next = Math.min(nextHour(schedule, t), limit);
    if (runsAt(schedule, t)) {
      const part = ((next - t) / HOUR_MS) * perHour;
      if (part >= left) return t + (left / perHour) * HOUR_MS;
      left -= part;
    }
    t = next;
  }
  return null;
};
