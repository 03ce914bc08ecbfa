import { CAMPAIGN_STATUS, CONVERSION_GOALS, type CampaignGoal, type CampaignScheduling, type CurrencyCode } from '../../src/api/contract';
import { dayOfDateTime, parseIsoDay } from '../dates';
import { round2, UNITS_PER_USD } from './currency';
import { deliveryGrid, deliveryPace, runsOnDay } from './delivery-pace';
import { hashUnit, hashUnit4 } from './random';

/**
 * Per-day delivery figures, computed on demand instead of stored: a pure function of (seed, campaign,
 * day), so a day costs a few hashes, "today" can move, and 10,000 campaigns need no metrics table.
 */
export interface DayMetrics {
  impressions: number;
  clicks: number;
  /** In the campaign's space currency. */
  spent: number;
  conversions: number;
}

export type MetricsProfile = {
  id: number;
  status_key: number;
  budget: number;
  goal: CampaignGoal;
  currency: CurrencyCode;
  campaign_start_at: string | null;
  campaign_end_at: string | null;
  updated_at: string;
  freq_and_scheduling_on: boolean;
  scheduling: CampaignScheduling;
};

/** The fields the figures depend on: the caches (figures, pacing, admin sums) recompute when it changes. */
export const figuresFingerprint = (c: MetricsProfile): string =>
  `${c.status_key}|${c.budget}|${c.goal}|${c.currency}|${c.campaign_start_at ?? ''}|${c.campaign_end_at ?? ''}|${c.updated_at}|${c.freq_and_scheduling_on ? JSON.stringify(c.scheduling) : ''}`;

export const ZERO_METRICS: DayMetrics = Object.freeze({ impressions: 0, clicks: 0, spent: 0, conversions: 0 });

/** Statuses that never delivered: no figures at all. */
const SILENT = new Set<number>([
  CAMPAIGN_STATUS.draft,
  CAMPAIGN_STATUS.in_moderation,
  CAMPAIGN_STATUS.rejected,
  CAMPAIGN_STATUS.waiting_for_ad_exchange,
  CAMPAIGN_STATUS.waiting_to_start,
]);
const DELIVERING = new Set<number>([CAMPAIGN_STATUS.running, CAMPAIGN_STATUS.running_daily_budget_reached]);

/** The days [first, last] a campaign delivered on, or null when it never did. */
export const deliveryWindow = (c: MetricsProfile): { first: number; last: number } | null => {
  const first = dayOfDateTime(c.campaign_start_at);
  if (first === null || SILENT.has(c.status_key)) return null;
  const end = dayOfDateTime(c.campaign_end_at) ?? Number.POSITIVE_INFINITY;
  // A stopped campaign (paused, finished, archived) delivered until its last status change.
  const stopped = DELIVERING.has(c.status_key) ? Number.POSITIVE_INFINITY : (dayOfDateTime(c.updated_at) ?? first);
  return { first, last: Math.min(end, stopped) };
};

const isConversionGoal = (goal: CampaignGoal): boolean => CONVERSION_GOALS.includes(goal);

/**
 * The per-day figures function of one campaign: its character (price level, click-through and
 * conversion rates, delivery pace and grid: delivery-pace.ts) is drawn once, then each day costs four
 * hashes; a day its schedule grid keeps no hour of delivers nothing. Summing a year of days is the
 * list's dearest work, so the loop in sumMetrics uses this instead of metricsOnDay.
 */
export const dailyFigures = (seed: number, c: MetricsProfile): ((day: number) => DayMetrics) => {
  const cpmUsd = 0.8 + 3.7 * hashUnit(seed, c.id, 1);
  const ctrBase = 0.002 + 0.016 * hashUnit(seed, c.id, 2);
  const cvrBase = 0.02 + 0.1 * hashUnit(seed, c.id, 3);
  const unitsPerUsd = UNITS_PER_USD[c.currency];
  const converts = isConversionGoal(c.goal);
  const capped = c.status_key === CAMPAIGN_STATUS.running_daily_budget_reached;
  const pace = deliveryPace(seed, c);
  const grid = deliveryGrid(c);
  return (day) => {
    if (!runsOnDay(grid, day)) return ZERO_METRICS;
    const u = (k: number): number => hashUnit4(seed, c.id, day, k);
    const weekday = ((day % 7) + 7) % 7;
    const weekend = pace.steady || !(weekday === 2 || weekday === 3) ? 1 : 0.8; // day 0 (1970-01-01) was a Thursday
    // A seeded steady pace holds at status 31 too (the low-balance account's is 1: exactly the cap).
    const share = pace.steady ? pace.level : capped ? 0.97 + 0.03 * u(1) : pace.level * (0.9 + 0.2 * u(1));
    const spent = round2(c.budget * share * weekend);
    const cpm = cpmUsd * unitsPerUsd * (0.85 + 0.3 * u(2));
    const impressions = Math.floor((spent / cpm) * 1000);
    if (impressions === 0) return ZERO_METRICS;
    const ctr = Math.min(0.03, Math.max(0.001, ctrBase * (0.7 + 0.6 * u(3))));
    const clicks = Math.round(impressions * ctr);
    const conversions = converts ? Math.round(clicks * cvrBase * (0.6 + 0.8 * u(4))) : 0;
    return { impressions, clicks, spent, conversions };
  };
};

/** Figures of one day (day number) for a campaign known to deliver on it. */
export const metricsOnDay = (seed: number, c: MetricsProfile, day: number): DayMetrics => dailyFigures(seed, c)(day);

/** The brief's entry point: figures of a campaign on an ISO day (zero outside its delivery). */
export const metricsFor = (seed: number, c: MetricsProfile, isoDayValue: string): DayMetrics => {
  const day = parseIsoDay(isoDayValue);
  const window = deliveryWindow(c);
  if (day === null || window === null || day < window.first || day > window.last) return ZERO_METRICS;
  return metricsOnDay(seed, c, day);
};

/** Sum over the days [fromDay, toDay) (end exclusive, like the list's to_date). */
export const sumMetrics = (seed: number, c: MetricsProfile, fromDay: number, toDay: number): DayMetrics => {
  const window = deliveryWindow(c);
  if (window === null) return ZERO_METRICS;
  const first = Math.max(fromDay, window.first);
  const last = Math.min(toDay - 1, window.last);
  const total = { impressions: 0, clicks: 0, spent: 0, conversions: 0 };
  const onDay = dailyFigures(seed, c);
  for (let day = first; day <= last; day += 1) {
    const m = onDay(day);
    total.impressions += m.impressions;
    total.clicks += m.clicks;
    total.spent += m.spent;
    total.conversions += m.conversions;
  }
  total.spent = round2(total.spent);
  return total;
};
