import {
  AWARENESS_ONLY_FIGURES,
  CONVERSION_GOALS,
  type AdminCampaignType,
  type AdminReportData,
} from '../../src/api/contract';
import type { StoredCampaign } from '../db/types';
import { round2, UNITS_PER_USD } from '../seed/currency';
import { dailyFigures, deliveryWindow, figuresFingerprint } from '../seed/metrics';

/**
 * The administrator's figures of a campaign, from the same per-day figures as every other report
 * (seed/metrics.ts). Counts and money are summed day by day, the dollar amount too (each day's
 * spent_usd rounded, then added): the per-day report therefore adds up to the list's row exactly.
 */
export interface AdminSums {
  impressions: number;
  clicks: number;
  spent: number;
  spent_usd: number;
  conversions: number;
  unique_conversions: number;
}

const ZERO: AdminSums = Object.freeze({ impressions: 0, clicks: 0, spent: 0, spent_usd: 0, conversions: 0, unique_conversions: 0 });

/** Conversions counted once per winning bid: a fixed share of the day's conversions (the seed has no bids). */
const uniqueOf = (conversions: number): number => Math.floor(conversions * 0.92);

/** Each day of [fromDay, toDay] (inclusive) with its figures; zero outside the delivery. */
export const daysOf = (seed: number, c: StoredCampaign, fromDay: number, toDay: number): { day: number; sums: AdminSums }[] => {
  const window = deliveryWindow(c);
  const onDay = dailyFigures(seed, c);
  const units = UNITS_PER_USD[c.currency];
  const days: { day: number; sums: AdminSums }[] = [];
  for (let day = fromDay; day <= toDay; day += 1) {
    if (window === null || day < window.first || day > window.last) {
      days.push({ day, sums: ZERO });
      continue;
    }
    const m = onDay(day);
    days.push({ day, sums: { ...m, spent_usd: round2(m.spent / units), unique_conversions: uniqueOf(m.conversions) } });
  }
  return days;
};

/** The sums over [fromDay, toDay] (inclusive). */
export const sumsOf = (seed: number, c: StoredCampaign, fromDay: number, toDay: number): AdminSums => {
  const window = deliveryWindow(c);
  if (window === null) return ZERO;
  const first = Math.max(fromDay, window.first);
  const last = Math.min(toDay, window.last);
  if (first > last) return ZERO;
  const onDay = dailyFigures(seed, c);
  const units = UNITS_PER_USD[c.currency];
  const total = { impressions: 0, clicks: 0, spent: 0, spent_usd: 0, conversions: 0, unique_conversions: 0 };
  for (let day = first; day <= last; day += 1) {
    const m = onDay(day);
    total.impressions += m.impressions;
    total.clicks += m.clicks;
    total.spent += m.spent;
    total.spent_usd += round2(m.spent / units);
    total.conversions += m.conversions;
    total.unique_conversions += uniqueOf(m.conversions);
  }
  total.spent = round2(total.spent);
  total.spent_usd = round2(total.spent_usd);
  return total;
};

const ratio = (numerator: number, denominator: number, scale = 1): number => (denominator > 0 ? round2((numerator / denominator) * scale) : 0);

export const typeOfCampaign = (c: Pick<StoredCampaign, 'goal'>): Exclude<AdminCampaignType, 'all'> =>
  CONVERSION_GOALS.includes(c.goal) ? 'performance' : 'awareness';

/** report_data of spec 3 §3; the awareness-only figures left out when the list asks for performance. */
export const reportDataOf = (s: AdminSums, type: AdminCampaignType): AdminReportData => {
  const data: AdminReportData = {
    spent: s.spent,
    spent_usd: s.spent_usd,
    cpm: ratio(s.spent, s.impressions, 1000),
    cpm_usd: ratio(s.spent_usd, s.impressions, 1000),
    cpc: ratio(s.spent, s.clicks),
    cpc_usd: ratio(s.spent_usd, s.clicks),
    cpa: ratio(s.spent, s.conversions),
    cpa_usd: ratio(s.spent_usd, s.conversions),
    conversion_count: s.conversions,
    click_count: s.clicks,
    impression_count: s.impressions,
    conversions_unique_bid: s.unique_conversions,
    ctr: ratio(s.clicks, s.impressions, 100),
    cvr: ratio(s.conversions, s.clicks, 100),
  };
  if (type === 'performance') for (const key of AWARENESS_ONLY_FIGURES) delete data[key];
  return data;
};


/**
 * Sums per campaign, kept per range (the list pages, sorts and filters over one range again and
 * again): at most `maxRanges` ranges, least recently used dropped; an entry is recomputed when the
 * campaign's fields the figures depend on change (as reports/figures-cache.ts does).
 */
export const createAdminFigures = (maxRanges = 4) => {
  const ranges = new Map<string, Map<number, { fingerprint: string; sums: AdminSums }>>();
  return (seed: number, fromDay: number, toDay: number, today: number) => {
    const key = `${seed}:${fromDay}:${toDay}:${today}`;
    let entries = ranges.get(key);
    if (entries) ranges.delete(key);
    entries ??= new Map();
    ranges.set(key, entries);
    while (ranges.size > maxRanges) {
      const oldest = ranges.keys().next();
      if (oldest.done) break;
      ranges.delete(oldest.value);
    }
    const held = entries;
    return (c: StoredCampaign): AdminSums => {
      const fingerprint = figuresFingerprint(c);
      const cached = held.get(c.id);
      if (cached?.fingerprint === fingerprint) return cached.sums;
      const sums = sumsOf(seed, c, fromDay, toDay);
      held.set(c.id, { fingerprint, sums });
      return sums;
    };
  };
};
