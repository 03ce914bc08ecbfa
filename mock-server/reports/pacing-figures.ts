import { CAMPAIGN_STATUS, MAX_PACING_POINTS, PACING_STATUSES, type CampaignPacing, type PacingPoint } from '../../src/api/contract';
import { balanceRunsOutAt, budgetRunsOutAt, idealToDate, pacingRatio, spendPerDay, type PacingPlan } from '../../src/domain/pacing/pacing';
import { DAY_MS, HOUR_MS, weekSchedule } from '../../src/domain/pacing/scheduleHours';
import { isoDay } from '../dates';
import type { StoredCampaign } from '../db/types';
import { round2 } from '../seed/currency';
import { dailyFigures, deliveryWindow, figuresFingerprint, sumMetrics } from '../seed/metrics';
import { hourWeights, splitMetrics } from './report-slices';
import * as mockClock from '../clock';

/**
 * Pacing of running campaigns from the reports' own figures: whole days from the per-day function
 * (seed/metrics.ts), today's hours from the reports' hour split (report-slices.ts), so the spend to
 * date is the reports' spend from the flight's first day to the last whole hour.
 *
 * The mock delivers per UTC day (its daily budget caps a UTC day, its reports are UTC), so pacing reads
 * the flight and the schedule grid in UTC too: a campaign's local day would cut the mock's days in two.
 * The flight starts at the first delivered day's midnight and ends after the last day of its end date,
 * as the figures do. Every campaign's budget is daily (budget_type_key 2).
 */

interface Entry {
  fingerprint: string;
  pacing: CampaignPacing | null;
  /** Spend per day so far (the balance forecast's rate). */
  perDay: number;
}

const planOf = (c: StoredCampaign): PacingPlan | null => {
  const window = deliveryWindow(c);
  if (window === null || !PACING_STATUSES.includes(c.status_key)) return null;
  return {
    budget: c.budget,
    kind: 'daily',
    start: window.first * DAY_MS,
    end: Number.isFinite(window.last) && c.campaign_end_at !== null ? (window.last + 1) * DAY_MS : null,
    // Scheduling off runs every hour (spec 2 §3: the grid applies only with freq_and_scheduling_on).
    schedule: weekSchedule(c.freq_and_scheduling_on ? c.scheduling : null),
  };
};

/** Today's spend in its first `hours` whole hours, split as the reports split the day. */
const todaysSpend = (seed: number, c: StoredCampaign, today: number, hours: number): number => {
  if (hours <= 0) return 0;
  const window = deliveryWindow(c);
  if (!window || today < window.first || today > window.last) return 0;
  const parts = splitMetrics(dailyFigures(seed, c)(today), hourWeights(seed, c, today));
  return round2(parts.slice(0, hours).reduce((sum, part) => sum + part.spent, 0));
};

export interface PacingBook {
  /** null for a campaign that does not run (or never delivered). */
  pacing(c: StoredCampaign): CampaignPacing | null;
  /** The spend-versus-ideal line over the flight, one point a day (the latest MAX_PACING_POINTS). */
  series(c: StoredCampaign): PacingPoint[];
  /** When `balance` runs out across these (the account's) campaigns that run. */
  balanceRunsOutAt(campaigns: readonly StoredCampaign[], balance: number): string | null;
}

/**
 * Pacing read at the start of the current hour, kept per (seed, hour): within the hour a campaign's
 * pacing is computed once (the list's filter reads every matching row), and the hour moving on starts
 * afresh. Each entry remembers the fields it depends on, as the figures cache does.
 */
export const createPacingBook = (): ((seed: number, nowMs?: number) => PacingBook) => {
  let key = '';
  let entries = new Map<number, Entry>();

  return (seed, nowMs = mockClock.now()) => {
    const now = Math.floor(nowMs / HOUR_MS) * HOUR_MS;
    const today = Math.floor(now / DAY_MS);
    const hoursToday = Math.round((now - today * DAY_MS) / HOUR_MS);
    if (key !== `${seed}:${now}`) {
      key = `${seed}:${now}`;
      entries = new Map();
    }

    const entryOf = (c: StoredCampaign): Entry => {
      const fingerprint = figuresFingerprint(c);
      const cached = entries.get(c.id);
      if (cached?.fingerprint === fingerprint) return cached;
      const plan = planOf(c);
      let entry: Entry = { fingerprint, pacing: null, perDay: 0 };
      if (plan && now > plan.start) {
        const today_ = todaysSpend(seed, c, today, hoursToday);
        const total = round2(sumMetrics(seed, c, Math.floor(plan.start / DAY_MS), today).spent + today_);
        const ideal = idealToDate(plan, now);
        const runsOut = budgetRunsOutAt(plan, { total, today: today_, dailyBudgetReached: c.status_key === CAMPAIGN_STATUS.running_daily_budget_reached }, now);
        entry = {
          fingerprint,
          pacing: {
            as_of: new Date(now).toISOString(),
            spend_to_date: total,
            ideal_to_date: ideal,
            ratio: pacingRatio(total, ideal),
            budget_runs_out_at: runsOut === null ? null : new Date(runsOut).toISOString(),
          },
          perDay: spendPerDay(total, plan.start, now),
        };
      }
      entries.set(c.id, entry);
      return entry;
    };

    const series = (c: StoredCampaign): PacingPoint[] => {
      const plan = planOf(c);
      if (!plan || now <= plan.start) return [];
      const first = Math.floor(plan.start / DAY_MS);
      const from = Math.max(first, today - MAX_PACING_POINTS + 1);
      const onDay = dailyFigures(seed, c);
      const last = deliveryWindow(c)?.last ?? today;
      let spend = from > first ? sumMetrics(seed, c, first, from).spent : 0;
      const points: PacingPoint[] = [];
      for (let day = from; day <= today; day += 1) {
        const dayEnd = Math.min((day + 1) * DAY_MS, now);
        spend = round2(spend + (day === today ? todaysSpend(seed, c, today, hoursToday) : day <= last ? onDay(day).spent : 0));
        points.push({ day: isoDay(day), spend, ideal: idealToDate(plan, dayEnd) });
      }
      return points;
    };

    return {
      pacing: (c) => entryOf(c).pacing,
      series,
      balanceRunsOutAt: (campaigns, balance) => {
        const rates = campaigns.filter((c) => PACING_STATUSES.includes(c.status_key)).map((c) => entryOf(c).perDay);
        const at = balanceRunsOutAt(balance, rates, now);
        return at === null ? null : new Date(at).toISOString();
      },
    };
  };
};
