import { DEFAULT_CAMPAIGN_NAME } from '../../../src/api/contract';
import type { SectionContext } from '../sections/sectionContract';
import { newCampaignValues } from '../form/campaignDefaults';
import type { CampaignFormValues } from '../form/campaignFormValues';
import { emptyAppPromotion, emptyWebsitePromotion } from '../form/campaignMapping';
import type { BasicInfoValues } from './basicInfoModel';

/**
 * A new campaign's basic info as the contract's defaults give it (spec 1 §3: New Campaign, auto
 * enhancement on, no manual bid, awareness with its default goal), for the tests of this folder.
 */
export const newBasicInfo = (overrides: Partial<BasicInfoValues> = {}): CampaignFormValues => ({
  ...newCampaignValues(null),
  name: DEFAULT_CAMPAIGN_NAME,
  country: '',
  timezone_offset_seconds: 0,
  campaignStartAt: null,
  campaignEndAt: null,
  budget: null,
  productURL: '',
  cpxManual: false,
  userCPX: null,
  isAutoEnhancement: true,
  bidding_strategy: {
    type: 'awareness',
    goal: 'enhanced_exposure',
    is_retargeting: false,
    click_url: '',
    app_promotion: emptyAppPromotion(),
    website_promotion: emptyWebsitePromotion(),
  },
  test_devices: [],
  ...overrides,
});

export const TODAY = '2030-05-15';
export const newContext = (overrides: Partial<SectionContext> = {}): SectionContext => ({ isNew: true, isAudio: false, today: TODAY, ...overrides });
