import { toMinor } from '../../src/domain/minorUnits';
import type { StoredSpace, StoredUser } from '../db/types';
import { profileDefaults } from '../db/user-defaults';
import { PERSONAS } from '../personas';
import { seededPasswordHash } from '../security/passwords';
import { NG_ACCOUNTS_FROM_SPACE_ID, NG_ADMIN, WHITELABELS } from './facts';

/**
 * Gives the `ng` white-label accounts of its own and an administrator (facts.ts NG_ADMIN,
 * NG_ACCOUNTS_FROM_SPACE_ID). Runs after every other seed step and draws no random number, so every
 * other seeded value stays as it was.
 */
export const withWhitelabelAccounts = (spaces: StoredSpace[], users: StoredUser[]): { spaces: StoredSpace[]; users: StoredUser[] } => {
  const ngSpaces = new Set(spaces.filter((s) => s.currency === 'NGN' && s.id >= NG_ACCOUNTS_FROM_SPACE_ID).map((s) => s.id));
  const created = '2024-06-01T09:00:00.000Z';
  const space: StoredSpace = {
    id: NG_ADMIN.spaceId,
    name: NG_ADMIN.spaceName,
    balance_minor: toMinor(1_000_000),
    currency: 'NGN',
    locale: 'en_NG',
    account_type_key: 1,
    owner_user_id: NG_ADMIN.userId,
    payment_settings: { allow_payment: true },
    country: 'NG',
    created_at: created,
  };
  const admin: StoredUser = {
    id: NG_ADMIN.userId,
    first_name: 'Ada',
    last_name: 'Eze',
    email: NG_ADMIN.email,
    phone: '+234 803 555 0100',
    locale: 'en_NG',
    language_key: 1,
    currency: 'NGN',
    permissions: [...PERSONAS.admin.permissions],
    role_key: 1,
    roles: ['ROLE_ADMIN'],
    status_key: 5,
    whitelabel_id: WHITELABELS.ng.id,
    balance: 1_000_000,
    space_id: NG_ADMIN.spaceId,
    user_type_key: 1,
    company_name: NG_ADMIN.spaceName,
    profile_image: null,
    created_at: created,
    ...profileDefaults({ company_name: NG_ADMIN.spaceName, created_at: created }),
    ...seededPasswordHash(NG_ADMIN.password),
  };
  const moved = users.map((u) => (ngSpaces.has(u.space_id) ? { ...u, whitelabel_id: WHITELABELS.ng.id } : u));
  return { spaces: [...spaces, space], users: [admin, ...moved] };
};
