import type { RevisionAuthor } from '../../src/api/contract';
import type { Caller } from '../context';
import { refreshCreativeStatus } from '../creative-decisions';
import { recordRevision, snapshot } from './revisions';
import type { DbState, StoredCampaign } from './types';
import * as mockClock from '../clock';

/** Who a change log entry names: the signed-in person by email. */
export const authorOf = (caller: Caller): RevisionAuthor => ({ email: caller.user.email });

/**
 * Every write to an existing campaign goes through here (inside store.mutate): the change is applied,
 * its creative status follows its creatives' decisions, and when it changed anything the change log follows, the version goes up by one, updated_at moves
 * and a revision is recorded. Answers whether anything changed. A change that changed nothing leaves
 * the version alone, so a repeated save does not make an open editor's version stale.
 */
export const changeCampaign = (
  state: DbState,
  campaign: StoredCampaign,
  author: RevisionAuthor,
  change: (campaign: StoredCampaign, at: string) => void,
  at: string = mockClock.nowDate().toISOString(),
): boolean => {
  const before = snapshot(campaign);
  change(campaign, at);
  // The list's creative status is never set by hand: it follows the creatives' decisions.
  refreshCreativeStatus(campaign);
  const revision = recordRevision(state, { campaignId: campaign.id, author, at, before, after: campaign });
  if (revision === null) return false;
  campaign.version = before.version + 1;
  campaign.updated_at = at;
  return true;
};
