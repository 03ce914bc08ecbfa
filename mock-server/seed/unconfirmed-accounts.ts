import { isoDateTime } from '../dates';
import { newAccount, nextId } from '../db/accounts';
import type { StoredSpace, StoredUser } from '../db/types';
import { seededPasswordHash } from '../security/passwords';
import { SEEDED_OWNER_PASSWORD, UNCONFIRMED_OWNERS, WHITELABELS } from './facts';

/**
 * The accounts whose owners have not confirmed yet (facts.ts UNCONFIRMED_OWNERS), added after every
 * other account and drawing no random number, so every other seeded value stays as it was.
 */
export const withUnconfirmedAccounts = (spaces: StoredSpace[], users: StoredUser[], today: number): { spaces: StoredSpace[]; users: StoredUser[] } => {
  const firstSpaceId = nextId(spaces);
  const firstUserId = nextId(users);
  const added = UNCONFIRMED_OWNERS.map((owner, index) => {
    const created = isoDateTime(today - owner.daysAgo, (8 + index) * 3600);
    const at = { spaceId: firstSpaceId + index, userId: firstUserId + index, created, status: owner.status_key, whitelabelId: WHITELABELS[owner.whitelabel].id };
    return newAccount(owner, at, seededPasswordHash(SEEDED_OWNER_PASSWORD));
  });
  return { spaces: [...spaces, ...added.map((a) => a.space)], users: [...users, ...added.map((a) => a.user)] };
};
