import { CAMPAIGN_STATUS, CHANGE_LOG_RETENTION, type CampaignRecord, type CampaignRevision, type StateDifference } from '../../src/api/contract';
import type { CompactRevision, StoredRevision } from './types';

/**
 * The change log keeps only what each change changed (spec 2 §3 "change log entry": state_difference)
 * plus the state a campaign was created with; the answered previous_state and current_state (only the
 * top-level fields the change touched) are rebuilt by replaying the campaign's log from its creation.
 *
 * Writing an entry replays it at once and compares with the states it must answer: when the replay
 * would differ (a tracked field changed outside the log, a key order the replay cannot know), that
 * entry keeps the state as answered, so the answer is always exactly what the change produced.
 */
type Json = unknown;
type Fields = Record<string, Json>;

/** A campaign's tracked fields as the log has rebuilt them so far (empty before its first entry). */
export type RunningState = Readonly<Fields>;

const isObject = (value: Json): value is Fields => typeof value === 'object' && value !== null && !Array.isArray(value);

const sameJson = (a: Json, b: Json): boolean => JSON.stringify(a) === JSON.stringify(b);

const topKey = (path: string): string => path.split('.')[0] ?? path;

const changedKeys = (difference: readonly StateDifference[]): string[] => [...new Set(difference.map((d) => topKey(d.path)))];

/** The fields of `state` named by `keys`, in the state's order (as the change log answers them). */
const pick = (state: RunningState, keys: ReadonlySet<string>): Fields => Object.fromEntries(Object.entries(state).filter(([key]) => keys.has(key)));

/** `state` with each of `keys` taken from `fields` (removed when `fields` lacks it); never mutates. */
const withFields = (state: RunningState, keys: Iterable<string>, fields: Fields): Fields => {
  const next: Fields = { ...state };
  for (const key of keys) {
    if (Object.hasOwn(fields, key)) next[key] = fields[key];
    else delete next[key];
  }
  return next;
};

/** `target` with the value at `path` set (or removed); copies only the objects along the path. */
const setPath = (target: Json, parts: readonly string[], value: Json, remove: boolean): Json => {
  const [head, ...rest] = parts;
  if (head === undefined) return value;
  const next: Fields = isObject(target) ? { ...target } : {};
  if (rest.length === 0 && remove) delete next[head];
  else next[head] = setPath(next[head], rest, value, remove);
  return next;
};

const applyDifference = (state: RunningState, entry: CompactRevision): Fields => {
  const removed = new Set(entry.removed ?? []);
  let next: Json = state;
  for (const { path, value } of entry.state_difference) next = setPath(next, path.split('.'), value, removed.has(path));
  return next as Fields;
};

const isCompact = (entry: StoredRevision): entry is CompactRevision => !('previous_state' in entry && 'current_state' in entry && !('created_state' in entry));

interface Replayed {
  revision: CampaignRevision;
  running: Fields;
}

const answer = (entry: StoredRevision, previous: Fields, current: Fields): CampaignRevision => ({
  id: entry.id,
  campaign_id: entry.campaign_id,
  commit_date: entry.commit_date,
  author: entry.author,
  state_difference: entry.state_difference,
  previous_state: previous as Partial<CampaignRecord>,
  current_state: current as Partial<CampaignRecord>,
  // A restore names the revision it restored (campaign-restore.ts); other entries carry nothing extra.
  ...(entry.restored_from === undefined ? {} : { restored_from: entry.restored_from }),
  ...(entry.restored_from_date === undefined ? {} : { restored_from_date: entry.restored_from_date }),
  ...(entry.folded === undefined ? {} : { folded: entry.folded }),
});

/** One entry answered from the state before it, and the state after it. */
export const replayEntry = (entry: StoredRevision, running: RunningState): Replayed => {
  if (!isCompact(entry)) {
    // A whole stored revision (older files): answered as stored; it moves the fields it names.
    const keys = new Set([...changedKeys(entry.state_difference), ...Object.keys(entry.current_state)]);
    return { revision: answer(entry, entry.previous_state, entry.current_state), running: withFields(running, keys, entry.current_state) };
  }
  if (entry.created_state) {
    const created = entry.created_state as Fields;
    return { revision: answer(entry, entry.previous_state ?? {}, created), running: { ...created } };
  }
  const keys = new Set(changedKeys(entry.state_difference));
  const previous = entry.previous_state ?? pick(running, keys);
  const before = withFields(running, keys, previous);
  const applied = applyDifference(before, entry);
  const current = entry.current_state ?? pick(applied, keys);
  return { revision: answer(entry, previous, current), running: withFields(applied, new Set([...keys, ...Object.keys(current)]), current) };
};

/** A campaign's change log as answered, oldest first. */
export const campaignLog = (revisions: readonly StoredRevision[], campaignId: number): CampaignRevision[] => {
  const log: CampaignRevision[] = [];
  let running: RunningState = {};
  for (const entry of revisions) {
    if (entry.campaign_id !== campaignId) continue;
    const replayed = replayEntry(entry, running);
    log.push(replayed.revision);
    running = replayed.running;
  }
  return log;
};

/** The state a campaign's log has rebuilt after its last entry. */
export const runningStateOf = (revisions: readonly StoredRevision[], campaignId: number): RunningState => {
  let running: RunningState = {};
  for (const entry of revisions) if (entry.campaign_id === campaignId) running = replayEntry(entry, running).running;
  return running;
};

const valueAt = (state: Json, path: string): Json => {
  let value = state;
  for (const part of path.split('.')) value = isObject(value) ? value[part] : undefined;
  return value;
};

/**
 * The compact entry that answers `revision` exactly when replayed after `running`; `creation` marks
 * the first entry of a campaign, whose current state is every field it was created with.
 */
export const compactEntry = (revision: CampaignRevision, running: RunningState, creation: boolean): { entry: CompactRevision; running: Fields } => {
  const { previous_state: previous, current_state: current, ...change } = revision;
  const entry: CompactRevision = structuredClone(change);
  if (creation && Object.keys(previous).length === 0) entry.created_state = structuredClone(current);
  else {
    const removed = change.state_difference.filter((d) => d.value === null && valueAt(current, d.path) === undefined).map((d) => d.path);
    if (removed.length > 0) entry.removed = removed;
    if (!sameJson(replayEntry(entry, running).revision.previous_state, previous)) entry.previous_state = structuredClone(previous);
    if (!sameJson(replayEntry(entry, running).revision.current_state, current)) entry.current_state = structuredClone(current);
  }
  return { entry, running: replayEntry(entry, running).running };
};

/**
 * Converts a whole log of older files (whole revisions) to compact entries, keeping ids and order;
 * entries already compact are kept as they are.
 */
export const compactLog = (revisions: readonly StoredRevision[]): StoredRevision[] => {
  const running = new Map<number, RunningState>();
  return revisions.map((stored) => {
    const before = running.get(stored.campaign_id);
    if (isCompact(stored)) {
      running.set(stored.campaign_id, replayEntry(stored, before ?? {}).running);
      return stored;
    }
    const { entry, running: after } = compactEntry(stored, before ?? {}, before === undefined);
    running.set(stored.campaign_id, after);
    // An entry the replay cannot rebuild at all keeps both states: it stays as it was.
    return isCompact(entry) ? entry : stored;
  });
};

/** Whether a log holds whole revisions (an older file's) that compactLog can shorten. */
export const holdsWholeRevisions = (revisions: readonly StoredRevision[]): boolean => revisions.some((entry) => !isCompact(entry));

/** A revision that sent the campaign to moderation (a publish, or a restore that did): kept however old. */
const isPublished = (entry: StoredRevision): boolean => entry.state_difference.some((d) => d.path === 'status_key' && d.value === CAMPAIGN_STATUS.in_moderation);

/** An entry that stands for folded revisions, not a change of its own. */
const isFolded = (entry: StoredRevision): boolean => isCompact(entry) && entry.folded !== undefined;

interface Run {
  last: StoredRevision;
  revisions: number;
  since: string;
}

/** The entry a run of folded revisions becomes: the last one's id, date and author, the state after it. */
const foldedEntry = (run: Run, after: RunningState): CompactRevision => ({
  id: run.last.id,
  campaign_id: run.last.campaign_id,
  commit_date: run.last.commit_date,
  author: run.last.author,
  state_difference: [],
  created_state: structuredClone(after) as Partial<CampaignRecord>,
  folded: { revisions: run.revisions, since: run.since },
});

/**
 * The log with the campaign's history cut to CHANGE_LOG_RETENTION: its last `recent` revisions and
 * every published one stay as stored; each run of other revisions before them becomes one folded entry
 * holding the state after the run (an earlier folded entry joins its run, adding its count). The kept
 * entries replay on exactly the state they replayed on before, so they answer and restore the same.
 * Answers null when the campaign is within the retention.
 */
export const foldCampaignLog = (revisions: readonly StoredRevision[], campaignId: number, recent: number = CHANGE_LOG_RETENTION.recent): StoredRevision[] | null => {
  const own = revisions.filter((entry) => entry.campaign_id === campaignId);
  const changes = own.filter((entry) => !isFolded(entry));
  if (recent < 1 || changes.length <= recent) return null;
  const firstRecent = own.indexOf(changes[changes.length - recent] as StoredRevision);
  const replaced = new Map<StoredRevision, CompactRevision | null>();
  let running: RunningState = {};
  let run: Run | null = null;
  const closeRun = (): void => {
    if (run) replaced.set(run.last, foldedEntry(run, running));
    run = null;
  };
  own.forEach((entry, index) => {
    if (index >= firstRecent || isPublished(entry)) closeRun();
    else {
      const folded = isCompact(entry) ? entry.folded : undefined;
      if (run) replaced.set(run.last, null);
      run = { last: entry, revisions: (run?.revisions ?? 0) + (folded?.revisions ?? 1), since: run?.since ?? folded?.since ?? entry.commit_date };
    }
    running = replayEntry(entry, running).running;
  });
  return revisions.flatMap((entry) => {
    const replacement = replaced.get(entry);
    if (replacement === undefined) return [entry];
    return replacement === null ? [] : [replacement];
  });
};

/** Every campaign's log cut to the retention (a db file written before it, on load); null when none needed it. */
export const foldLog = (revisions: readonly StoredRevision[]): StoredRevision[] | null => {
  let log: readonly StoredRevision[] = revisions;
  let changed = false;
  const counts = new Map<number, number>();
  for (const entry of revisions) counts.set(entry.campaign_id, (counts.get(entry.campaign_id) ?? 0) + 1);
  for (const [campaignId, count] of counts) {
    if (count <= CHANGE_LOG_RETENTION.recent) continue;
    const folded = foldCampaignLog(log, campaignId);
    if (folded) [log, changed] = [folded, true];
  }
  return changed ? [...log] : null;
};
