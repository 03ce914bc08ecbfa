import { defaultCampaignFields, defaultOwnerFields } from '../../src/api/contract/campaign-defaults';

/**
 * The mock's side of the new-campaign defaults: the builders themselves are the contract's
 * (src/api/contract/campaign-defaults.ts), shared with the app's create form, so the mock's create,
 * seed and tests start from exactly what the app starts from.
 */
export {
  DEFAULT_CTA_COLOR,
  DEFAULT_STAR_RATING,
  defaultAppPromotion,
  defaultCampaignFields,
  defaultDynamicAd,
  defaultNativeAd,
  defaultOwnerFields,
  defaultPlacement,
  defaultScheduling,
  defaultTargeting,
  defaultVisuals,
  defaultWebsitePromotion,
  emptyVideoAd,
  type CampaignFields,
} from '../../src/api/contract/campaign-defaults';

/** What a creation's change log entry is measured from: the defaults, so it names what was chosen. */
export const creationBaseline = (): Record<string, unknown> => ({ ...defaultCampaignFields(), owner: defaultOwnerFields() });
