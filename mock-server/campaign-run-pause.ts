import { CAMPAIGN_STATUS, type CampaignStatusKey } from '../src/api/contract';
import { toMinor } from '../src/domain/minorUnits';
import type { DbState, StoredCampaign } from './db/types';
import * as mockClock from './clock';

/**
 * The run/pause rules of spec 1 §4, shared by the row actions (routes/campaign-actions.ts) and the bulk
 * edit (campaign-bulk/row-change.ts), so both answer a campaign alike.
 */
const S = CAMPAIGN_STATUS;

/**
 * Spec 1 §4: Pause from the running states; Run from paused, balance-paused, waiting or archived.
 * Not shown by the spec, chosen here and in the app alike (plugins/campaigns/runPauseRules.ts): a
 * campaign waiting for the ad exchange is approved and about to serve, so it can be paused; one paused
 * pending balance validation can be run. Anything else is code 134.
 */
export const PAUSABLE = new Set<number>([S.running, S.running_daily_budget_reached, S.waiting_for_ad_exchange]);
export const RUNNABLE = new Set<number>([S.paused, S.paused_due_to_user_balance_spent, S.paused_pending_balance_validation, S.waiting_to_start, S.archived]);

/** A campaign that runs again waits for its start date when that is still ahead. */
export const runTarget = (c: Pick<StoredCampaign, 'campaign_start_at'>): CampaignStatusKey =>
  c.campaign_start_at !== null && Date.parse(c.campaign_start_at) > mockClock.now() ? S.waiting_to_start : S.running;

/** The status Pause leads to, or null when Pause does not apply (code 134). */
export const pauseTransition = (c: StoredCampaign): CampaignStatusKey | null => (PAUSABLE.has(c.status_key) ? S.paused : null);

/** The status Run leads to, or null when Run does not apply (code 134). */
export const runTransition = (c: Pick<StoredCampaign, 'status_key' | 'campaign_start_at'>): CampaignStatusKey | null =>
  RUNNABLE.has(c.status_key) ? runTarget(c) : null;

/**
 * Run needs money behind it (spec 2 §8 "insufficient budget to start"). Our rule, the spec names only
 * the message: the account's balance must cover one day of the campaign's budget (balance ≥ daily
 * budget, both in the account's currency, and above zero), else code 1330 and nothing changes. Other
 * campaigns already running are not reserved against it: the balance is spent as they serve, and a
 * campaign whose account runs dry is paused by the serving side (status 44). `budget` is the daily
 * budget the campaign will run with (a bulk change may set it in the same write).
 */
export const fundsOneDay = (state: DbState, spaceId: number, budget: number): boolean => {
  const space = state.spaces.find((s) => s.id === spaceId);
  return space !== undefined && space.balance_minor > 0 && space.balance_minor >= toMinor(budget);
};
