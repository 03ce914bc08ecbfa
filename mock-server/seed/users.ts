import type { Permission } from '../../src/api/contract';
import { fromMinor } from '../../src/domain/minorUnits';
import { PERSONAS } from '../personas';
import type { StoredSpace, StoredUser } from '../db/types';
import { profileDefaults } from '../db/user-defaults';
import { seededPasswordHash } from '../security/passwords';
import type { AccountProfile, OwnerProfile } from './accounts';
import { PERSONA_IDS, SEEDED_OWNER_PASSWORD } from './facts';
import type { Random } from './random';

/**
 * Role keys and names are the mock's own (the spec does not show which roles exist beyond "advertiser
 * user, platform admin/owner, moderator"): 1 admin, 2 advertiser (account owner), 3 sub-user.
 */
const ROLES = {
  admin: { role_key: 1, roles: ['ROLE_ADMIN'] },
  advertiser: { role_key: 2, roles: ['ROLE_ADVERTISER'] },
  subUser: { role_key: 3, roles: ['ROLE_SUB_USER'] },
} as const;

/**
 * Seeded passwords are hashed once per password (security/passwords.ts `seededPasswordHash`). The four
 * numbers that were each user's salt are still drawn, so every later seeded value stays as it was.
 */
const seededPassword = (rnd: Random, password: string) => {
  for (let i = 0; i < 4; i += 1) rnd.int(0, 0xffffffff);
  return seededPasswordHash(password);
};

const toUser = (
  rnd: Random,
  owner: Omit<OwnerProfile, 'persona' | 'userId'> & { id: number },
  space: StoredSpace,
  access: { permissions: Permission[]; role_key: number; roles: readonly string[] },
  password: string,
): StoredUser => ({
  id: owner.id,
  first_name: owner.first_name,
  last_name: owner.last_name,
  email: owner.email,
  phone: owner.phone,
  locale: owner.locale,
  language_key: owner.language_key,
  currency: space.currency,
  permissions: [...access.permissions],
  role_key: access.role_key,
  roles: [...access.roles],
  status_key: 5,
  whitelabel_id: 1,
  balance: fromMinor(space.balance_minor),
  space_id: space.id,
  user_type_key: 1,
  company_name: owner.company_name,
  profile_image: null,
  created_at: owner.created_at,
  ...profileDefaults(owner),
  ...seededPassword(rnd, password),
});

/** One owner per account (personas keep their contract permissions) plus the analyst sub-user. */
export const buildUsers = (rnd: Random, accounts: readonly AccountProfile[]): StoredUser[] => {
  const users: StoredUser[] = [];
  for (const { space, owner } of accounts) {
    const { persona, userId, ...profile } = owner;
    if (persona === 'admin') {
      users.push(toUser(rnd, { ...profile, id: userId }, space, { ...ROLES.admin, permissions: PERSONAS.admin.permissions }, PERSONAS.admin.password));
    } else if (persona === 'advertiser') {
      users.push(
        toUser(rnd, { ...profile, id: userId }, space, { ...ROLES.advertiser, permissions: PERSONAS.advertiser.permissions }, PERSONAS.advertiser.password),
      );
      users.push(
        toUser(
          rnd,
          { ...profile, id: PERSONA_IDS.analyst.userId, first_name: 'Ivy', last_name: 'Chen', email: PERSONAS.analyst.email, phone: '+1 202 555 0102' },
          space,
          { ...ROLES.subUser, permissions: PERSONAS.analyst.permissions },
          PERSONAS.analyst.password,
        ),
      );
    } else {
      users.push(toUser(rnd, { ...profile, id: userId }, space, { ...ROLES.advertiser, permissions: PERSONAS.advertiser.permissions }, SEEDED_OWNER_PASSWORD));
    }
  }
  return users.sort((a, b) => a.id - b.id);
};
