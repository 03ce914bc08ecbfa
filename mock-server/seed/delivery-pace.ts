import type { CampaignScheduling } from '../../src/api/contract';
import { DAY_MS, HOUR_MS, runsAt, scheduledHours, weekSchedule, type WeekSchedule } from '../../src/domain/pacing/scheduleHours';
import type { StoredCampaign } from '../db/types';
import { LOW_BALANCE_ACCOUNT, PACING_CAMPAIGNS } from './facts';
import { hashUnit } from './random';

/**
 * How a campaign delivers against its daily budget, which the per-day figures (metrics.ts) and their
 * hour split (reports/report-slices.ts) both read, so the reports and pacing tell one story:
 * - `level`: the share of the daily budget a day delivers (above 1 overdelivers; an ad server allows 2);
 * - `steady`: every running day delivers exactly `level` (the seeded pacing states); otherwise each day
 *   moves it a little and weekends deliver less;
 * - `even`: the day is spread evenly over its running hours instead of following people's day.
 * Campaigns other than the seeded states draw a level: about a third under, half on track, the rest
 * over, so the list's pacing filter finds rows either way. It is the campaign's own, whatever its
 * status: pausing a campaign stops its days, it does not rewrite the ones it delivered.
 */
export interface DeliveryPace {
  level: number;
  steady: boolean;
  even: boolean;
}

export interface PaceProfile {
  id: number;
}
export type GridProfile = Pick<StoredCampaign, 'freq_and_scheduling_on' | 'scheduling'>;

// The low-balance account's running campaigns deliver their daily budget exactly and evenly, so their
// spend per day is a pinned fact (facts.ts LOW_BALANCE_ACCOUNT).
type SeededPace = { pace: number; even?: boolean };
const SEEDED: ReadonlyMap<number, SeededPace> = new Map<number, SeededPace>([
  ...Object.values(PACING_CAMPAIGNS).map((fact): [number, SeededPace] => [fact.id, fact]),
  ...LOW_BALANCE_ACCOUNT.runningCampaigns.map((fact): [number, SeededPace] => [fact.id, { pace: 1, even: true }]),
]);

/** The campaign's pace (a status 31 campaign's days stop at its daily budget instead: metrics.ts). */
export const deliveryPace = (seed: number, c: PaceProfile): DeliveryPace => {
  const fact = SEEDED.get(c.id);
  if (fact) return { level: fact.pace, steady: true, even: fact.even === true };
  const u = hashUnit(seed, c.id, 7);
  const v = hashUnit(seed, c.id, 8);
  const level = u < 0.3 ? 0.5 + 0.2 * v : u < 0.8 ? 0.95 + 0.15 * v : 1.4 + 0.2 * v;
  return { level, steady: false, even: false };
};

/** The grid the campaign delivers in (UTC, as the mock's days), or null when it runs every hour. */
export const deliveryGrid = (c: GridProfile): WeekSchedule | null => (c.freq_and_scheduling_on ? weekSchedule(c.scheduling) : null);

/** Whether the grid keeps at least one hour of the day (day number): a day without one delivers nothing. */
export const runsOnDay = (grid: WeekSchedule | null, day: number): boolean => grid === null || scheduledHours(grid, day * DAY_MS, (day + 1) * DAY_MS) > 0;

/** Whether the grid keeps hour `hour` of the day (day number). */
export const runsInHour = (grid: WeekSchedule | null, day: number, hour: number): boolean => grid === null || runsAt(grid, day * DAY_MS + hour * HOUR_MS);

/**
 * The seeded pacing facts put on their campaigns (no random number drawn, so nothing else shifts): the
 * pacing states' schedule grids, and the low-balance account's pinned daily budgets.
 */
export const withPacingFacts = (campaigns: StoredCampaign[]): StoredCampaign[] => {
  const grids = new Map<number, CampaignScheduling>();
  for (const fact of Object.values(PACING_CAMPAIGNS)) if ('grid' in fact) grids.set(fact.id, structuredClone(fact.grid));
  const budgets = new Map<number, number>(LOW_BALANCE_ACCOUNT.runningCampaigns.map((fact) => [fact.id, fact.dailySpend]));
  return campaigns.map((c) => {
    const grid = grids.get(c.id);
    // Only in the low-balance account: the large scale deals these ids to another account and currency.
    const budget = c.space_id === LOW_BALANCE_ACCOUNT.spaceId ? budgets.get(c.id) : undefined;
    if (!grid && budget === undefined) return c;
    return { ...c, ...(grid ? { freq_and_scheduling_on: true, scheduling: grid } : {}), ...(budget !== undefined ? { budget } : {}) };
  });
};
