import type { CampaignRecord } from '../api/contract';
import { withoutModerationFields } from '../domain/campaignCopy';

export { COPY_SUFFIX, copyName } from '../domain/campaignCopy';

/** The form's default name for a new campaign (spec 1 §3). */
export const DEFAULT_CAMPAIGN_NAME = 'New Campaign';

/**
 * The source of a copy as the copy may take it (spec 2 §4: no moderation fields): the moderation's
 * choices in the owner fields (categories, exchanges, traffic sources) and its rejection reason are
 * left behind, so an administrator's copy goes through its own moderation from scratch.
 */
export const replicationSource = (source: CampaignRecord): CampaignRecord => ({
  ...source,
  moderation_start_at: null,
  rejection_reason: null,
  ...(source.owner ? { owner: withoutModerationFields(source.owner) } : {}),
});
