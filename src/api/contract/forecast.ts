import { AUDIENCE_SIZE_DEBOUNCE_MS, type AudienceSizeRequest } from './campaign-estimates';
import type { CampaignFrequencyCap, CampaignScheduling, FrequencyCapKey } from './campaign-targeting';
import type { ReportMetric } from './reports';
import type { CurrencyCode } from './user';

/**
 * The editor's delivery forecast while targeting (beyond the spec): forecast daily
 * impressions, reach and spend for the targeting, bid, daily budget, schedule and frequency caps being
 * edited, and the one constraint whose relaxing would gain the most. The path is ours (the spec has no
 * forecast); docs/decisions.md and mock-server/README.md name it too.
 */
export const FORECAST_PATH = '/v1/campaign/forecast';

/** The forecast is asked as the audience estimate is: once the values have rested this long. */
export const FORECAST_DEBOUNCE_MS = AUDIENCE_SIZE_DEBOUNCE_MS;

/** The contract's bounds on what the forecast reads beyond the audience estimate's own body. */
export const FORECAST_LIMITS = {
  /** One cap per period at most (daily, weekly, monthly). */
  frequencyCaps: 3,
  /** A daily budget or a bid above this is refused (the campaign's own fields have no larger figure). */
  maxAmount: 1_000_000_000,
  /** How many ranked candidates the answer lists besides the winner. */
  candidates: 5,
} as const;

/**
 * POST body: the audience estimate's body (the same fields, the same bounds, `cpm` being the bid) plus
 * what decides delivery. Every added field may be left out: no daily budget means no daily limit,
 * no scheduling means every hour of every day, no caps means none. The currency is the campaign's;
 * a new campaign has none yet and names the account it is made in (`space_id`, checked against the
 * caller like every id), else the caller's own account's currency applies.
 */
export interface ForecastRequest extends AudienceSizeRequest {
  currency?: CurrencyCode;
  space_id?: number;
  /** The daily budget in the campaign's currency (decimal); null: none set. */
  daily_budget: number | null;
  /** The schedule grid (weekday '0'-'6' → hours 0-23); null: every hour. */
  scheduling: CampaignScheduling | null;
  frequency_cap: CampaignFrequencyCap[];
}

/** A forecast figure as a low and a high bound. */
export interface ForecastRange {
  low: number;
  high: number;
}

/**
 * A constraint that limits delivery, with what relaxing it to `relaxed` would gain. The values by kind:
 * - frequency_cap: the cap (`cap_key` says per day, week or month) and the cap relaxed to;
 * - bid / daily_budget: amounts in the answer's currency;
 * - schedule: hours a week, and 168 (every hour);
 * - age: the span in years (to − from + 1) and 48 (18 to 65), with `from`/`to`;
 * - gender: 1 (one gender), 2 (all);
 * - cities: the cities named (in or out), 0 (the whole country);
 * - interests / languages / apps / included_audiences / excluded_audiences: how many are named, 0;
 * - similarity: the similarity level and 3.
 */
export type ForecastConstraintKind =
  | 'frequency_cap'
  | 'bid'
  | 'daily_budget'
  | 'schedule'
  | 'age'
  | 'gender'
  | 'cities'
  | 'interests'
  | 'languages'
  | 'apps'
  | 'included_audiences'
  | 'excluded_audiences'
  | 'similarity';

export interface ForecastLimit {
  kind: ForecastConstraintKind;
  current: number;
  relaxed: number;
  /** Whole percent more daily impressions (mid figure) at `relaxed`, all else equal. */
  gain_percent: number;
  cap_key?: FrequencyCapKey;
  from?: number;
  to?: number;
}

/**
 * Envelope code 0 either way; status 500 when the audience estimate under it is unavailable (the
 * panel shows the message and keeps its last figures). A figure the caller's report permissions do
 * not allow is left out (FORECAST_FIELD_METRIC); `limit` and `candidates` are impressions' ratios and
 * need what impressions need, and a budget or bid candidate's amount is a spend figure.
 */
export type ForecastResult =
  | {
      status: 200;
      currency: CurrencyCode;
      /** The audience estimate's figure for the same targeting: the gauge shows the same number. */
      audience_size: number;
      impressions?: ForecastRange;
      reach?: ForecastRange;
      spend?: ForecastRange;
      /** The constraint whose relaxing gains the most; null when none gains a whole percent. */
      limit?: ForecastLimit | null;
      /** The best candidates, most gain first (at most FORECAST_LIMITS.candidates). */
      candidates?: ForecastLimit[];
    }
  | { status: 500; message: string };

/** Which report figure each forecast figure is, so METRIC_PERMISSIONS limits them as the reports. */
export const FORECAST_FIELD_METRIC: Readonly<Record<string, ReportMetric>> = {
  impressions: 'impressions',
  reach: 'reach',
  spend: 'spent',
  limit: 'impressions',
  candidates: 'impressions',
};
