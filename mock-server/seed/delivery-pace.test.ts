import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUS } from '../../src/api/contract';
import { parseIsoDay } from '../dates';
import { hourWeights } from '../reports/report-slices';
import { deliveryPace } from './delivery-pace';
import { DEFAULT_SEED, LOW_BALANCE_ACCOUNT, PACING_CAMPAIGNS } from './facts';
import { dailyFigures, type MetricsProfile } from './metrics';

const SEED = DEFAULT_SEED;
// 2026-11-16 was a Monday, 2026-11-22 a Sunday (UTC days, as the grid is read).
const MONDAY = parseIsoDay('2026-11-16') ?? 0;
const SUNDAY = parseIsoDay('2026-11-22') ?? 0;

const campaign = (fields: Partial<MetricsProfile> = {}): MetricsProfile => ({
  id: 5_000_001,
  status_key: CAMPAIGN_STATUS.running,
  budget: 240,
  goal: 'maximized_reach',
  currency: 'USD',
  campaign_start_at: '2026-01-01T00:00:00.000Z',
  campaign_end_at: null,
  updated_at: '2026-01-01T00:00:00.000Z',
  freq_and_scheduling_on: false,
  scheduling: {},
  ...fields,
});

describe('delivery pace', () => {
  it('gives the seeded states their pace, and the other campaigns levels under, on track and over', () => {
    expect(deliveryPace(SEED, { id: PACING_CAMPAIGNS.over.id })).toEqual({ level: 1.45, steady: true, even: false });
    expect(deliveryPace(SEED, { id: PACING_CAMPAIGNS.runsOutToday.id })).toEqual({ level: 1.02, steady: true, even: true });
    const levels = Array.from({ length: 300 }, (_, i) => deliveryPace(SEED, { id: 2_000_000 + i }).level);
    expect(levels.filter((level) => level < 0.8).length).toBeGreaterThan(30);
    expect(levels.filter((level) => level >= 0.9 && level <= 1.1).length).toBeGreaterThan(60);
    expect(levels.filter((level) => level > 1.3).length).toBeGreaterThan(30);
    expect(Math.max(...levels)).toBeLessThanOrEqual(2);
  });

  it('spends a steady pace exactly, every day, weekends included', () => {
    const steady = dailyFigures(SEED, campaign({ id: PACING_CAMPAIGNS.over.id }));
    expect(steady(MONDAY).spent).toBe(348);
    expect(steady(SUNDAY).spent).toBe(348);
  });

  it("delivers the low-balance account's pinned daily spend exactly, evenly, at status 31 as at 3", () => {
    const [capped, plain] = LOW_BALANCE_ACCOUNT.runningCampaigns;
    for (const [fact, status] of [[capped, CAMPAIGN_STATUS.running_daily_budget_reached], [plain, CAMPAIGN_STATUS.running]] as const) {
      const figures = dailyFigures(SEED, campaign({ id: fact.id, status_key: status, budget: fact.dailySpend }));
      expect(figures(MONDAY).spent).toBe(fact.dailySpend);
      expect(figures(SUNDAY).spent).toBe(fact.dailySpend);
      expect(new Set(hourWeights(SEED, campaign({ id: fact.id }), MONDAY))).toEqual(new Set([1]));
    }
  });
});

describe('the schedule grid', () => {
  const grid = { '0': [], '1': [8, 9, 10], '2': [], '3': [], '4': [], '5': [], '6': [] };

  it('puts no weight on the hours it switches off, and some on each it keeps', () => {
    // Positive control: without the grid every hour of the day has a share.
    expect(hourWeights(SEED, campaign(), MONDAY).filter((w) => w > 0)).toHaveLength(24);
    const weights = hourWeights(SEED, campaign({ freq_and_scheduling_on: true, scheduling: grid }), MONDAY);
    expect(weights.map((w, h) => (w > 0 ? h : -1)).filter((h) => h >= 0)).toEqual([8, 9, 10]);
    // The grid counts only while scheduling is on (spec 2 §3).
    expect(hourWeights(SEED, campaign({ scheduling: grid }), MONDAY).filter((w) => w > 0)).toHaveLength(24);
  });

  it('delivers nothing on a day it keeps no hour of, and the day whole on a day it does', () => {
    const figures = dailyFigures(SEED, campaign({ freq_and_scheduling_on: true, scheduling: grid }));
    const plain = dailyFigures(SEED, campaign());
    expect(figures(MONDAY)).toEqual(plain(MONDAY));
    expect(figures(MONDAY).spent).toBeGreaterThan(0);
    expect(plain(SUNDAY).spent).toBeGreaterThan(0);
    expect(figures(SUNDAY)).toEqual({ impressions: 0, clicks: 0, spent: 0, conversions: 0 });
  });

  it('spreads an even pace equally over the hours', () => {
    const weights = hourWeights(SEED, campaign({ id: PACING_CAMPAIGNS.runsOutToday.id }), MONDAY);
    expect(new Set(weights)).toEqual(new Set([1]));
  });
});
