import { BANNER_SLOTS, REPORT_DEVICE_TYPE, type ReportDeviceTypeKey } from '../../src/api/contract';
import type { StoredCampaign } from '../db/types';
import { deliveryGrid, deliveryPace, runsInHour, type GridProfile, type PaceProfile } from '../seed/delivery-pace';
import { deliveryWindow, metricsOnDay, ZERO_METRICS, type DayMetrics } from '../seed/metrics';
import { PLACEMENTS } from '../seed/placements';
import { hashUnit, hashUnit4 } from '../seed/random';

/**
 * A campaign's figures cut into slices (device type, banner size, publisher) and hours, derived from
 * the same per-day figures as the campaign list (seed/metrics.ts), so that:
 * - with no filter, a range's figures are exactly the list row's for that range;
 * - the slices of any cut add up exactly to the whole (integers split by largest remainder, money in
 *   cents), and so do the 24 hours of a day and the days of a range.
 * The cuts are applied in one fixed order (device, then size, then publisher): "the platforms report
 * with a size filter" and "the totals with that size and device filters" read the same numbers.
 */

export interface SliceFilter {
  device?: ReportDeviceTypeKey;
  /** A BANNER_SLOTS key; undefined for every size. */
  size?: number;
  /** Publishers whose name contains this text (lower case); undefined for every one. */
  publisher?: string;
}

export type SliceBy = 'device' | 'size' | 'publisher';

/** Splits whole units by weight; the parts add up to `total` exactly (largest remainder, ties to the first). */
export const splitUnits = (total: number, weights: readonly number[]): number[] => {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total === 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact.map((value, index) => ({ index, fraction: value - Math.floor(value) })).sort((a, b) => b.fraction - a.fraction || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
    left -= 1;
  }
  return parts;
};

/** A day's figures split by weight: counts as units, spend as cents. */
export const splitMetrics = (m: DayMetrics, weights: readonly number[]): DayMetrics[] => {
  const impressions = splitUnits(m.impressions, weights);
  const clicks = splitUnits(m.clicks, weights);
  const cents = splitUnits(Math.round(m.spent * 100), weights);
  const conversions = splitUnits(m.conversions, weights);
  return weights.map((_, i) => ({ impressions: impressions[i] ?? 0, clicks: clicks[i] ?? 0, spent: (cents[i] ?? 0) / 100, conversions: conversions[i] ?? 0 }));
};

export const addInto = (total: DayMetrics, m: DayMetrics): DayMetrics => ({
  impressions: total.impressions + m.impressions,
  clicks: total.clicks + m.clicks,
  spent: Math.round((total.spent + m.spent) * 100) / 100,
  conversions: total.conversions + m.conversions,
});

export const DEVICE_KEYS: readonly ReportDeviceTypeKey[] = [REPORT_DEVICE_TYPE.desktop, REPORT_DEVICE_TYPE.mobile, REPORT_DEVICE_TYPE.android, REPORT_DEVICE_TYPE.others];
const DEVICE_BASE = [0.34, 0.26, 0.34, 0.06];
/** Business hours weigh more: a day's delivery follows people's day (UTC, as the reports are). */
const HOUR_BASE = [0.3, 0.2, 0.15, 0.12, 0.15, 0.3, 0.6, 0.9, 1.1, 1.2, 1.25, 1.3, 1.35, 1.3, 1.25, 1.2, 1.2, 1.3, 1.45, 1.55, 1.5, 1.2, 0.8, 0.5];
const PUBLISHERS_PER_CAMPAIGN = 12;

/**
 * How a campaign's day splits into its 24 hours (the reports' hours; pacing reads today's hours with
 * it): nothing in an hour its schedule grid switches off, the day spread over the hours it keeps,
 * evenly for an even pace (delivery-pace.ts), else following people's day.
 */
export const hourWeights = (seed: number, c: PaceProfile & GridProfile, day: number): number[] => {
  const grid = deliveryGrid(c);
  const even = deliveryPace(seed, c).even;
  return HOUR_BASE.map((w, h) => (!runsInHour(grid, day, h) ? 0 : even ? 1 : w * (0.8 + 0.4 * hashUnit4(seed, c.id, day, 5000 + h))));
};
const DEFAULT_SIZES = [106, 102, 103];

/** What a campaign's slicing needs, computed once per campaign and call. */
export interface CampaignSlicing {
  sizes: readonly number[];
  publishers: readonly string[];
  /** Figures of one day after the filter, cut by `by` (one entry keyed 'all' without). */
  day(day: number, filter: SliceFilter, by?: SliceBy): [string, DayMetrics][];
  /** The 24 hours of a day's filtered figures. */
  hours(day: number, m: DayMetrics): DayMetrics[];
}

export const campaignSlicing = (seed: number, c: StoredCampaign): CampaignSlicing => {
  const window = deliveryWindow(c);
  const bannerKeys = [...new Set(c.visuals.banners.map((banner) => banner.key))].filter((key) => BANNER_SLOTS.some((slot) => slot.key === key));
  const sizes = bannerKeys.length > 0 ? bannerKeys : DEFAULT_SIZES;
  const publishers: string[] = [];
  for (let k = 0; publishers.length < PUBLISHERS_PER_CAMPAIGN && k < 100; k += 1) {
    const placement = PLACEMENTS[Math.floor(hashUnit(seed, c.id, 900 + k) * PLACEMENTS.length)];
    if (placement && !publishers.includes(placement.site_or_app)) publishers.push(placement.site_or_app);
  }
  // Each campaign has its own mix, and each day moves it a little.
  const deviceMix = DEVICE_BASE.map((w, i) => w * (0.6 + 0.8 * hashUnit(seed, c.id, 200 + i)));
  const sizeMix = sizes.map((_, i) => 0.4 + hashUnit(seed, c.id, 300 + i));
  // Publishers: a long tail, the first few large.
  const publisherMix = publishers.map((_, i) => (1 / (i + 1)) * (0.7 + 0.6 * hashUnit(seed, c.id, 400 + i)));
  const daily = (mix: readonly number[], day: number, salt: number) => mix.map((w, i) => w * (0.85 + 0.3 * hashUnit4(seed, c.id, day, salt + i)));

  const cut = (m: DayMetrics, day: number, by: SliceBy): [string, DayMetrics][] => {
    if (by === 'device') return splitMetrics(m, daily(deviceMix, day, 2000)).map((part, i) => [String(DEVICE_KEYS[i]), part]);
    if (by === 'size') return splitMetrics(m, daily(sizeMix, day, 3000)).map((part, i) => [String(sizes[i]), part]);
    return splitMetrics(m, daily(publisherMix, day, 4000)).map((part, i) => [publishers[i] ?? '', part]);
  };
  const pick = (m: DayMetrics, day: number, by: SliceBy, keep: (key: string) => boolean): DayMetrics =>
    cut(m, day, by).reduce((total, [key, part]) => (keep(key) ? addInto(total, part) : total), ZERO_METRICS);

  const dayFigures = (day: number, filter: SliceFilter, by?: SliceBy): [string, DayMetrics][] => {
    if (!window || day < window.first || day > window.last) return by ? [] : [['all', ZERO_METRICS]];
    let parts: [string, DayMetrics][] = [['all', metricsOnDay(seed, c, day)]];
    const step = (dimension: SliceBy, keep: ((key: string) => boolean) | null) => {
      if (by === dimension) parts = parts.flatMap(([, m]) => cut(m, day, dimension));
      else if (keep) parts = parts.map(([key, m]) => [key, pick(m, day, dimension, keep)]);
    };
    step('device', filter.device === undefined ? null : (key) => key === String(filter.device));
    step('size', filter.size === undefined ? null : (key) => key === String(filter.size));
    const text = filter.publisher;
    step('publisher', text === undefined ? null : (key) => key.toLowerCase().includes(text));
    return parts;
  };

  return {
    sizes,
    publishers,
    day: dayFigures,
    hours: (day, m) => splitMetrics(m, hourWeights(seed, c, day)),
  };
};
