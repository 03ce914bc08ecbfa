import {
  ACCOUNT_KINDS,
  ACCOUNT_SOURCES,
  ACCOUNT_TYPE,
  CREATE_ACCOUNT_LIMITS,
  CREATE_ACCOUNT_WHITELABELS,
  USER_STATUS,
  USER_TEXT_LIMITS,
  type AccountKind,
  type AccountSource,
  type CreateAccountWhitelabel,
} from '../../src/api/contract';
import { cpmRateProblem, readNumber, REWARDED_CPM_RATE, ruleMessage } from '../../src/domain/profileRules';
import { normaliseName } from '../../src/domain/safeText';
import { nextId } from '../db/accounts';
import type { AccountOrigin, DbState, StoredSpace, StoredUser } from '../db/types';
import { profileDefaults } from '../db/user-defaults';
import type { Fields } from '../http/body';
import { PERSONAS } from '../personas';
import { hashPassword } from '../security/passwords';
import { randomToken } from '../security/tokens';
import { COUNTRIES } from '../seed/countries';
import { EMAIL_PATTERN, lengthError, MESSAGES } from '../validation';
import * as mockClock from '../clock';

/** A checked create-account payload (CreateAccountRequest), texts trimmed and normalised. */
export interface NewAccount {
  companyName: string;
  country: string;
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  type: AccountKind;
  source: AccountSource;
  other: string | null;
  whitelabelId: CreateAccountWhitelabel;
  niche: string | null;
  position: string | null;
  rate: number;
}

export const CREATE_ACCOUNT_MESSAGES = {
  oneOf: (values: readonly string[]): string => `One of ${values.join(', ')}.`,
} as const;

const COUNTRY_CODES = new Set(COUNTRIES.map((c) => c.iso_code));

export const readNewAccount = (body: Fields): { ok: true; value: NewAccount } | { ok: false; errors: Record<string, string> } => {
  const errors: Record<string, string> = {};
  const textField = (key: string, max: number, required: boolean): string => {
    const raw = body[key];
    const value = typeof raw === 'string' ? normaliseName(raw) : '';
    if (raw !== undefined && raw !== null && typeof raw !== 'string') errors[key] = MESSAGES.required;
    else if (value === '' && required) errors[key] = MESSAGES.required;
    else {
      const tooLong = lengthError(value, max);
      if (tooLong) errors[key] = tooLong;
    }
    return value;
  };
  const choice = <T extends string>(key: string, values: readonly T[]): T => {
    const raw = body[key];
    if (raw === undefined || raw === null || raw === '') errors[key] = MESSAGES.required;
    else if (typeof raw !== 'string' || !(values as readonly string[]).includes(raw)) errors[key] = CREATE_ACCOUNT_MESSAGES.oneOf(values);
    return raw as T;
  };
  const companyName = textField('companyName', USER_TEXT_LIMITS.company_name, true);
  const firstName = textField('firstName', USER_TEXT_LIMITS.first_name, true);
  const lastName = textField('lastName', USER_TEXT_LIMITS.last_name, true);
  const phone = textField('phone', USER_TEXT_LIMITS.phone, true);
  const email = textField('email', USER_TEXT_LIMITS.email, true);
  if (email !== '' && !errors.email && !EMAIL_PATTERN.test(email)) errors.email = MESSAGES.email;
  const country = typeof body.country === 'string' ? body.country.trim().toUpperCase() : '';
  if (country === '') errors.country = MESSAGES.required;
  else if (!COUNTRY_CODES.has(country)) errors.country = MESSAGES.country;
  const type = choice('type', ACCOUNT_KINDS);
  const source = choice('source', ACCOUNT_SOURCES);
  // The 'other' text is asked for (and kept) only when the source is 'other' (spec 3 §2).
  const other = textField('other', CREATE_ACCOUNT_LIMITS.other, source === 'other');
  const whitelabelId = choice('whitelabelId', CREATE_ACCOUNT_WHITELABELS);
  const niche = textField('niche', CREATE_ACCOUNT_LIMITS.niche, false);
  const position = textField('position', CREATE_ACCOUNT_LIMITS.position, false);
  const rawRate = body.rewarded_ads_cpm_rate;
  const rateGiven = rawRate !== undefined && rawRate !== null && rawRate !== '';
  const rateProblem = rateGiven ? cpmRateProblem(rawRate) : null;
  if (rateProblem) errors.rewarded_ads_cpm_rate = ruleMessage(rateProblem);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return {
    ok: true,
    value: {
      companyName,
      country,
      firstName,
      lastName,
      phone,
      email,
      type,
      source,
      other: source === 'other' ? other : null,
      whitelabelId,
      niche: niche || null,
      position: position || null,
      rate: rateGiven ? (readNumber(rawRate) ?? REWARDED_CPM_RATE.default) : REWARDED_CPM_RATE.default,
    },
  };
};

/**
 * Creates the account (a company space) and its owner user in the administrator's white-label.
 * Choice (the spec does not show it): the owner is ACTIVE (5) at once, since an administrator made
 * the account, and has no usable password yet: the caller mails a reset-password link so the owner
 * chooses one. The currency is NGN for the `ng` form choice, USD otherwise (spec 3 §3: usd, ngn).
 * Call inside store.mutate().
 */
export const createAdminAccount = (state: DbState, account: NewAccount, whitelabelId: number, createdBy: number): { space: StoredSpace; user: StoredUser } => {
  const now = mockClock.nowDate().toISOString();
  const spaceId = nextId(state.spaces);
  const userId = nextId(state.users);
  const currency = account.whitelabelId === 'ng' ? 'NGN' : 'USD';
  const origin: AccountOrigin = {
    type: account.type,
    source: account.source,
    other: account.other,
    whitelabel_code: account.whitelabelId,
    niche: account.niche,
    position: account.position,
    created_by: createdBy,
  };
  const space: StoredSpace = {
    id: spaceId,
    name: account.companyName,
    balance_minor: 0,
    currency,
    locale: `en_${account.country}`,
    account_type_key: ACCOUNT_TYPE.COMPANY,
    owner_user_id: userId,
    payment_settings: { allow_payment: true },
    country: account.country,
    created_at: now,
    origin,
  };
  const user: StoredUser = {
    id: userId,
    first_name: account.firstName,
    last_name: account.lastName,
    email: account.email,
    phone: account.phone,
    locale: 'en_US',
    language_key: 1,
    currency,
    permissions: [...PERSONAS.advertiser.permissions],
    role_key: 2,
    roles: ['ROLE_ADVERTISER'],
    status_key: USER_STATUS.ACTIVE,
    whitelabel_id: whitelabelId,
    balance: 0,
    space_id: spaceId,
    user_type_key: 1,
    company_name: account.companyName,
    profile_image: null,
    created_at: now,
    ...profileDefaults({ company_name: account.companyName, created_at: now }),
    rewarded_ads_cpm_rate: account.rate,
    // A password nobody knows: the owner sets theirs through the mailed link.
    ...hashPassword(randomToken(24)),
  };
  state.spaces.push(space);
  state.users.push(user);
  return { space, user };
};
