import type { CampaignType } from '../api/contract';

/**
 * Spec 1 §4: "Non-consideration types clear app promotion data; non-conversion types clear website
 * promotion data." One declaration for the editor (what it sends), the server's section check (what
 * counts as a change) and its App URL rule (1310: a bundle the type clears is not a changed App URL).
 */
export const keepsAppPromotion = (type: CampaignType): boolean => type === 'consideration';
export const keepsWebsitePromotion = (type: CampaignType): boolean => type === 'conversion';
