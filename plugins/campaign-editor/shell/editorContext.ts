import type { CampaignRecord } from '../../../src/api/contract';
import type { NewCampaignChoice } from '../../../src/campaign/newCampaignChoice';
import type { SectionContext } from '../sections/sectionContract';

/** Today's calendar date in the campaign's timezone ("never before today", spec 1 §4). */
export const todayIn = (offsetSeconds: number, now: number = Date.now()): string =>
  new Date(now + offsetSeconds * 1000).toISOString().slice(0, 10);

/**
 * Whether a campaign is an audio campaign (Voice Reward Ads: tracks instead of creatives, no advanced
 * tab, the Voice Reward Ads type card). It is fixed where the campaign comes from, never by the type
 * the form holds now: an audio campaign switched to another type keeps its card and can switch back.
 * - A stored campaign (or the source of a copy): its tracks flag, set when it was created as audio,
 *   which a type change does not clear; or its stored type.
 * - A new campaign: the choice made in the list's Campaign Type modal (spec 1 §2).
 * Both need audio enabled for the white-label (spec 1 §1), the flag the modal's offeredTypes reads; a
 * campaign already stored as audio stays audio, so its own type is always shown.
 */
export const isAudioRecord = (record: Pick<CampaignRecord, 'visuals' | 'bidding_strategy'>): boolean =>
  record.visuals.audio_enabled || record.bidding_strategy.type === 'other';

export const isAudioChoice = (choice: Pick<NewCampaignChoice, 'isAudio'> | null, audioEnabled: boolean): boolean =>
  audioEnabled && choice?.isAudio === true;

/** What the rules and sections see besides the values. */
export const sectionContext = (
  record: CampaignRecord | undefined,
  isAudio: boolean,
  timezoneOffsetSeconds: number | undefined,
  maxMargin: number | undefined,
): SectionContext => ({
  isNew: record === undefined,
  isAudio,
  maxMargin,
  today: todayIn(timezoneOffsetSeconds ?? 0),
});
