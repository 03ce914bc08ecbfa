import { ACCOUNT_TYPE, type AccountTypeKey, type CurrencyCode, type LanguageKey } from '../../src/api/contract';
import { UNITS_PER_USD } from '../../src/domain/currencyRates';
import { toMinor } from '../../src/domain/minorUnits';
import type { MockScale } from '../config';
import { isoDateTime, SEED_EPOCH_DAY } from '../dates';
import type { StoredSpace } from '../db/types';
import {
  ACCOUNT_COUNTS,
  FIRST_GENERATED_SPACE_ID,
  FIRST_OWNER_USER_ID,
  LOW_BALANCE_ACCOUNT,
  NO_PAYMENT_ACCOUNT,
  PERSONA_IDS,
  XSS_ACCOUNT_SPACE_ID,
  XSS_PROBE,
} from './facts';
import { COMPANY_NOUNS, COMPANY_PREFIXES, COMPANY_SUFFIXES, NAME_POOLS, slug } from './names';
import type { Random } from './random';

/** Who owns an account; users.ts turns these into stored users with hashed passwords. */
export interface OwnerProfile {
  userId: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  locale: string;
  language_key: LanguageKey;
  company_name: string | null;
  persona: 'admin' | 'advertiser' | null;
  created_at: string;
}

export interface AccountProfile {
  space: StoredSpace;
  owner: OwnerProfile;
}

const personaAccounts = (): AccountProfile[] => {
  const created = isoDateTime(SEED_EPOCH_DAY - 700, 9 * 3600);
  const make = (
    ids: { userId: number; spaceId: number; spaceName: string },
    persona: 'admin' | 'advertiser',
    owner: [string, string, string],
    balance: number,
  ): AccountProfile => ({
    space: {
      id: ids.spaceId,
      name: ids.spaceName,
      balance_minor: toMinor(balance),
      currency: 'USD',
      locale: 'en_US',
      account_type_key: ACCOUNT_TYPE.COMPANY,
      owner_user_id: ids.userId,
      payment_settings: { allow_payment: true },
      country: 'US',
      created_at: created,
    },
    owner: {
      userId: ids.userId,
      first_name: owner[0],
      last_name: owner[1],
      email: owner[2],
      phone: persona === 'admin' ? '+1 202 555 0100' : '+1 202 555 0101',
      locale: 'en_US',
      language_key: 1,
      company_name: ids.spaceName,
      persona,
      created_at: created,
    },
  });
  return [
    make(PERSONA_IDS.admin, 'admin', ['Alex', 'Morgan', 'admin@demo.test'], 50_000),
    make(PERSONA_IDS.advertiser, 'advertiser', ['Sam', 'Carter', 'advertiser@demo.test'], 12_480.5),
  ];
};

const round2 = (value: number): number => Math.round(value * 100) / 100;

/**
 * Some balances under $500 and some under $1000 (the billing page's thresholds, dollars in every
 * currency: src/domain/balanceLevel.ts), most well above. Accounts 3, 10, 17… and 5, 12, 19… of the
 * generated ones, so each currency has each level (seed.test.ts checks it).
 */
const balanceFor = (rnd: Random, index: number, currency: CurrencyCode): number => {
  if (index % 7 === 3) return round2(rnd.float(20, 480) * UNITS_PER_USD[currency]);
  if (index % 7 === 5) return round2(rnd.float(520, 990) * UNITS_PER_USD[currency]);
  const high: Record<CurrencyCode, [number, number]> = {
    USD: [1_200, 60_000],
    NGN: [400_000, 25_000_000],
    AMD: [150_000, 9_000_000],
  };
  const [min, max] = high[currency];
  return round2(rnd.float(min, max));
};

const forcedCurrency: Record<number, CurrencyCode> = { 0: 'USD', 1: 'USD', 2: 'NGN', 3: 'AMD' };

const generatedAccount = (rnd: Random, index: number, used: { names: Set<string>; emails: Set<string> }): AccountProfile => {
  const currency =
    forcedCurrency[index] ??
    rnd.weighted<CurrencyCode>([
      ['USD', 45],
      ['NGN', 35],
      ['AMD', 20],
    ]);
  const pool = rnd.pick(NAME_POOLS[currency]);
  let first = rnd.pick(pool.first);
  let last = rnd.pick(pool.last);
  const type: AccountTypeKey = index === 4 || (index > 4 && rnd.chance(0.3)) ? ACCOUNT_TYPE.INDIVIDUAL : ACCOUNT_TYPE.COMPANY;
  let company: string | null = null;
  if (type === ACCOUNT_TYPE.COMPANY) {
    do {
      company = `${rnd.pick(COMPANY_PREFIXES)} ${rnd.pick(COMPANY_NOUNS)}${rnd.pick(COMPANY_SUFFIXES)}`;
    } while (used.names.has(company));
  }
  let country = pool.country;
  let email = '';
  if (index === 0) {
    [first, last, company, country] = ['Grace', 'Okafor', NO_PAYMENT_ACCOUNT.name, 'NG'];
    email = NO_PAYMENT_ACCOUNT.ownerEmail;
  } else if (index === 1) {
    [first, last, company] = ['Xavier', 'Probe', XSS_PROBE];
    email = 'xavier.probe@probe.example';
  } else {
    const domain = slug(company ?? `${first}${last}`);
    const base = `${first}.${last}`.toLowerCase();
    email = `${base}@${domain}.example`;
    for (let n = 2; used.emails.has(email); n += 1) email = `${base}${n}@${domain}.example`;
  }
  const name = company ?? `${first} ${last}`;
  used.names.add(name);
  used.emails.add(email);
  const russian = country === 'RU' || (country === 'AM' && rnd.chance(0.5));
  const created = isoDateTime(SEED_EPOCH_DAY - rnd.int(30, 900), rnd.int(0, 86_399));
  const spaceId = FIRST_GENERATED_SPACE_ID + index;
  const userId = FIRST_OWNER_USER_ID + index;
  // Drawn even when pinned, so every draw after it stays the same.
  const drawn = balanceFor(rnd, index, currency);
  return {
    space: {
      id: spaceId,
      name,
      balance_minor: toMinor(spaceId === LOW_BALANCE_ACCOUNT.spaceId ? LOW_BALANCE_ACCOUNT.balance : drawn),
      currency,
      locale: russian ? `ru_${country}` : `en_${country}`,
      account_type_key: type,
      owner_user_id: userId,
      payment_settings: { allow_payment: spaceId !== NO_PAYMENT_ACCOUNT.spaceId },
      country,
      created_at: created,
    },
    owner: {
      userId,
      first_name: first,
      last_name: last,
      email,
      phone: `${pool.phonePrefix}${String(rnd.int(1_000_000, 9_999_999))}`,
      locale: russian ? 'ru_RU' : 'en_US',
      language_key: russian ? 2 : 1,
      company_name: company,
      persona: null,
      created_at: created,
    },
  };
};

/** Persona accounts first, then the generated ones (the first few have fixed roles, see facts.ts). */
export const buildAccounts = (rnd: Random, scale: MockScale): AccountProfile[] => {
  const accounts = personaAccounts();
  const used = {
    names: new Set(accounts.map((a) => a.space.name)),
    emails: new Set(['admin@demo.test', 'advertiser@demo.test', 'analyst@demo.test']),
  };
  const generated = ACCOUNT_COUNTS[scale] - accounts.length;
  for (let index = 0; index < generated; index += 1) accounts.push(generatedAccount(rnd, index, used));
  if (accounts.find((a) => a.space.id === XSS_ACCOUNT_SPACE_ID)?.space.name !== XSS_PROBE) {
    throw new Error('seed: the XSS probe account moved; update facts.ts');
  }
  return accounts;
};
