import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUS, type CurrencyCode } from '../../src/api/contract';
import { parseIsoDay } from '../dates';
import { round2 } from '../seed/currency';
import { metricsOnDay, type MetricsProfile } from '../seed/metrics';
import { telcoMonths } from './telco-months';

const SEED = 20260601;
const day = (iso: string): number => parseIsoDay(iso) ?? Number.NaN;
const TODAY = day('2026-11-24');

let nextId = 1_000_001;
const campaign = (fields: Partial<MetricsProfile> & { currency: CurrencyCode; campaign_start_at: string }): MetricsProfile => ({
  id: nextId++,
  status_key: CAMPAIGN_STATUS.running,
  budget: 100,
  goal: 'maximized_reach',
  campaign_end_at: null,
  updated_at: '2026-01-01T00:00:00.000Z',
  freq_and_scheduling_on: false,
  scheduling: {},
  ...fields,
});

/** The spend of [from, to] counted day by day, independently of the module's month cutting. */
const spentOver = (c: MetricsProfile, from: string, to: string): number => {
  let total = 0;
  for (let d = day(from); d <= day(to); d += 1) total += metricsOnDay(SEED, c, d).spent;
  return round2(total);
};

describe('telco months', () => {
  it("lists every month from the first delivery to today's, newest first, a month without delivery at 0", () => {
    const spring = campaign({
      currency: 'USD',
      status_key: CAMPAIGN_STATUS.finished_overdue,
      campaign_start_at: '2026-03-20T00:00:00.000Z',
      campaign_end_at: '2026-04-10T00:00:00.000Z',
      updated_at: '2026-04-10T00:00:00.000Z',
    });
    const autumn = campaign({ currency: 'USD', campaign_start_at: '2026-09-15T00:00:00.000Z' });
    const rows = telcoMonths(SEED, [spring, autumn], TODAY);
    expect(rows.map((row) => row.dimension)).toEqual(['2026-11', '2026-10', '2026-09', '2026-08', '2026-07', '2026-06', '2026-05', '2026-04', '2026-03']);
    expect(rows.find((row) => row.dimension === '2026-06')?.spent_usd).toBe(0);
    expect(rows.find((row) => row.dimension === '2026-03')?.spent_usd).toBe(spentOver(spring, '2026-03-20', '2026-03-31'));
    expect(rows.find((row) => row.dimension === '2026-04')?.spent_usd).toBe(spentOver(spring, '2026-04-01', '2026-04-10'));
    expect(rows.find((row) => row.dimension === '2026-09')?.spent_usd).toBe(spentOver(autumn, '2026-09-15', '2026-09-30'));
    // The running month counts up to today, never the days still to come.
    expect(rows[0]?.spent_usd).toBe(spentOver(autumn, '2026-11-01', '2026-11-24'));
  });

  it('converts each campaign to USD at the mock rate and adds the campaigns of a month', () => {
    const naira = campaign({ currency: 'NGN', budget: 150_000, campaign_start_at: '2026-10-01T00:00:00.000Z' });
    const dram = campaign({ currency: 'AMD', budget: 40_000, campaign_start_at: '2026-10-01T00:00:00.000Z' });
    const dollars = campaign({ currency: 'USD', budget: 100, campaign_start_at: '2026-10-01T00:00:00.000Z' });
    const [, october] = telcoMonths(SEED, [naira, dram, dollars], TODAY);
    const expected = spentOver(naira, '2026-10-01', '2026-10-31') / 1500 + spentOver(dram, '2026-10-01', '2026-10-31') / 400 + spentOver(dollars, '2026-10-01', '2026-10-31');
    expect(october?.dimension).toBe('2026-10');
    expect(october?.spent_usd).toBe(round2(expected));
    // A daily budget of 100 USD (or its equal) spends between 36 USD (an underpacing campaign's weekend)
    // and 200 USD (an ad server delivers at most twice a daily budget) a day: 31 days of three.
    expect(october?.spent_usd).toBeGreaterThan(3 * 31 * 36);
    expect(october?.spent_usd).toBeLessThan(3 * 31 * 200);
  });

  it('has no months for campaigns that never delivered or start after today, nor for no campaigns', () => {
    const draft = campaign({ currency: 'USD', status_key: CAMPAIGN_STATUS.draft, campaign_start_at: '2026-05-01T00:00:00.000Z' });
    const later = campaign({ currency: 'USD', campaign_start_at: '2026-12-01T00:00:00.000Z' });
    expect(telcoMonths(SEED, [draft, later], TODAY)).toEqual([]);
    expect(telcoMonths(SEED, [], TODAY)).toEqual([]);
  });

  it('keeps a year boundary in order', () => {
    const winter = campaign({ currency: 'USD', campaign_start_at: '2025-12-30T00:00:00.000Z' });
    const rows = telcoMonths(SEED, [winter], day('2026-01-02'));
    expect(rows.map((row) => row.dimension)).toEqual(['2026-01', '2025-12']);
    expect(rows[1]?.spent_usd).toBe(spentOver(winter, '2025-12-30', '2025-12-31'));
  });
});
