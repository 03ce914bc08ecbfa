import { fromMinor } from '../../src/domain/minorUnits';
import type { StoredSpace, StoredUser } from '../db/types';
import { profileDefaults } from '../db/user-defaults';
import { PERSONAS } from '../personas';
import { seededPasswordHash } from '../security/passwords';
import { NG_ACCOUNTS_FROM_SPACE_ID, NG_ADMIN, WHITELABELS } from './facts';

/**
 * Gives the `ng` white-label accounts of its own and an administrator who is a member of the first of
 * them (facts.ts NG_ADMIN, NG_ACCOUNTS_FROM_SPACE_ID). Runs after every other seed step and draws no random number, so every
 * other seeded value stays as it was.
 */
export const withWhitelabelAccounts = (spaces: StoredSpace[], users: StoredUser[]): { spaces: StoredSpace[]; users: StoredUser[] } => {
  const ngSpaces = spaces.filter((s) => s.currency === 'NGN' && s.id >= NG_ACCOUNTS_FROM_SPACE_ID).sort((a, b) => a.id - b.id);
  const home = ngSpaces[0];
  if (!home) throw new Error('seed: no account for the ng white-label');
  const ngIds = new Set(ngSpaces.map((s) => s.id));
  const created = '2024-06-01T09:00:00.000Z';
  const admin: StoredUser = {
    id: NG_ADMIN.userId,
    first_name: 'Ada',
    last_name: 'Eze',
    email: NG_ADMIN.email,
    phone: '+234 803 555 0100',
    locale: 'en_NG',
    language_key: 1,
    currency: home.currency,
    permissions: [...PERSONAS.admin.permissions],
    role_key: 1,
    roles: ['ROLE_ADMIN'],
    status_key: 5,
    whitelabel_id: WHITELABELS.ng.id,
    balance: fromMinor(home.balance_minor),
    space_id: home.id,
    user_type_key: 1,
    company_name: home.name,
    profile_image: null,
    created_at: created,
    ...profileDefaults({ company_name: home.name, created_at: created }),
    ...seededPasswordHash(NG_ADMIN.password),
  };
  const moved = users.map((u) => (ngIds.has(u.space_id) ? { ...u, whitelabel_id: WHITELABELS.ng.id } : u));
  return { spaces, users: [admin, ...moved] };
};
