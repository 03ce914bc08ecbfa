import { formatDay, formatUtcTime } from '../../format/dates';

/**
 * How the pacing projections read their moments: the day without its year and the 24-hour time, in
 * UTC as the reports and the mock's days are, in the interface language, through the shared date
 * formatter ("Dec 12" and "14:00" / "12 дек." and "14:00"), so the run-out line reads its day as the
 * tables and charts do.
 */
export interface MomentWords {
  date: string;
  time: string;
}

/** An ISO moment as its day and its hour and minute (UTC). */
export const momentWords = (iso: string, locale: string): MomentWords => ({
  date: formatDay(iso, locale, { withYear: false }),
  time: formatUtcTime(iso, locale),
});
