import type { Request, Response } from 'express';
import { CODE } from '../../src/api/contract';
import { userInReach } from '../caller-reach';
import { callerOf, hasPermission, isAdmin, type Caller, type RouteContext } from '../context';
import type { DbState, StoredUser } from '../db/types';
import { fail, failFields } from '../envelope';
import { toId } from '../http/body';
import * as mockClock from '../clock';

/**
 * Who may change which user through the profile and settings calls (spec 3 §6):
 * - `self`: the caller only (their own language, their own password);
 * - `selfOrAdmin`: the caller, or any user for an administrator (legal info);
 * - `space`: the caller, users of the caller's own space for a caller holding PAGE_SETTINGS (the
 *   settings page, where an owner manages their sub-users), or any user for an administrator;
 * - `admin`: administrators only, any user (credit limit and invoice day: an account setting its own
 *   overdraft would be lending itself money).
 */
export type TargetScope = 'self' | 'selfOrAdmin' | 'space' | 'admin';

export const TARGET_MESSAGES = {
  userId: 'A user id: a whole number above 0.',
} as const;

const allowed = (scope: TargetScope, admin: boolean, caller: StoredUser, user: StoredUser, settings: boolean): boolean => {
  if (scope === 'admin') return admin;
  if (admin && scope !== 'self') return true;
  if (user.id === caller.id) return true;
  return scope === 'space' && settings && user.space_id === caller.space_id;
};

/**
 * The user a call acts on: `rawId` (the body's user_id), or the caller when it is absent. Answers code
 * 2 on `field` for an id that is not one, code 6 for a user the caller may not know of (knownUser:
 * unknown, another account's to a non-admin, another white-label's), code 3 for a known user the scope
 * does not allow, and null then (the answer is sent).
 */
export const targetUser = (ctx: RouteContext, req: Request, res: Response, rawId: unknown, scope: TargetScope, field = 'user_id'): StoredUser | null => {
  const caller = callerOf(req);
  const absent = rawId === undefined || rawId === null || rawId === '';
  const id = absent ? caller.user.id : toId(rawId);
  if (id === null) {
    failFields(res, { [field]: TARGET_MESSAGES.userId });
    return null;
  }
  const user = knownUser(caller, ctx.store.state(), id);
  if (!user) {
    fail(res, CODE.USER_NOT_FOUND);
    return null;
  }
  if (!allowed(scope, isAdmin(caller), caller.user, user, hasPermission(caller, 'PAGE_SETTINGS'))) {
    fail(res, CODE.ILLEGAL_ACTION);
    return null;
  }
  return user;
};

/**
 * The user an id names, as far as the caller may know users: an administrator every user of their
 * white-label (another white-label's is unknown, caller-reach.ts), anyone else the users of their own
 * account. Any other user answers like an unknown one (6), so an id tells nobody whether an account
 * they cannot see has such a user. A known user may be read (GET /v1/user/{id}, their picture).
 */
export const knownUser = (caller: Caller, state: DbState, rawId: unknown): StoredUser | undefined => {
  const user = userInReach(caller, state, rawId);
  return user && (isAdmin(caller) || user.space_id === caller.user.space_id) ? user : undefined;
};

/**
 * Changes the stored user (found again inside the change) and answers it as stored. `change` edits that
 * user's record only: the save appends it to the journal (db/journal.ts), checked in journal.test.ts.
 */
export const saveUser = (ctx: RouteContext, userId: number, change: (user: StoredUser) => void): StoredUser | undefined =>
  ctx.store.mutate(
    (state) => {
      const stored = state.users.find((u) => u.id === userId);
      if (!stored) return undefined;
      change(stored);
      stored.updated_at = mockClock.nowDate().toISOString();
      return stored;
    },
    () => ({ users: [userId] }),
  );
