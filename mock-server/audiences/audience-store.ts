import { AUDIENCE_STATUS, hasRoomFor, type Audience } from '../../src/api/contract';
import { foldName } from '../../src/domain/safeText';
import type { DbState, StoredAudience } from '../db/types';
import * as mockClock from '../clock';

/**
 * A store of schema 10 written before the audience pages (the schema was not bumped again for them)
 * holds audiences without a status or a definition: read as ready, without one.
 */
const olderFields = (a: StoredAudience): Pick<StoredAudience, 'status_key' | 'dynamic_audience'> => {
  const older: Partial<StoredAudience> = a;
  return { status_key: older.status_key ?? AUDIENCE_STATUS.ready, dynamic_audience: older.dynamic_audience ?? null };
};

/** What the audience calls answer (spec 3 §3); `user_id` is the space, as the spec names it. */
export const audienceView = (a: StoredAudience): Audience => ({
  id: a.id,
  name: a.name,
  row_count: a.row_count,
  space_id: a.space_id,
  user_id: a.space_id,
  type: a.type,
  created_at: a.created_at,
  ...olderFields(a),
  ...(a.deleted_at === undefined ? {} : { deleted: true as const }),
});

export const isLive = (a: StoredAudience): boolean => a.deleted_at === undefined;

/**
 * Deletes an audience (inside store.mutate), keeping only what a saved campaign that names it needs:
 * its id (never reused), name, type, count and dates. Its definition goes: up to 57 KB that nothing
 * reads once it is deleted (it cannot be updated), which every create and delete used to leave behind.
 */
export const deleteAudience = (audience: StoredAudience, at: string): void => {
  audience.deleted_at = at;
  audience.dynamic_audience = null;
};

/** Drops the definitions deleted audiences of an older db file still hold; answers whether any was. */
export const dropDeletedDefinitions = (state: DbState): boolean => {
  let dropped = false;
  for (const audience of state.audiences) {
    if (audience.deleted_at === undefined || audience.dynamic_audience === null) continue;
    deleteAudience(audience, audience.deleted_at);
    dropped = true;
  }
  return dropped;
};

/** A space's live audiences (a deleted one is neither listed nor counted, and frees its name). */
export const liveAudiencesOf = (state: DbState, spaceId: number): StoredAudience[] => state.audiences.filter((a) => a.space_id === spaceId && isLive(a));


/**
 * Spec 3 §8 183 "Audience name exist": names are unique in a space, compared folded (ours: case, width,
 * invisible characters and spacing aside, src/domain/safeText.ts), the audience itself aside.
 */
export const audienceNameTaken = (state: DbState, spaceId: number, name: string, exceptId: number | null = null): boolean => {
  const folded = foldName(name);
  return liveAudiencesOf(state, spaceId).some((a) => a.id !== exceptId && foldName(a.name) === folded);
};

/** Ids are never reused, not even a deleted audience's: a saved campaign may still name it. */
const nextAudienceId = (state: DbState): number => state.audiences.reduce((max, a) => Math.max(max, a.id), 0) + 1;

/**
 * Stores a new audience (inside store.mutate) when its space is under its quota
 * (RECORD_QUOTAS.audiences); null when full. Counted in the same store change as the write, so two
 * creates handled side by side cannot both take the last place.
 */
export const addAudience = (state: DbState, audience: Omit<StoredAudience, 'id' | 'created_at' | 'deleted_at'>): StoredAudience | null => {
  if (!hasRoomFor('audiences', liveAudiencesOf(state, audience.space_id).length)) return null;
  const stored: StoredAudience = { ...audience, id: nextAudienceId(state), created_at: mockClock.nowDate().toISOString() };
  state.audiences.push(stored);
  return stored;
};

export const AUDIENCE_STORE_MESSAGES = {
  nameTaken: 'An audience of this name already exists in this account.',
  notDynamic: 'Only a dynamic audience can be updated.',
} as const;
