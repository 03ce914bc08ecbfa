import type { Request, RequestHandler } from 'express';
import { CODE } from '../../src/api/contract';
import { callerOf, hasPermission } from '../context';
import type { DbState, StoredCampaign, StoredRegistration, StoredSpace, StoredUser } from '../db/types';
import { fail } from '../envelope';
import { WHITELABELS } from '../seed/facts';

/**
 * The administration calls' two gates (spec 3 §6): ROUTE_ADMINISTRATION, else the project's usual
 * refusal (code 3, HTTP 403); and the caller's own white-label. An account belongs to the white-label
 * of its owner user (users carry whitelabel_id); a sign-up to the one it was made under (absent on
 * sign-ups stored before: the default configuration's).
 */
export const administrationOnly: RequestHandler = (req, res, next) => {
  if (hasPermission(callerOf(req), 'ROUTE_ADMINISTRATION')) next();
  else fail(res, CODE.ILLEGAL_ACTION);
};

/** The caller's white-label (WhitelabelInfo.id). */
export const whitelabelOfCaller = (req: Request): number => callerOf(req).user.whitelabel_id;

export const registrationWhitelabel = (r: StoredRegistration): number => r.whitelabel_id ?? WHITELABELS.dsp.id;

/**
 * One white-label's accounts with their owners. Built per call from the store (a pass over users and
 * spaces: 1,000 accounts cost well under a millisecond), so nothing has to be invalidated.
 */
export interface WhitelabelAccounts {
  spaces: StoredSpace[];
  owners: Map<number, StoredUser>;
  spaceIds: Set<number>;
}

export const accountsOfWhitelabel = (state: DbState, whitelabelId: number): WhitelabelAccounts => {
  const users = new Map(state.users.map((u) => [u.id, u]));
  const spaces: StoredSpace[] = [];
  const owners = new Map<number, StoredUser>();
  for (const space of state.spaces) {
    const owner = users.get(space.owner_user_id);
    if (owner?.whitelabel_id !== whitelabelId) continue;
    spaces.push(space);
    owners.set(space.id, owner);
  }
  return { spaces, owners, spaceIds: new Set(spaces.map((s) => s.id)) };
};

export const campaignsOfWhitelabel = (state: DbState, accounts: WhitelabelAccounts): StoredCampaign[] =>
  state.campaigns.filter((c) => accounts.spaceIds.has(c.space_id));
