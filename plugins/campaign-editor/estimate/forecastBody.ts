import type { CampaignFrequencyCap, CampaignScheduling, CurrencyCode, ForecastRequest } from '../../../src/api/contract';
import { audienceSizeBody, type AudienceInputs } from './estimateBodies';

/** The form values the forecast reads besides the audience estimate's (useWatch names in useForecast). */
export interface DeliveryInputs {
  budget: number | null | undefined;
  scheduling: CampaignScheduling | undefined;
  frequencyCap: CampaignFrequencyCap[] | undefined;
  freqAndSchedulingOn: boolean | undefined;
  currency: CurrencyCode | undefined;
  /** The account the session acts on (where a new campaign is created); null before one is known. */
  spaceId?: number | null;
}

/** A cap the frequency rules would accept (a whole number from 1); one the tab is still refusing is not forecast. */
const usableCap = (cap: CampaignFrequencyCap | undefined): cap is CampaignFrequencyCap =>
  cap !== undefined && Number.isInteger(cap.value) && cap.value >= 1;

/**
 * The POST forecast body: the audience estimate's body as the gauge asks it (so both figures agree),
 * plus the daily budget, the schedule and the caps. Caps and schedule apply only while the frequency
 * tab's switch (freq_and_scheduling_on) is on, as they do for the campaign; off, the forecast runs
 * every hour without a cap. A cleared budget forecasts without a daily limit; a new campaign has no
 * currency yet and sends the account it is made in instead, whose currency the mock takes.
 */
export const forecastBody = (audience: AudienceInputs, delivery: DeliveryInputs): ForecastRequest => {
  const on = delivery.freqAndSchedulingOn === true;
  const budget = delivery.budget;
  const caps = on ? (delivery.frequencyCap ?? []).filter(usableCap) : [];
  return {
    ...audienceSizeBody(audience),
    ...(delivery.currency ? { currency: delivery.currency } : {}),
    ...(!delivery.currency && typeof delivery.spaceId === 'number' ? { space_id: delivery.spaceId } : {}),
    daily_budget: typeof budget === 'number' && Number.isFinite(budget) && budget >= 0 ? budget : null,
    scheduling: on && delivery.scheduling ? delivery.scheduling : null,
    // One cap per period, as the mock requires: the first of a key wins.
    frequency_cap: caps.filter((cap, index) => caps.findIndex((other) => other.key === cap.key) === index).map(({ key, value }) => ({ key, value })),
  };
};
