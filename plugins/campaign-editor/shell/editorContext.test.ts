import { describe, expect, it } from 'vitest';
import type { CampaignRecord } from '../../../src/api/contract';
import { isAudioChoice, isAudioRecord, sectionContext } from './editorContext';

const stored = (type: CampaignRecord['bidding_strategy']['type'], audioEnabled: boolean) =>
  ({ bidding_strategy: { type }, visuals: { audio_enabled: audioEnabled } }) as CampaignRecord;

describe('an audio campaign is fixed by where it comes from, not by the type the form holds', () => {
  it('a stored audio campaign switched to another type and saved is still audio (its tracks flag stays)', () => {
    expect(isAudioRecord(stored('other', true))).toBe(true);
    expect(isAudioRecord(stored('awareness', true))).toBe(true);
    expect(isAudioRecord(stored('awareness', false))).toBe(false);
  });

  it('a new campaign is audio when Voice Reward Ads was chosen, and only where the white-label enables audio', () => {
    expect(isAudioChoice({ isAudio: true }, true)).toBe(true);
    expect(isAudioChoice({ isAudio: true }, false)).toBe(false);
    expect(isAudioChoice({ isAudio: false }, true)).toBe(false);
    expect(isAudioChoice(null, true)).toBe(false);
  });

  it('the sections see what they are given, whatever type is chosen meanwhile', () => {
    expect(sectionContext(undefined, true, 3600, undefined)).toMatchObject({ isNew: true, isAudio: true });
    expect(sectionContext(stored('awareness', true), true, 0, 40)).toMatchObject({ isNew: false, isAudio: true, maxMargin: 40 });
  });
});
