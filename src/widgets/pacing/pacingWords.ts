/**
 * How the pacing projections read their moments: "12 Dec" and "14:00", in UTC as the reports and the
 * mock's days are, in the interface language. English reads day-month ('12 Dec', as the pacing sentences word
 * it) rather than the US "Dec 12". Formatters are kept per language: a page formats on every render.
 */
const LOCALES: Readonly<Record<string, string>> = { en: 'en-GB', ru: 'ru-RU' };

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const timeFormats = new Map<string, Intl.DateTimeFormat>();

const formatOf = (cache: Map<string, Intl.DateTimeFormat>, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat => {
  let format = cache.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(LOCALES[locale] ?? locale, { timeZone: 'UTC', ...options });
    cache.set(locale, format);
  }
  return format;
};

export interface MomentWords {
  date: string;
  time: string;
}

/** An ISO moment as its day and its hour and minute (UTC). */
export const momentWords = (iso: string, locale: string): MomentWords => {
  const ms = Date.parse(iso);
  return {
    date: formatOf(dayFormats, locale, { day: 'numeric', month: 'short' }).format(ms),
    time: formatOf(timeFormats, locale, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(ms),
  };
};
