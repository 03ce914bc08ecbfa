import { DEFAULT_NOTIFICATION_SETTINGS } from '../../src/api/contract';
import { REWARDED_CPM_RATE } from '../../src/domain/profileRules';
import type { StoredUser } from './types';

export type ProfileFields = Pick<
  StoredUser,
  'profile_picture' | 'legal_entity_name' | 'tin_number' | 'rewarded_ads_cpm_rate' | 'credit_limit_minor' | 'invoice_due_day' | 'settings' | 'updated_at'
>;

/**
 * The profile and settings fields of a new user (seeded or signed up): no picture and no TIN, the
 * company as the legal entity, the spec's default CPM rate of 1, no overdraft, invoices due on the 1st
 * (ours: the spec shows none), every notification on.
 */
export const profileDefaults = (user: { company_name: string | null; created_at: string }): ProfileFields => ({
  profile_picture: null,
  legal_entity_name: user.company_name,
  tin_number: null,
  rewarded_ads_cpm_rate: REWARDED_CPM_RATE.default,
  credit_limit_minor: 0,
  invoice_due_day: 1,
  settings: structuredClone(DEFAULT_NOTIFICATION_SETTINGS),
  updated_at: user.created_at,
});
