import type { CampaignTargeting } from '../../../src/api/contract';
import { defaultTargeting } from '../../../src/api/contract/campaign-defaults';
import type { SectionContext } from '../sections/sectionContract';
import type { CampaignFormValues } from '../form/campaignFormValues';
import { newCampaignValues } from '../form/campaignDefaults';

/** The targeting a new campaign starts with (the contract's defaults), with the given changes. */
export const newTargeting = (overrides: Partial<CampaignTargeting> = {}): CampaignTargeting => ({ ...defaultTargeting(), ...overrides });

/** Manual targeting in a campaign with a country, with the given targeting changes. */
export const manualValues = (overrides: Partial<CampaignTargeting> = {}, country = 'NG'): CampaignFormValues => ({
  ...newCampaignValues(null),
  country,
  targeting: newTargeting({ automatic_targeting: false, ...overrides }),
});

export const TODAY = '2030-05-15';
export const newContext = (overrides: Partial<SectionContext> = {}): SectionContext => ({ isNew: true, isAudio: false, today: TODAY, ...overrides });
