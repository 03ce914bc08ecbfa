/**
 * Dates and times in the user's local time zone and the interface language, always with the date:
 * "Nov 24, 2026, 2:05 PM" / "24 нояб. 2026 г., 14:05", to the minute or the second, and without the
 * year where rows of the same hour repeat it ("Nov 24, 2:05:32 PM"). Formatters are kept per language
 * and shape: a live page formats every row on each refresh, and building an Intl.DateTimeFormat costs
 * far more than using one.
 */
export interface DateTimeShape {
  /** To the second (an event's moment) rather than to the minute. */
  seconds?: boolean;
  /** Leave the year out (dense lists of the last hour). */
  withoutYear?: boolean;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterOf = (locale: string, { seconds = false, withoutYear = false }: DateTimeShape): Intl.DateTimeFormat => {
  const key = `${locale}|${seconds}|${withoutYear}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(
      locale,
      withoutYear
        ? { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', ...(seconds ? { second: '2-digit' } : {}) }
        : { dateStyle: 'medium', timeStyle: seconds ? 'medium' : 'short' },
    );
    formatters.set(key, formatter);
  }
  return formatter;
};

/** An ISO time as local date and time; a malformed value is shown as it came rather than as "Invalid Date". */
export const formatLocalDateTime = (iso: string, locale: string, shape: DateTimeShape = {}): string => {
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? iso : formatterOf(locale, shape).format(ms);
};
