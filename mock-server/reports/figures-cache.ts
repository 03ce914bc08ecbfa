import type { CampaignListRow } from '../../src/api/contract';
import type { StoredCampaign } from '../db/types';
import { figuresFingerprint } from '../seed/metrics';
import { campaignFigures, rowFromFigures, type CampaignFigures } from './campaign-rows';

/**
 * Per-campaign figures, kept per range between calls. A metric sort has to compute every matching row
 * of the space on each call (a year of days plus the lifetime spend, per campaign), and the list asks
 * for the same range again and again while the user pages, sorts and filters.
 *
 * - Keyed by (seed, from, to, today): "today" moving on starts a fresh range, so today's spend and
 *   the lifetime spend never go stale.
 * - Each entry remembers the campaign fields the figures depend on (`figuresFingerprint`: status,
 *   budget, dates, goal, currency, schedule grid): a pause, run or edit changes that fingerprint and the entry is recomputed, so no route
 *   has to remember to invalidate anything.
 * - Bounded: the least recently used range is dropped beyond `maxRanges`; a range holds at most one
 *   entry per campaign. Filled lazily, only for the campaigns a call needs.
 */
export interface RangeFigures {
  figures(c: StoredCampaign): CampaignFigures;
  /** Built fresh from the stored campaign, so its name and other fields are always current. */
  row(c: StoredCampaign): CampaignListRow;
}

export interface FiguresCache {
  /** The figures of one range: take it once per request, then ask it for each campaign. */
  forRange(seed: number, fromDay: number, toDay: number, today: number): RangeFigures;
  /** Ranges held now (most recently used last), for tests. */
  ranges(): string[];
  clear(): void;
}

interface Entry {
  fingerprint: string;
  figures: CampaignFigures;
}


export const DEFAULT_MAX_RANGES = 8;

export const createFiguresCache = ({ maxRanges = DEFAULT_MAX_RANGES }: { maxRanges?: number } = {}): FiguresCache => {
  // A Map iterates in insertion order: re-inserting on use keeps the least recently used first.
  const ranges = new Map<string, Map<number, Entry>>();

  const rangeMap = (key: string): Map<number, Entry> => {
    const found = ranges.get(key);
    if (found) {
      ranges.delete(key);
      ranges.set(key, found);
      return found;
    }
    const fresh = new Map<number, Entry>();
    ranges.set(key, fresh);
    while (ranges.size > maxRanges) {
      const oldest = ranges.keys().next();
      if (oldest.done) break;
      ranges.delete(oldest.value);
    }
    return fresh;
  };

  const forRange: FiguresCache['forRange'] = (seed, fromDay, toDay, today) => {
    const entries = rangeMap(`${seed}:${fromDay}:${toDay}:${today}`);
    const figures = (c: StoredCampaign): CampaignFigures => {
      const fingerprint = figuresFingerprint(c);
      const cached = entries.get(c.id);
      if (cached?.fingerprint === fingerprint) return cached.figures;
      const computed = campaignFigures(seed, c, fromDay, toDay, today);
      entries.set(c.id, { fingerprint, figures: computed });
      return computed;
    };
    return { figures, row: (c) => rowFromFigures(c, figures(c)) };
  };

  return {
    forRange,
    ranges: () => [...ranges.keys()],
    clear: () => ranges.clear(),
  };
};
