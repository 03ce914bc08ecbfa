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

const utcFormats = new Map<string, Intl.DateTimeFormat>();

/** A UTC formatter per language and options, built once (a list formats every row on each render). */
export const utcFormat = (locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = utcFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { timeZone: 'UTC', ...options });
    utcFormats.set(key, format);
  }
  return format;
};

/** The milliseconds of a day (YYYY-MM-DD, or the day of an ISO date-time) at 00:00 UTC; NaN when malformed. */
const dayMs = (iso: string): number => Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);

/**
 * A calendar day as the server counts it (UTC: reports, invoices, flights, registrations), in the
 * interface language: "Dec 7, 2026" / "7 дек. 2026 г.", or "Dec 7" / "7 дек." without the year. A
 * malformed value is shown as it came.
 */
export const formatDay = (iso: string, locale: string, { withYear = true }: { withYear?: boolean } = {}): string => {
  const at = dayMs(iso);
  return Number.isNaN(at) ? iso : utcFormat(locale, { day: 'numeric', month: 'short', ...(withYear ? { year: 'numeric' } : {}) }).format(at);
};

/** Two days, both included: "Nov 1, 2026 – Nov 30, 2026"; one day once. */
export const formatDayRange = (from: string, to: string, locale: string): string =>
  from === to ? formatDay(from, locale) : `${formatDay(from, locale)} – ${formatDay(to, locale)}`;

/** An ISO moment's UTC hour and minute on a 24-hour clock ("14:00"), as the server's days run. */
export const formatUtcTime = (iso: string, locale: string): string => {
  const at = Date.parse(iso);
  return Number.isNaN(at) ? iso : utcFormat(locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
};

/** A month of a year in words ("November 2026" / "ноябрь 2026 г."). */
export const formatMonth = (year: number, month: number, locale: string): string =>
  utcFormat(locale, { month: 'long', year: 'numeric' }).format(Date.UTC(year, month - 1, 1));
