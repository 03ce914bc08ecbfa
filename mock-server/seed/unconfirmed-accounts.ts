import { ACCOUNT_TYPE } from '../../src/api/contract';
import { isoDateTime } from '../dates';
import { nextId } from '../db/accounts';
import type { StoredSpace, StoredUser } from '../db/types';
import { profileDefaults } from '../db/user-defaults';
import { PERSONAS } from '../personas';
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
    const spaceId = firstSpaceId + index;
    const userId = firstUserId + index;
    const space: StoredSpace = {
      id: spaceId,
      name: owner.company_name ?? `${owner.first_name} ${owner.last_name}`,
      balance_minor: 0,
      currency: owner.currency,
      locale: `en_${owner.country}`,
      account_type_key: owner.company_name === null ? ACCOUNT_TYPE.INDIVIDUAL : ACCOUNT_TYPE.COMPANY,
      owner_user_id: userId,
      payment_settings: { allow_payment: true },
      country: owner.country,
      created_at: created,
    };
    const user: StoredUser = {
      id: userId,
      first_name: owner.first_name,
      last_name: owner.last_name,
      email: owner.email,
      phone: owner.phone,
      locale: 'en_US',
      language_key: 1,
      currency: owner.currency,
      permissions: [...PERSONAS.advertiser.permissions],
      role_key: 2,
      roles: ['ROLE_ADVERTISER'],
      status_key: owner.status_key,
      whitelabel_id: WHITELABELS[owner.whitelabel].id,
      balance: 0,
      space_id: spaceId,
      user_type_key: 1,
      company_name: owner.company_name,
      profile_image: null,
      created_at: created,
      ...profileDefaults({ company_name: owner.company_name, created_at: created }),
      ...seededPasswordHash(SEEDED_OWNER_PASSWORD),
    };
    return { space, user };
  });
  return { spaces: [...spaces, ...added.map((a) => a.space)], users: [...users, ...added.map((a) => a.user)] };
};
