import { ACCOUNT_TYPE, USER_STATUS } from '../../src/api/contract';
import { PERSONAS } from '../personas';
import { hashPassword } from '../security/passwords';
import { profileDefaults } from './user-defaults';
import type { DbState, StoredRegistration, StoredSpace, StoredUser } from './types';

const nextId = (items: readonly { id: number }[]): number => items.reduce((max, item) => Math.max(max, item.id), 0) + 1;

/**
 * A completed registration becomes an active advertiser with a space of its own, in the currency
 * chosen at sign-up, under the white-label the mock answers as. Call inside store.mutate().
 */
export const createAccountFromRegistration = (
  state: DbState,
  registration: StoredRegistration,
  password: string,
  whitelabelId: number,
): StoredUser => {
  const now = new Date().toISOString();
  const spaceId = nextId(state.spaces);
  const userId = nextId(state.users);
  const name = registration.company_name || `${registration.first_name} ${registration.last_name}`;
  const space: StoredSpace = {
    id: spaceId,
    name,
    balance_minor: 0,
    currency: registration.currency,
    locale: `en_${registration.country}`,
    account_type_key: registration.company_name ? ACCOUNT_TYPE.COMPANY : ACCOUNT_TYPE.INDIVIDUAL,
    owner_user_id: userId,
    payment_settings: { allow_payment: true },
    country: registration.country,
    created_at: now,
  };
  const user: StoredUser = {
    id: userId,
    first_name: registration.first_name,
    last_name: registration.last_name,
    email: registration.email,
    phone: registration.phone,
    locale: 'en_US',
    language_key: 1,
    currency: registration.currency,
    permissions: [...PERSONAS.advertiser.permissions],
    role_key: 2,
    roles: ['ROLE_ADVERTISER'],
    status_key: USER_STATUS.ACTIVE,
    whitelabel_id: whitelabelId,
    balance: 0,
    space_id: spaceId,
    user_type_key: 1,
    company_name: registration.company_name || null,
    profile_image: null,
    created_at: now,
    ...profileDefaults({ company_name: registration.company_name || null, created_at: now }),
    ...hashPassword(password),
  };
  state.spaces.push(space);
  state.users.push(user);
  registration.status_key = USER_STATUS.ACTIVE;
  registration.completed_at = now;
  return user;
};

export const emailTaken = (state: DbState, email: string): boolean => {
  const wanted = email.toLowerCase();
  return (
    state.users.some((u) => u.email.toLowerCase() === wanted) ||
    state.registrations.some((r) => r.email.toLowerCase() === wanted && r.status_key !== USER_STATUS.ACTIVE)
  );
};

export { nextId };
