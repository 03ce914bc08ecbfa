import { CAMPAIGN_STATUS, type CampaignGoal } from '../../../src/api/contract';
import { hasUtmParams } from '../../../src/domain/campaign-rules/basicInfoRules';
import type { CampaignFormValues } from '../form/campaignFormValues';

/** The form values basic info reads and writes; its rules and tests need no more than these. */
export type BasicInfoValues = Pick<
  CampaignFormValues,
  | 'status_key'
  | 'name'
  | 'country'
  | 'timezone_offset_seconds'
  | 'campaignStartAt'
  | 'campaignEndAt'
  | 'budget'
  | 'productURL'
  | 'cpxManual'
  | 'userCPX'
  | 'isAutoEnhancement'
  | 'bidding_strategy'
  | 'test_devices'
>;

/** Whether a URL carries a utm parameter the platform adds itself: the shared rule's test (src/domain/campaign-rules/basicInfoRules.ts). */
export { hasUtmParams };

/** What the manual bid is paid per thousand of (spec 1 §5 "Manual optimization"), by goal. */
export type BidUnit = 'impressions' | 'clicks' | 'installs' | 'conversions';

export const bidUnit = (goal: CampaignGoal): BidUnit => {
  switch (goal) {
    case 'landing_page_traffic':
      return 'clicks';
    case 'app_installs':
      return 'installs';
    case 'web_standard_conversion':
    case 'website_custom_event':
    case 'app_custom_event':
      return 'conversions';
    default:
      // Awareness goals and audio advertising buy impressions (listens are impressions of the audio ad).
      return 'impressions';
  }
};

/**
 * Name and country stay editable only before a campaign is approved: while a draft, and after a
 * rejection (the advertiser fixes it and publishes again). From moderation on, the campaign is known
 * by that name to the moderators, the exchanges and the reports, and its country drove the timezone
 * of every figure, so both are locked (spec 1 §4 "existing non-editable states").
 */
const EDITABLE_STATUSES: ReadonlySet<number> = new Set([CAMPAIGN_STATUS.draft, CAMPAIGN_STATUS.rejected]);

export const isEditableStatus = (status: number | undefined): boolean => status === undefined || EDITABLE_STATUSES.has(status);


/**
 * react-admin turns an emptied text input into null; the form's text fields stay strings (the contract
 * says string), so basic info's text inputs parse with this.
 */
export const asText = (value: string | null | undefined): string => value ?? '';

/** Approved statuses that have not served yet: their start may still move (as the server rules). */
const NOT_SERVED = new Set<number>([CAMPAIGN_STATUS.draft, CAMPAIGN_STATUS.in_moderation, CAMPAIGN_STATUS.rejected, CAMPAIGN_STATUS.waiting_to_start, CAMPAIGN_STATUS.waiting_for_ad_exchange]);

/**
 * A stored campaign that has served already: its start is history (catalogue 1306 "Start date is not
 * modifiable"), so the start input is disabled. `start` is the form's calendar date, null = Immediately.
 */
export const hasStartedServing = (status: number | undefined, start: string | null, today: string): boolean =>
  status !== undefined && !NOT_SERVED.has(status) && (start === null || start <= today);
