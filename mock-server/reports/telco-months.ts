import type { TelcoRow } from '../../src/api/contract';
import { DAY_MS, isoDay } from '../dates';
import { round2, UNITS_PER_USD } from '../seed/currency';
import { deliveryWindow, sumMetrics, type MetricsProfile } from '../seed/metrics';

/** Months counted from year 0 (year * 12 + month index), so a span of months is an integer loop. */
const monthOfDay = (day: number): number => {
  const date = new Date(day * DAY_MS);
  return date.getUTCFullYear() * 12 + date.getUTCMonth();
};

const firstDayOfMonth = (month: number): number => Date.UTC(Math.floor(month / 12), month % 12, 1) / DAY_MS;

/**
 * The telco report's months for one account's campaigns (spec 3 §3 "Telco row"): every UTC month from
 * the one its first campaign delivered in to today's, newest first, a month without delivery at 0, so
 * the table reads as an unbroken ledger. A campaign's month is the list's figure for that month (its
 * per-day spend summed and rounded to the cent in its currency), counted up to today and converted to
 * USD at the mock's rate (`seed/currency.ts`); the month's total is rounded to the cent once.
 */
export const telcoMonths = (seed: number, campaigns: Iterable<MetricsProfile>, today: number): TelcoRow[] => {
  const spentUsd = new Map<number, number>();
  for (const campaign of campaigns) {
    const window = deliveryWindow(campaign);
    if (!window || window.first > today) continue;
    const rate = UNITS_PER_USD[campaign.currency];
    const last = monthOfDay(Math.min(window.last, today));
    for (let month = monthOfDay(window.first); month <= last; month += 1) {
      // sumMetrics keeps to the campaign's own window; today bounds the running month.
      const { spent } = sumMetrics(seed, campaign, firstDayOfMonth(month), Math.min(firstDayOfMonth(month + 1), today + 1));
      spentUsd.set(month, (spentUsd.get(month) ?? 0) + spent / rate);
    }
  }
  if (spentUsd.size === 0) return [];
  const rows: TelcoRow[] = [];
  const first = Math.min(...spentUsd.keys());
  for (let month = monthOfDay(today); month >= first; month -= 1) {
    rows.push({ dimension: isoDay(firstDayOfMonth(month)).slice(0, 7), spent_usd: round2(spentUsd.get(month) ?? 0) });
  }
  return rows;
};
