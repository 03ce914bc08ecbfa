import { FREQUENCY_CAP_KEY, type CampaignFrequencyCap, type FrequencyCapKey } from '../../../src/api/contract';

/**
 * The form keeps the caps as the record does (spec 2 §3): a list of {key, value} where a cap not set
 * is absent, keys 1 daily, 2 weekly, 3 monthly. These helpers read and edit that list by cap name, so
 * the inputs show three fields and the list stays the record's shape.
 */
export type CapName = keyof typeof FREQUENCY_CAP_KEY;

/** Shortest period first: the order of the inputs and of "monthly > weekly > daily". */
export const CAP_NAMES: readonly CapName[] = ['daily', 'weekly', 'monthly'];

/** The position of a cap in the list (its form path is `frequencyCap.<index>.value`), or -1 when not set. */
export const capIndex = (caps: readonly CampaignFrequencyCap[] | undefined, name: CapName): number =>
  (caps ?? []).findIndex((cap) => cap?.key === FREQUENCY_CAP_KEY[name]);

/** The cap's value, undefined when not set. */
export const capValue = (caps: readonly CampaignFrequencyCap[] | undefined, name: CapName): number | undefined =>
  (caps ?? [])[capIndex(caps, name)]?.value;

/**
 * The list with one cap set or, for null, removed. A cap is set in place and a new one appended, so
 * the other caps keep their positions (their form paths) while the advertiser types.
 */
export const withCap = (caps: readonly CampaignFrequencyCap[] | undefined, name: CapName, value: number | null): CampaignFrequencyCap[] => {
  const list = [...(caps ?? [])];
  const key: FrequencyCapKey = FREQUENCY_CAP_KEY[name];
  const index = capIndex(list, name);
  if (value === null) return index < 0 ? list : list.filter((_, position) => position !== index);
  if (index >= 0) return list.map((cap, position) => (position === index ? { key, value } : cap));
  return [...list, { key, value }];
};
