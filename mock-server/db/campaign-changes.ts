import type { RevisionAuthor } from '../../src/api/contract';
import type { Caller } from '../context';
import { refreshCreativeStatus } from '../creative-decisions';
import type { Touched } from './journal';
import { recordRevision, snapshot } from './revisions';
import type { MockStore } from './store';
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

const logIdsOf = (state: DbState, campaignId: number): number[] => state.revisions.filter((entry) => entry.campaign_id === campaignId).map((entry) => entry.id);

/**
 * A change of one campaign, saved to the journal (db/journal.ts): the campaign's record and every entry
 * of its change log, those before the change included (keeping the retention folds and removes some of
 * them). `campaignId` is null for a campaign the change creates; `idOf` names it from the result.
 */
export const mutateCampaign = <T>(store: MockStore, campaignId: number | null, change: (state: DbState) => T, idOf: (result: T) => number): T => {
  let logBefore: number[] = [];
  return store.mutate(
    (state) => {
      if (campaignId !== null) logBefore = logIdsOf(state, campaignId);
      return change(state);
    },
    (result): Touched => {
      const id = idOf(result);
      return { campaigns: [id], revisions: [...new Set([...logBefore, ...logIdsOf(store.state(), id)])] };
    },
  );
};
