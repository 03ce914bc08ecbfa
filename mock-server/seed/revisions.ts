import { CAMPAIGN_STATUS, type RevisionAuthor } from '../../src/api/contract';
import { PERSONAS } from '../personas';
import { compactEntry, type RunningState } from '../db/revision-log';
import { buildRevision, changedLeaves, trackedState } from '../db/revisions';
import type { StoredCampaign, StoredRevision, StoredUser } from '../db/types';
import { creationBaseline, defaultOwnerFields, defaultVisuals } from './campaign-defaults';
import { laterBy } from './campaign-factory';
import { ACCOUNT_COUNTS, FIRST_GENERATED_SPACE_ID, PERSONA_IDS } from './facts';

/**
 * A plausible change log for the persona accounts' campaigns and for every campaign waiting in
 * moderation (in the accounts of the normal data set): created as a draft by the account owner, creatives and budget added, published, then
 * approved or rejected by the administrator, then the status the campaign has now (paused by its
 * owner, archived by the administrator, or a change the system made). Each seeded campaign's version
 * is the number of its revisions. Other campaigns start with version 1 and an empty log, which keeps
 * the large data set small.
 */
const SYSTEM: RevisionAuthor = { name: 'system' };
const ADMIN: RevisionAuthor = { email: PERSONAS.admin.email };

const S = CAMPAIGN_STATUS;
/** Statuses the owner or an administrator sets; the rest are the system's doing. */
const BY_OWNER = new Set<number>([S.paused]);
const BY_ADMIN = new Set<number>([S.archived]);

interface Step {
  author: RevisionAuthor;
  at: string;
  state: StoredCampaign;
}

const historyOf = (final: StoredCampaign, owner: RevisionAuthor): Step[] => {
  const draft: StoredCampaign = {
    ...structuredClone(final),
    status_key: S.draft,
    moderation_start_at: null,
    rejection_reason: null,
    owner: defaultOwnerFields(),
    budget: Math.round(final.budget * 0.8),
    visuals: defaultVisuals(),
  };
  const steps: Step[] = [{ author: owner, at: final.created_at, state: draft }];
  const next = (author: RevisionAuthor, at: string, change: Partial<StoredCampaign>): void => {
    const previous = steps[steps.length - 1]?.state ?? draft;
    steps.push({ author, at, state: { ...structuredClone(previous), ...structuredClone(change) } });
  };
  next(owner, laterBy(final.created_at, 1800), { budget: final.budget, visuals: final.visuals });
  if (final.status_key !== S.draft) {
    const published = final.moderation_start_at ?? laterBy(final.created_at, 3600);
    next(owner, published, { status_key: S.in_moderation, moderation_start_at: published });
    const decided = laterBy(final.created_at, 7200);
    if (final.status_key === S.rejected) next(ADMIN, decided, { status_key: S.rejected, rejection_reason: final.rejection_reason });
    else if (final.status_key !== S.in_moderation) {
      next(ADMIN, decided, { status_key: final.status_key === S.waiting_to_start ? S.waiting_to_start : S.running, owner: final.owner });
      if (final.status_key !== S.running && final.status_key !== S.waiting_to_start) {
        const author = BY_OWNER.has(final.status_key) ? owner : BY_ADMIN.has(final.status_key) ? ADMIN : SYSTEM;
        next(author, final.updated_at, { status_key: final.status_key });
      }
    }
  }
  const last = steps[steps.length - 1];
  // Whatever the story above did not reach (renames, targeting, owner terms) is the owner's last edit.
  if (last && changedLeaves(trackedState(last.state), trackedState(final)).length > 0) next(owner, final.updated_at, final);
  return steps;
};

/** Spaces of the normal data set: the large one adds no histories, so its db file grows by little. */
const LAST_HISTORY_SPACE_ID = FIRST_GENERATED_SPACE_ID + ACCOUNT_COUNTS.normal - 1;

const seedsHistory = (campaign: StoredCampaign): boolean =>
  campaign.space_id === PERSONA_IDS.advertiser.spaceId ||
  campaign.space_id === PERSONA_IDS.admin.spaceId ||
  (campaign.status_key === S.in_moderation && campaign.space_id <= LAST_HISTORY_SPACE_ID);

/**
 * Builds the seeded revisions (ids from 1, oldest first per campaign) and sets each seeded campaign's
 * version to its revision count (and a rejected one's rejected_version with it).
 */
export const buildRevisions = (campaigns: StoredCampaign[], users: readonly StoredUser[], ownerOf: (spaceId: number) => number): StoredRevision[] => {
  const revisions: StoredRevision[] = [];
  for (const campaign of campaigns.filter(seedsHistory)) {
    const email = users.find((u) => u.id === ownerOf(campaign.space_id))?.email ?? PERSONAS.advertiser.email;
    const steps = historyOf(campaign, { email });
    let before: StoredCampaign | null = null;
    let running: RunningState = {};
    let count = 0;
    for (const step of steps) {
      const revision = buildRevision(revisions.length + 1, {
        campaignId: campaign.id,
        author: step.author,
        at: step.at,
        before,
        after: step.state,
        baseline: creationBaseline(),
      });
      if (revision) {
        const compact = compactEntry(revision, running, before === null);
        revisions.push(compact.entry);
        running = compact.running;
        count += 1;
      }
      before = step.state;
    }
    campaign.version = count;
    if (campaign.rejected_version !== null) campaign.rejected_version = campaign.version;
  }
  return revisions;
};
