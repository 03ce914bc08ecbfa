import * as mockClock from './clock';

/**
 * Day arithmetic in UTC. Metrics are keyed by day number (days since 1970-01-01) so a range is a
 * cheap integer loop; the API speaks ISO dates (YYYY-MM-DD) with an exclusive end.
 */
export const DAY_MS = 86_400_000;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})(?:T[0-9:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** Day number of an ISO date (a date-time is cut to its date part); null when malformed. */
export const parseIsoDay = (value: string): number | null => {
  const match = ISO_DAY.exec(value.trim());
  if (!match) return null;
  const [, y, m, d] = match;
  const ms = Date.UTC(Number(y), Number(m) - 1, Number(d));
  const date = new Date(ms);
  if (date.getUTCDate() !== Number(d) || date.getUTCMonth() !== Number(m) - 1) return null;
  return Math.floor(ms / DAY_MS);
};

export const isoDay = (dayNumber: number): string => new Date(dayNumber * DAY_MS).toISOString().slice(0, 10);

export const isoDateTime = (dayNumber: number, secondsIntoDay = 0): string =>
  new Date(dayNumber * DAY_MS + secondsIntoDay * 1000).toISOString();

export const todayDayNumber = (now: number = mockClock.now()): number => Math.floor(now / DAY_MS);

/** Day number of an ISO date-time, or null for null. */
export const dayOfDateTime = (value: string | null): number | null =>
  value === null ? null : Math.floor(Date.parse(value) / DAY_MS);

/** The fixed reference the seed dates hang from, so the seed is the same whenever it is built. */
export const SEED_EPOCH_DAY = parseIsoDay('2026-06-01') ?? 0;
