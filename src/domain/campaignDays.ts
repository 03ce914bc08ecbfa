import { dayIn } from './campaignCopy';
import { isIsoDay } from './dateRange';

/**
 * A campaign's dates are calendar days in its timezone (spec 2 §5; the editor picks days): the start is
 * the day's first second, the end its last second, both stored as UTC instants. Shared by everything
 * that writes a date from a day outside the editor (the bulk edit and the CSV round trip).
 */
const DAY_MS = 86_400_000;

/** The UTC instant of a day's first second (or last, for an end date) in a timezone given as its UTC offset; null for a text that is no day. */
export const dayToInstant = (day: string, offsetSeconds: number, endOfDay: boolean): string | null => {
  if (!isIsoDay(day)) return null;
  const midnight = Date.parse(`${day}T00:00:00Z`);
  const local = endOfDay ? midnight + DAY_MS - 1000 : midnight;
  return new Date(local - offsetSeconds * 1000).toISOString().replace('.000Z', 'Z');
};

/** The day a stored instant falls on in the campaign's timezone, null for none. */
export const instantToDay = (instant: string | null, offsetSeconds: number): string | null => (instant === null ? null : dayIn(instant, offsetSeconds));
