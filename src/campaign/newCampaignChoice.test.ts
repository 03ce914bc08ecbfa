import { describe, expect, it } from 'vitest';
import { DEFAULT_GOAL, offeredTypes, readNewCampaignChoice, storeNewCampaignChoice } from './newCampaignChoice';

describe('campaign types', () => {
  it('sets the default goal of each type', () => {
    expect(DEFAULT_GOAL).toEqual({
      awareness: 'enhanced_exposure',
      consideration: 'landing_page_traffic',
      conversion: 'web_standard_conversion',
      other: 'audio_advertising',
    });
  });
  it('offers Voice Reward Ads only where audio is enabled', () => {
    expect(offeredTypes(false)).toEqual(['awareness', 'consideration', 'conversion']);
    expect(offeredTypes(true)).toContain('other');
  });
  it('stores the choice with its goal and whether it is audio', () => {
    expect(readNewCampaignChoice()).toBeNull();
    storeNewCampaignChoice('other');
    expect(readNewCampaignChoice()).toEqual({ type: 'other', goal: 'audio_advertising', isAudio: true });
    storeNewCampaignChoice('conversion');
    expect(readNewCampaignChoice()).toEqual({ type: 'conversion', goal: 'web_standard_conversion', isAudio: false });
  });
});
