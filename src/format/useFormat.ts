import { useLocale } from 'ra-core';
import { formatAmount, formatCompact, formatCount, formatMoney, formatPercent, formatRatio } from '../domain/money';
import { countryName } from './countries';
import { formatDay, formatDayRange, formatLocalDateTime, formatMonth, formatUtcTime, type DateTimeShape } from './dates';

/**
 * Every figure, amount, date and country name a page shows, in the interface language (one `Intl`
 * formatter per concern: src/domain/money.ts for numbers, ./dates.ts for dates, ./countries.ts for
 * names). Pages take it from `useFormat()`; code outside React takes `formatFor(locale)`.
 */
export interface Format {
  locale: string;
  money(amount: number, currency: string): string;
  count(value: number): string;
  ratio(value: number): string;
  /** A value given in percent; two decimals unless `digits` says otherwise. */
  percent(value: number, digits?: number): string;
  amount(value: number): string;
  compact(value: number): string;
  /** A moment in the user's own time zone, with its date. */
  dateTime(iso: string, shape?: DateTimeShape): string;
  /** A calendar day as the server counts it (UTC). */
  day(iso: string, options?: { withYear?: boolean }): string;
  dayRange(from: string, to: string): string;
  utcTime(iso: string): string;
  month(year: number, month: number): string;
  country(code: string): string;
}

const formats = new Map<string, Format>();

export const formatFor = (locale: string): Format => {
  let format = formats.get(locale);
  if (!format) {
    format = {
      locale,
      money: (amount, currency) => formatMoney(amount, currency, locale),
      count: (value) => formatCount(value, locale),
      ratio: (value) => formatRatio(value, locale),
      percent: (value, digits) => formatPercent(value, locale, digits),
      amount: (value) => formatAmount(value, locale),
      compact: (value) => formatCompact(value, locale),
      dateTime: (iso, shape) => formatLocalDateTime(iso, locale, shape),
      day: (iso, options) => formatDay(iso, locale, options),
      dayRange: (from, to) => formatDayRange(from, to, locale),
      utcTime: (iso) => formatUtcTime(iso, locale),
      month: (year, month) => formatMonth(year, month, locale),
      country: (code) => countryName(code, locale),
    };
    formats.set(locale, format);
  }
  return format;
};

/** The formatter of the interface language; a page re-renders with the new one when the language changes. */
export const useFormat = (): Format => formatFor(useLocale());
