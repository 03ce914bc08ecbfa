const formats = new Map<string, Intl.DateTimeFormat>();

const formatOf = (locale: string): Intl.DateTimeFormat => {
  let format = formats.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    formats.set(locale, format);
  }
  return format;
};

/**
 * A day (YYYY-MM-DD, or the day of an ISO date-time) in the interface language. Invoices and their
 * payments are counted in UTC days, so the day is shown as the server wrote it, whatever the time zone.
 */
export const formatDay = (iso: string, locale: string): string => {
  const at = Date.parse(`${iso.slice(0, 10)}T00:00:00Z`);
  return Number.isNaN(at) ? iso : formatOf(locale).format(at);
};

/** An invoice's period, both days included: "1 Nov 2026 – 30 Nov 2026", one day once. */
export const formatPeriod = (from: string, to: string, locale: string): string =>
  from === to ? formatDay(from, locale) : `${formatDay(from, locale)} – ${formatDay(to, locale)}`;
