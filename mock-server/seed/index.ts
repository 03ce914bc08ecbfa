import type { MockScale } from '../config';
import { todayDayNumber } from '../dates';
import { SCHEMA_VERSION, type DbMeta, type DbState } from '../db/types';
import { buildAccounts } from './accounts';
import { buildAudiences, buildWhitelists, whitelistContents } from './audiences';
import { buildCampaigns } from './campaigns';
import { buildCreativeFiles, creativeFileContents } from './creative-files';
import { withExchangeRejection } from './exchange-rejection';
import { withPacingFacts } from './delivery-pace';
import { DEFAULT_SEED, FIRST_GENERATED_SPACE_ID } from './facts';
import { buildPaymentMethods } from './payment-methods';
import { createRandom } from './random';
import { buildRegistrations } from './registrations';
import { buildRevisions } from './revisions';
import { buildTransactions } from './transactions';
import { buildUsers } from './users';
import { buildFiles, buildWhitelabels, logoContents } from './whitelabel';
import { withUnconfirmedAccounts } from './unconfirmed-accounts';
import { withWhitelabelAccounts } from './whitelabel-accounts';

/** The seeded db without its token secret (that one is random per db file, see db/store.ts). */
export type SeedState = Omit<DbState, 'meta'> & { meta: Omit<DbMeta, 'secret'> };

export interface SeedOptions {
  scale?: MockScale;
  seed?: number;
  /**
   * The day (day number) the payment history ends on: today by default, so the seed is the same for
   * the same options on the same day (transactions.ts says why they are not hung from the epoch).
   */
  today?: number;
}

/** Builds the whole db from one seed: the same options always give deep-equal data. */
export const buildSeed = ({ scale = 'normal', seed = DEFAULT_SEED, today = todayDayNumber() }: SeedOptions = {}): SeedState => {
  const rnd = createRandom(seed);
  const accounts = buildAccounts(rnd, scale);
  const users = buildUsers(rnd, accounts);
  const campaigns = withPacingFacts(withExchangeRejection(buildCampaigns(rnd, accounts, scale, seed)));
  const spaceOwners = new Map(accounts.map((a) => [a.space.id, a.space.owner_user_id]));
  const revisions = buildRevisions(campaigns, users, (spaceId) => spaceOwners.get(spaceId) ?? 0);
  // The completed registration belongs to the second ordinary account's owner (after the two probes).
  const completed = accounts.find((a) => a.space.id === FIRST_GENERATED_SPACE_ID + 2)?.owner;
  if (!completed) throw new Error('seed: too few accounts');
  const byWhitelabel = withWhitelabelAccounts(accounts.map((a) => a.space), users);
  const accountsByWhitelabel = withUnconfirmedAccounts(byWhitelabel.spaces, byWhitelabel.users, today);
  return {
    meta: { schema_version: SCHEMA_VERSION, seed, scale },
    whitelabels: buildWhitelabels(),
    files: [...buildFiles(), ...buildCreativeFiles()],
    spaces: accountsByWhitelabel.spaces,
    users: accountsByWhitelabel.users,
    campaigns,
    registrations: buildRegistrations(completed),
    refresh_tokens: [],
    reset_keys: [],
    audit: [],
    revisions,
    audiences: buildAudiences(accounts.map((a) => a.space), seed),
    whitelists: buildWhitelists(),
    resource_requests: [],
    report_views: [],
    transactions: buildTransactions(accounts.map((a) => a.space), seed, today),
    profile_images: [],
    payment_methods: buildPaymentMethods(accounts.map((a) => a.space), seed),
    campaign_notes: [],
    invoice_sends: [],
  };
};

/**
 * The bytes the seed's records name (logos, creative files, whitelists), the same for every seed and
 * scale: put into the files folder wherever a db is seeded (db/persistence.ts `seededDb`).
 */
export const seedFileContents = (): Uint8Array[] => [...logoContents(), ...creativeFileContents(), ...whitelistContents()];
