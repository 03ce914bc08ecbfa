import type { CampaignRecord } from '../../../src/api/contract';
import type { CampaignFormValues } from '../form/campaignFormValues';
import type { SectionContext } from '../sections/sectionContract';

/** Today's calendar date in the campaign's timezone ("never before today", spec 1 §4). */
export const todayIn = (offsetSeconds: number, now: number = Date.now()): string =>
  new Date(now + offsetSeconds * 1000).toISOString().slice(0, 10);

/** What the rules and sections see besides the values. */
export const sectionContext = (
  record: CampaignRecord | undefined,
  values: Pick<CampaignFormValues, 'timezone_offset_seconds'> & { bidding_strategy: { type: string } },
  maxMargin: number | undefined,
): SectionContext => ({
  isNew: record === undefined,
  // Voice Reward Ads (type other) are the audio campaigns.
  isAudio: values.bidding_strategy.type === 'other',
  maxMargin,
  today: todayIn(values.timezone_offset_seconds ?? 0),
});
