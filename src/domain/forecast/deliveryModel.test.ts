import { describe, expect, it } from 'vitest';
import { forecastDelivery, HOURS_PER_WEEK, referenceCpm, scheduleReach, winRate, type DeliveryInputs } from './deliveryModel';

const BASE: DeliveryInputs = { audienceSize: 1_000_000, cpm: 0.5, referenceCpm: 0.5, dailyBudget: null, scheduleHours: HOURS_PER_WEEK, dailyCap: null };

describe('forecastDelivery', () => {
  it('grows with the audience, in proportion', () => {
    const one = forecastDelivery(BASE);
    const two = forecastDelivery({ ...BASE, audienceSize: 2_000_000 });
    expect(two.impressions).toBeCloseTo(one.impressions * 2);
    expect(two.reach).toBeCloseTo(one.reach * 2);
  });

  it('delivers nothing to an empty audience, at a zero bid or with every schedule hour off', () => {
    expect(forecastDelivery({ ...BASE, audienceSize: 0 }).impressions).toBe(0);
    expect(forecastDelivery({ ...BASE, cpm: 0 })).toMatchObject({ impressions: 0, reach: 0, spend: 0 });
    expect(forecastDelivery({ ...BASE, scheduleHours: 0 })).toMatchObject({ impressions: 0, reach: 0, spend: 0 });
  });

  it('caps the impressions per person, never the people reached', () => {
    const free = forecastDelivery(BASE);
    const capped = forecastDelivery({ ...BASE, dailyCap: 1 });
    expect(capped.reach).toBeCloseTo(free.reach);
    expect(capped.impressions).toBeCloseTo(free.reach);
    // A cap above what people are offered anyway changes nothing.
    expect(forecastDelivery({ ...BASE, dailyCap: 100 }).impressions).toBeCloseTo(free.impressions);
  });

  it('stops at the daily budget: spend equals it, impressions and reach shrink alike', () => {
    const free = forecastDelivery(BASE);
    const budget = free.spend / 4;
    const limited = forecastDelivery({ ...BASE, dailyBudget: budget });
    expect(limited.spend).toBeCloseTo(budget);
    expect(limited.impressions).toBeCloseTo(free.impressions / 4);
    expect(limited.reach).toBeCloseTo(free.reach / 4);
    expect(limited.uncappedSpend).toBeCloseTo(free.spend);
    expect(forecastDelivery({ ...BASE, dailyBudget: 0 })).toMatchObject({ impressions: 0, spend: 0 });
  });

  it('spends the bid per thousand impressions', () => {
    const { impressions, spend } = forecastDelivery(BASE);
    expect(spend).toBeCloseTo((impressions * 0.5) / 1000);
  });
});

describe('winRate and scheduleReach', () => {
  it('win more with a higher bid, with diminishing returns', () => {
    expect(winRate(0, 0.5)).toBe(0);
    expect(winRate(0.5, 0.5)).toBeCloseTo(0.7, 1);
    expect(winRate(1, 0.5) - winRate(0.5, 0.5)).toBeLessThan(winRate(0.5, 0.5));
    expect(winRate(100, 0.5)).toBeLessThanOrEqual(1);
  });

  it('meets every user at every hour, none at no hour, and more than half at half the hours', () => {
    expect(scheduleReach(HOURS_PER_WEEK)).toBeCloseTo(1);
    expect(scheduleReach(0)).toBe(0);
    expect(scheduleReach(HOURS_PER_WEEK / 2)).toBeGreaterThan(0.5);
  });

  it('reads bids against the currency’s reference CPM, dollars for an unknown one', () => {
    expect(referenceCpm('NGN')).toBe(750);
    expect(referenceCpm('usd')).toBe(0.5);
    expect(referenceCpm('XYZ')).toBe(0.5);
  });
});
