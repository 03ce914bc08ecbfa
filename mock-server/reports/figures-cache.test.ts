import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUS } from '../../src/api/contract';
import { parseIsoDay } from '../dates';
import { buildSeed } from '../seed';
import { PERSONA_IDS } from '../seed/facts';
import { campaignRow } from './campaign-rows';
import { createFiguresCache } from './figures-cache';

const seed = buildSeed();
const own = seed.campaigns.filter((c) => c.space_id === PERSONA_IDS.advertiser.spaceId);
const day = (iso: string): number => parseIsoDay(iso) ?? Number.NaN;
const [FROM, TO, TODAY] = [day('2025-11-01'), day('2026-11-01'), day('2026-11-01')];

const running = () => {
  const found = structuredClone(own.find((c) => c.status_key === CAMPAIGN_STATUS.running));
  if (!found) throw new Error('no running campaign');
  return found;
};

describe('figures cache', () => {
  it('answers the rows the uncached computation gives', () => {
    const range = createFiguresCache().forRange(seed.meta.seed, FROM, TO, TODAY);
    for (const c of own) expect(range.row(c)).toEqual(campaignRow(seed.meta.seed, c, FROM, TO, TODAY));
  });

  it('keeps figures per range and campaign, and recomputes when the campaign changes', () => {
    const cache = createFiguresCache();
    const c = running();
    const first = cache.forRange(seed.meta.seed, FROM, TO, TODAY).figures(c);
    expect(cache.forRange(seed.meta.seed, FROM, TO, TODAY).figures(c)).toBe(first);
    // Paused yesterday: it stopped delivering, so the figures change and are not served stale.
    c.status_key = CAMPAIGN_STATUS.paused;
    c.updated_at = '2026-10-31T12:00:00.000Z';
    const paused = cache.forRange(seed.meta.seed, FROM, TO, TODAY).figures(c);
    expect(paused).not.toBe(first);
    expect(paused.todays.spent).toBe(0);
    expect(paused.range.spent).toBeLessThanOrEqual(first.range.spent);
    // The name is read from the campaign on every row, never from the cache.
    c.name = 'Renamed';
    expect(cache.forRange(seed.meta.seed, FROM, TO, TODAY).row(c).name).toBe('Renamed');
    // Another day is another range: today's and lifetime spend move with it.
    expect(cache.forRange(seed.meta.seed, FROM, TO, TODAY + 1).figures(c)).not.toBe(paused);
  });

  it('holds at most maxRanges ranges, dropping the least recently used', () => {
    const cache = createFiguresCache({ maxRanges: 2 });
    const c = running();
    cache.forRange(1, 10, 20, 30).figures(c);
    cache.forRange(1, 11, 20, 30).figures(c);
    cache.forRange(1, 10, 20, 30); // used again: now the most recent
    cache.forRange(1, 12, 20, 30);
    expect(cache.ranges()).toEqual(['1:10:20:30', '1:12:20:30']);
    cache.clear();
    expect(cache.ranges()).toEqual([]);
  });
});
