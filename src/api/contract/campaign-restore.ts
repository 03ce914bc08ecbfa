import type { CampaignRecord } from './campaign-record';
import type { StateDifference } from './campaign-editor';
import type { ErrorCode } from './errors';

/**
 * Restore a past version from the change log (ours, beyond the spec). A restore never
 * rewrites history: applying it writes a new revision whose state is the restored one, through the
 * same rules, section permissions, ownership and version check as a save (PUT /v1/campaign).
 *
 * - GET  /v1/campaign/{id}/revisions/{revisionId}/restore/preview → RestorePreview
 * - POST /v1/campaign/{id}/revisions/{revisionId}/restore {version} → CampaignRecord (the saved record)
 *
 * What is restored: the advertiser's own fields (every section of the editor) as they stood after that
 * revision. The status, the moderation facts and the administrator's owner fields stay as they are now:
 * they are decisions of their own (run/pause, a moderator's verdict), not versions of the content.
 */
export const CAMPAIGN_RESTORE_PATHS = {
  preview: (campaignId: number, revisionId: number): string => `/v1/campaign/${campaignId}/revisions/${revisionId}/restore/preview`,
  restore: (campaignId: number, revisionId: number): string => `/v1/campaign/${campaignId}/revisions/${revisionId}/restore`,
} as const;

/** The most refusals one preview lists (each rule answers at most once per field). */
export const RESTORE_REFUSALS_MAX = 50;

/** Why a version cannot be restored: the code a save would answer, and its message. */
export interface RestoreRefusal {
  code: ErrorCode;
  message: string;
  /** The field at fault (snake-case path), when one is. */
  field?: string;
}

export interface RestorePreview {
  campaign_id: number;
  revision_id: number;
  /** The campaign's version the preview was measured on: send it back to apply (1320 when it moved). */
  version: number;
  /** Field by field, from the current campaign to the restored one (leaf paths, lists whole). */
  difference: StateDifference[];
  /** The top-level fields the restore changes, as they are now and as they would be. */
  current_state: Partial<CampaignRecord>;
  restored_state: Partial<CampaignRecord>;
  /** Whether applying sends the campaign back to moderation (an approved campaign's moderated fields change). */
  sends_to_moderation: boolean;
  /** Empty when the restore can apply; otherwise every reason it cannot (at most RESTORE_REFUSALS_MAX). */
  refusals: RestoreRefusal[];
}

export interface RestoreRequest {
  version: number;
}
