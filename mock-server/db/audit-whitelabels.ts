import type { AuditEntry } from '../../src/api/contract';
import { WHITELABELS } from '../seed/facts';
import type { DbState } from './types';

/** An audit entry as a db file written before every entry carried its white-label may hold it. */
type LoadedAuditEntry = Omit<AuditEntry, 'whitelabel_id'> & { whitelabel_id?: number };

/**
 * Gives every stored audit entry its white-label, for db files written before each entry carried one
 * (account switches had none): the acting administrator's (they act within their own white-label
 * only), else the account owner's, else the sign-up's, else the default configuration's. Without it
 * such an entry would be in no white-label's trail, or, read by its account, in the wrong one's.
 * Answers whether an entry changed, so the caller saves the file once.
 */
export const fillAuditWhitelabels = (state: DbState): boolean => {
  const entries: LoadedAuditEntry[] = state.audit;
  const missing = entries.filter((entry) => entry.whitelabel_id === undefined);
  if (missing.length === 0) return false;
  const users = new Map(state.users.map((u) => [u.id, u.whitelabel_id]));
  const owners = new Map(state.spaces.map((s) => [s.id, s.owner_user_id]));
  const registrations = new Map(state.registrations.map((r) => [r.id, r.whitelabel_id]));
  for (const entry of missing) {
    const owner = owners.get(entry.space_id);
    entry.whitelabel_id =
      users.get(entry.user_id) ??
      (owner === undefined ? undefined : users.get(owner)) ??
      (entry.registration_id === undefined ? undefined : registrations.get(entry.registration_id)) ??
      WHITELABELS.dsp.id;
  }
  return true;
};
