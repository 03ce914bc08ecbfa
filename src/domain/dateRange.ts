/**
 * Date ranges as the /v1 API and the query string hold them (spec 1 §9, spec 3 "Shared widgets"): ISO
 * days, `from` inclusive and `to` EXCLUSIVE, so the day shown as the end is one day before `to`. All
 * arithmetic is on UTC days (the report presets are UTC), so no local time zone can shift a day.
 */
export interface DateRange {
  from: string;
  to: string;
}

export type DatePresetId = 'allTime' | 'today' | 'thisMonth' | 'pastMonth' | 'last7' | 'last14' | 'last30' | 'last365';

/** The campaign list's presets (spec 1 §2); other areas pass their own lists. */
export const LIST_PRESETS: readonly DatePresetId[] = ['today', 'thisMonth', 'pastMonth', 'last7', 'last30', 'last365'];

/** Where "all time" starts: earlier than any data the platform can hold. */
export const ALL_TIME_FROM = '2000-01-01';

/** From this span on the label carries the year (spec 3 §9). */
export const YEAR_LABEL_MIN_DAYS = 365;

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

const toMs = (day: string): number => Date.parse(`${day}T00:00:00Z`);
const fromMs = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** True for a real calendar day: the round trip rejects shapes like 2026-02-30 that Date would roll over. */
export const isIsoDay = (value: string): boolean => ISO_DAY.test(value) && !Number.isNaN(toMs(value)) && fromMs(toMs(value)) === value;

/** `day` must be a valid ISO day (see isIsoDay); Date would throw on anything else. */
export const addDays = (day: string, days: number): string => fromMs(toMs(day) + days * DAY_MS);

/** The 1st of the month `months` away from `day`'s month (Date.UTC carries month overflow into the year). */
const monthStart = (day: string, months: number): string => {
  const date = new Date(toMs(day));
  return fromMs(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + months, 1));
};

/** The `days` days ending today inclusive. */
const lastDays = (today: string, days: number): DateRange => ({ from: addDays(today, 1 - days), to: addDays(today, 1) });

export const presetRange = (id: DatePresetId, today: string): DateRange => {
  const tomorrow = addDays(today, 1);
  switch (id) {
    case 'allTime':
      return { from: ALL_TIME_FROM, to: tomorrow };
    case 'today':
      return { from: today, to: tomorrow };
    case 'thisMonth':
      return { from: monthStart(today, 0), to: tomorrow };
    case 'pastMonth':
      return { from: monthStart(today, -1), to: monthStart(today, 0) };
    case 'last7':
      return lastDays(today, 7);
    case 'last14':
      return lastDays(today, 14);
    case 'last30':
      return lastDays(today, 30);
    case 'last365':
      return lastDays(today, 365);
  }
};

/**
 * The first of `presets` giving exactly `range` today, or null for a custom range. Order matters where
 * two presets coincide (on the 1st, "this month" equals "today"): the earlier one in the list wins.
 */
export const matchPreset = (range: DateRange, today: string, presets: readonly DatePresetId[]): DatePresetId | null =>
  presets.find((id) => {
    const candidate = presetRange(id, today);
    return candidate.from === range.from && candidate.to === range.to;
  }) ?? null;

export const displayedEnd = (range: DateRange): string => addDays(range.to, -1);

/** Both ends real days and at least one day shown (From not later than the displayed To, spec 3 §5). */
export const isValidRange = (range: DateRange): boolean =>
  isIsoDay(range.from) && isIsoDay(range.to) && range.from <= displayedEnd(range);

/** Days shown: the exclusive end makes this a plain difference. */
export const spanDays = (range: DateRange): number => Math.round((toMs(range.to) - toMs(range.from)) / DAY_MS);

/**
 * Month abbreviations as CLDR writes them inside a date ("Nov 15", "15 нояб."; Russian takes the
 * genitive, hence "мая"), for the app's two languages. Written out rather than asked of
 * Intl.DateTimeFormat, whose first use loads the date locale data: tens of milliseconds on the first
 * screen, for the one label the list toolbar shows. Other languages fall back to English.
 */
const MONTHS = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  ru: ['янв.', 'февр.', 'мар.', 'апр.', 'мая', 'июн.', 'июл.', 'авг.', 'сент.', 'окт.', 'нояб.', 'дек.'],
} as const;

/** "Nov 15" / "Nov 15, 2025"; "15 нояб." / "15 нояб. 2025 г." (what Intl writes for month short, day numeric). */
const formatDay = (day: string, locale: string, withYear: boolean): string => {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  if (locale.startsWith('ru')) return `${date} ${MONTHS.ru[month - 1]}${withYear ? ` ${year} г.` : ''}`;
  return `${MONTHS.en[month - 1]} ${date}${withYear ? `, ${year}` : ''}`;
};

/**
 * "Nov 15 – Nov 21"; "Nov 22, 2025 – Nov 21, 2026" from a year's span on. Both ends are written out in
 * full rather than with Intl's formatRange, which would collapse them to "Nov 15 – 21".
 */
export const formatRangeLabel = (range: DateRange, locale: string): string => {
  // A malformed value (a hand-edited URL) must not crash the page: show it as it is.
  if (!isIsoDay(range.from) || !isIsoDay(range.to)) return `${range.from} – ${range.to}`;
  const withYear = spanDays(range) >= YEAR_LABEL_MIN_DAYS;
  return `${formatDay(range.from, locale, withYear)} – ${formatDay(displayedEnd(range), locale, withYear)}`;
};

export const todayIso = (now: Date = new Date()): string => now.toISOString().slice(0, 10);
