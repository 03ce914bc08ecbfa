import type { CampaignRecord, CampaignRevision, RevisionAuthor, StateDifference } from '../../src/api/contract';
import { compactEntry, foldCampaignLog, runningStateOf } from './revision-log';
import type { DbState, StoredCampaign } from './types';

/**
 * The change log (spec 2 §3 "change log entry"): every accepted change of a campaign becomes one
 * revision holding the changed leaf paths and the changed top-level fields before and after.
 *
 * - Objects are walked to their leaves ('bidding_strategy.click_url', 'scheduling.3'); lists are one
 *   value each, compared whole ('attribution', 'visuals.banners'), so a reordered or edited list
 *   shows as the new list. A removed leaf is reported with the value null.
 * - Bookkeeping is not history: version, created_at, updated_at and the server-only moderation facts
 *   never appear.
 * - previous_state and current_state hold only the top-level fields that changed (whole subtrees): the
 *   dialog's diff of the two shows exactly the change.
 * - The store keeps only the difference of each change (revision-log.ts) and rebuilds both states when
 *   the log is read, so each save grows the data file by its change, not by two states.
 * - The log is bounded (CHANGE_LOG_RETENTION): older revisions fold into one entry at each write.
 */
type Json = unknown;

const UNTRACKED = new Set(['version', 'created_at', 'updated_at', 'content_changed_at', 'rejected_version']);

const isObject = (value: Json): value is Record<string, Json> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The fields of a campaign the change log follows. */
export const trackedState = (campaign: Partial<StoredCampaign>): Record<string, Json> =>
  Object.fromEntries(Object.entries(campaign).filter(([key]) => !UNTRACKED.has(key)));

const sameJson = (a: Json, b: Json): boolean => JSON.stringify(a) === JSON.stringify(b);

/** Leaf paths whose values differ between `before` and `after`, with the value after (null if gone). */
export const changedLeaves = (before: Json, after: Json, path = ''): StateDifference[] => {
  if (isObject(before) && isObject(after)) {
    const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
    return keys.flatMap((key) => changedLeaves(before[key], after[key], path ? `${path}.${key}` : key));
  }
  if (isObject(after) && before === undefined) return changedLeaves({}, after, path);
  if (sameJson(before, after)) return [];
  return [{ path, value: after === undefined ? null : after }];
};

const topLevel = (state: Record<string, Json>, keys: ReadonlySet<string>): Partial<CampaignRecord> =>
  Object.fromEntries(Object.entries(state).filter(([key]) => keys.has(key))) as Partial<CampaignRecord>;

export interface RevisionInput {
  campaignId: number;
  author: RevisionAuthor;
  at: string;
  /** The campaign before the change; null for its creation. */
  before: Partial<StoredCampaign> | null;
  after: Partial<StoredCampaign>;
  /** For a creation: what the difference is measured from (the defaults), so it names what was chosen. */
  baseline?: Record<string, Json>;
}

/** The revision of one change as the log answers it, or null when nothing the log follows changed. */
export const buildRevision = (id: number, input: RevisionInput): CampaignRevision | null => {
  const after = trackedState(input.after);
  const before = input.before === null ? null : trackedState(input.before);
  const difference = changedLeaves(before ?? input.baseline ?? {}, after);
  if (before !== null && difference.length === 0) return null;
  const changedKeys = new Set(before === null ? Object.keys(after) : difference.map((d) => d.path.split('.')[0] ?? d.path));
  return {
    id,
    campaign_id: input.campaignId,
    commit_date: input.at,
    author: input.author,
    state_difference: difference,
    previous_state: before === null ? {} : topLevel(before, changedKeys),
    current_state: topLevel(after, changedKeys),
  };
};

/**
 * Appends the revision of a change (inside store.mutate), stored as its difference; answers it as the
 * log will, or null when nothing changed.
 */
export const recordRevision = (state: DbState, input: RevisionInput): CampaignRevision | null => {
  const last = state.revisions[state.revisions.length - 1];
  const revision = buildRevision((last?.id ?? 0) + 1, input);
  if (revision) {
    const running = input.before === null ? {} : runningStateOf(state.revisions, input.campaignId);
    state.revisions.push(compactEntry(revision, running, input.before === null).entry);
    // The retention is kept at every write, so no campaign's log ever outgrows it.
    const folded = foldCampaignLog(state.revisions, input.campaignId);
    if (folded) state.revisions = folded;
  }
  return revision;
};

/** A deep copy of a campaign as it is now, to compare with after a change. */
export const snapshot = (campaign: StoredCampaign): StoredCampaign => structuredClone(campaign);
