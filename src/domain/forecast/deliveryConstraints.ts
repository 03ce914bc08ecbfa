import { DEFAULT_DAILY_FREQUENCY_CAP, FREQUENCY_CAP_KEY, type CampaignFrequencyCap, type CampaignScheduling, type FrequencyCapKey } from '../../api/contract';
import { HOURS_PER_WEEK } from './deliveryModel';

/** Days in each cap's period: a weekly cap of 14 allows 2 a day on average. */
const CAP_DAYS: Readonly<Record<FrequencyCapKey, number>> = { [FREQUENCY_CAP_KEY.daily]: 1, [FREQUENCY_CAP_KEY.weekly]: 7, [FREQUENCY_CAP_KEY.monthly]: 30 };

/** Hours a week the schedule grid runs in; null (no schedule) is every hour. Hours are counted once. */
export const scheduleHours = (grid: CampaignScheduling | null): number => {
  if (grid === null) return HOURS_PER_WEEK;
  let hours = 0;
  for (let day = 0; day < 7; day++) hours += new Set((grid[String(day)] ?? []).filter((hour) => Number.isInteger(hour) && hour >= 0 && hour < 24)).size;
  return hours;
};

export interface BindingCap {
  key: FrequencyCapKey;
  value: number;
  /** The cap as impressions per user per day. */
  daily: number;
}

/** The cap that allows the fewest impressions a day, or null when none is set. */
export const bindingCap = (caps: readonly CampaignFrequencyCap[]): BindingCap | null =>
  caps.reduce<BindingCap | null>((tightest, cap) => {
    const days = CAP_DAYS[cap.key];
    if (days === undefined) return tightest;
    const daily = cap.value / days;
    return tightest === null || daily < tightest.daily ? { key: cap.key, value: cap.value, daily } : tightest;
  }, null);

/**
 * The cap a relaxed frequency would be: the default daily cap of 7 (spec 2 §3) in the cap's own
 * period. A cap already at or above it is not a constraint worth relaxing.
 */
export const relaxedCap = (cap: BindingCap): number | null => {
  const relaxed = DEFAULT_DAILY_FREQUENCY_CAP * CAP_DAYS[cap.key];
  return cap.value < relaxed ? relaxed : null;
};

/** A bid relaxed by half again (to the market's reference CPM when there is none), in whole cents. */
export const relaxedBid = (cpm: number, reference: number): number => (cpm > 0 ? Math.ceil(cpm * 150) / 100 : reference);
