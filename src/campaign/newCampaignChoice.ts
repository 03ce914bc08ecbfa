import type { CampaignGoal, CampaignType } from '../api/contract';

/** Choosing a campaign type sets its default goal (spec 1 §4 "Form behaviour"). */
export const DEFAULT_GOAL: Readonly<Record<CampaignType, CampaignGoal>> = {
  awareness: 'enhanced_exposure',
  consideration: 'landing_page_traffic',
  conversion: 'web_standard_conversion',
  other: 'audio_advertising',
};

/** The cards of the Campaign Type modal; Voice Reward Ads (type other) only where audio is enabled. */
export const offeredTypes = (audioEnabled: boolean): CampaignType[] =>
  audioEnabled ? ['awareness', 'consideration', 'conversion', 'other'] : ['awareness', 'consideration', 'conversion'];

export interface NewCampaignChoice {
  type: CampaignType;
  goal: CampaignGoal;
  isAudio: boolean;
}

const CHOICE_KEY = 'DSP_NEW_CAMPAIGN_TYPE';

/** The type chosen in the modal, kept for the session so the create form starts from it. */
export const storeNewCampaignChoice = (type: CampaignType): NewCampaignChoice => {
  const choice = { type, goal: DEFAULT_GOAL[type], isAudio: type === 'other' };
  sessionStorage.setItem(CHOICE_KEY, JSON.stringify(choice));
  return choice;
};

export const readNewCampaignChoice = (): NewCampaignChoice | null => {
  try {
    const value = JSON.parse(sessionStorage.getItem(CHOICE_KEY) ?? 'null') as NewCampaignChoice | null;
    return value && value.type in DEFAULT_GOAL ? value : null;
  } catch {
    return null;
  }
};
