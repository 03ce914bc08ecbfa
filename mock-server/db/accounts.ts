import { ACCOUNT_TYPE, USER_STATUS } from '../../src/api/contract';
import { PERSONAS } from '../personas';
import { hashPassword } from '../security/passwords';
import { profileDefaults } from './user-defaults';
import type { DbState, StoredRegistration, StoredSpace, StoredUser } from './types';
import * as mockClock from '../clock';

const nextId = (items: readonly { id: number }[]): number => items.reduce((max, item) => Math.max(max, item.id), 0) + 1;

/** What an account's owner gave at sign-up (a registration, or a seeded owner). */
export interface OwnerFields {
  first_name: string;
  last_name: string;
  email: string;
  phone: StoredUser['phone'];
  company_name: string | null;
  currency: StoredSpace['currency'];
  country: StoredSpace['country'];
}

/**
 * An advertiser's account and its owner, as sign-up makes them: a space of its own in the currency
 * chosen, no money yet. Shared by a completed registration and the seed's unconfirmed owners, so both
 * hold the same fields.
 */
export const newAccount = (
  owner: OwnerFields,
  at: { spaceId: number; userId: number; created: string; status: StoredUser['status_key']; whitelabelId: number },
  credentials: Pick<StoredUser, 'password_salt' | 'password_hash'>,
): { space: StoredSpace; user: StoredUser } => {
  const company = owner.company_name || null;
  const space: StoredSpace = {
    id: at.spaceId,
    name: company ?? `${owner.first_name} ${owner.last_name}`,
    balance_minor: 0,
    currency: owner.currency,
    locale: `en_${owner.country}`,
    account_type_key: company ? ACCOUNT_TYPE.COMPANY : ACCOUNT_TYPE.INDIVIDUAL,
    owner_user_id: at.userId,
    payment_settings: { allow_payment: true },
    country: owner.country,
    created_at: at.created,
  };
  const user: StoredUser = {
    id: at.userId,
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
    status_key: at.status,
    whitelabel_id: at.whitelabelId,
    balance: 0,
    space_id: at.spaceId,
    user_type_key: 1,
    company_name: company,
    profile_image: null,
    created_at: at.created,
    ...profileDefaults({ company_name: company, created_at: at.created }),
    ...credentials,
  };
  return { space, user };
};

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
  const now = mockClock.nowDate().toISOString();
  const at = { spaceId: nextId(state.spaces), userId: nextId(state.users), created: now, status: USER_STATUS.ACTIVE, whitelabelId };
  const { space, user } = newAccount(registration, at, hashPassword(password));
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
