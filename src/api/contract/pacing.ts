import { CAMPAIGN_STATUS, type CampaignStatusKey } from './campaign';
import type { CurrencyCode } from './user';
import type { ReportMetric } from './reports';

/**
 * Pacing of running campaigns (beyond the spec; the rules are src/domain/pacing). Every
 * figure here is spend-derived, so it follows the reports' one permission rule as spend does
 * (PACING_FIELD_METRIC → METRIC_PERMISSIONS.spent): a caller without REPORT_SPEND gets none of it.
 */

/** Statuses that pace: running, and running with today's budget reached (31). */
export const PACING_STATUSES: readonly CampaignStatusKey[] = [CAMPAIGN_STATUS.running, CAMPAIGN_STATUS.running_daily_budget_reached];

/** A running campaign's pacing, as of the start of the current hour (the reports' last whole hour). */
export interface CampaignPacing {
  /** ISO date-time UTC the figures are read up to. */
  as_of: string;
  /** Spent since the flight started (the reports' spend over the same hours). */
  spend_to_date: number;
  /** What an even use of the budget over the running hours would have spent by now. */
  ideal_to_date: number;
  /** spend_to_date ÷ ideal_to_date to 2 decimals; null when nothing is owed yet. */
  ratio: number | null;
  /** ISO date-time UTC at which the (daily) budget runs out at the current rate; null when it lasts. */
  budget_runs_out_at: string | null;
}

/** The list's pacing filter (`pacing` in the list body): under is a ratio below 0.8, over above 1.2. */
export const PACING_FILTERS = ['under', 'over'] as const;
export type PacingFilter = (typeof PACING_FILTERS)[number];

/** One day of the spend-versus-ideal line: both cumulative since the flight started, at the day's end (or now). */
export interface PacingPoint {
  /** ISO date (UTC day). */
  day: string;
  spend: number;
  ideal: number;
}

/** At most this many days of the line are answered (the latest): the chart shows a flight, not a decade. */
export const MAX_PACING_POINTS = 400;

/** GET /v1/campaign/{id}/pacing (path ours: docs/decisions.md). */
export interface CampaignPacingAnswer {
  campaign_id: number;
  currency: CurrencyCode;
  /** null when the campaign does not run (and for a caller without REPORT_SPEND: left out). */
  pacing?: CampaignPacing | null;
  series?: PacingPoint[];
  /** When the campaign's account balance runs out across all its running campaigns; null when it lasts. */
  balance_runs_out_at?: string | null;
}

export const campaignPacingPath = (id: number | string): string => `/v1/campaign/${id}/pacing`;

/** Which figure each pacing field is, for the one rule (fieldPermitted / permittedFields). */
export const PACING_FIELD_METRIC: Readonly<Record<string, ReportMetric>> = {
  pacing: 'spent',
  series: 'spent',
  balance_runs_out_at: 'spent',
};

/** The top bar warns when the balance runs out within this many days. */
export const BALANCE_RUN_OUT_WARNING_DAYS = 3;
