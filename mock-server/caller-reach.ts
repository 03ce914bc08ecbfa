import { CODE, type ErrorCode } from '../src/api/contract';
import { isAdmin, type Caller } from './context';
import type { DbState, StoredCampaign, StoredSpace, StoredUser } from './db/types';
import { toId } from './http/body';

/**
 * The one answer to "does this record exist, for this caller?" (the developers' rule: every id is
 * checked against the caller's space and white-label, and another's answers like an unknown one).
 * A record held by another white-label's account does not exist for the caller: every lookup of an
 * id a request names goes through here, so such a record answers exactly as an unknown id (110, 130,
 * 6, 180, 1500…), never "Illegal action", and its existence is never told. Within the caller's
 * white-label the record is found; whether the caller may act on it stays the route's own rule (another
 * account's campaign answers 3 where the spec says so).
 */

/** Whether the caller may learn that something held by this space exists: the space is not another white-label's. */
export const knowsSpace = (caller: Caller, spaceId: number): boolean => !caller.outsideWhitelabel(spaceId);

/** The record, when the account holding it is in the caller's white-label; undefined (unknown) otherwise. */
export const inReach = <T extends { space_id: number }>(caller: Caller, record: T | undefined): T | undefined =>
  record !== undefined && knowsSpace(caller, record.space_id) ? record : undefined;

export const spaceInReach = (caller: Caller, state: DbState, rawId: unknown): StoredSpace | undefined => {
  const id = toId(rawId);
  return id === null || !knowsSpace(caller, id) ? undefined : state.spaces.find((s) => s.id === id);
};

export const campaignInReach = (caller: Caller, state: DbState, rawId: unknown): StoredCampaign | undefined => {
  const id = toId(rawId);
  return id === null ? undefined : inReach(caller, state.campaigns.find((c) => c.id === id));
};

export const userInReach = (caller: Caller, state: DbState, rawId: unknown): StoredUser | undefined => {
  const id = toId(rawId);
  return id === null ? undefined : inReach(caller, state.users.find((u) => u.id === id));
};

/**
 * What a space id that names no space in reach answers: 110 to an administrator (who may name any
 * account of their white-label), 3 to anyone else, to whom an unknown account and another's look the same.
 */
export const unknownSpaceCode = (caller: Caller): ErrorCode => (isAdmin(caller) ? CODE.SPACE_NOT_FOUND : CODE.ILLEGAL_ACTION);
