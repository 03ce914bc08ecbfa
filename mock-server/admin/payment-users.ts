import type { Request, Response } from 'express';
import { CODE } from '../../src/api/contract';
import { userInReach } from '../caller-reach';
import { callerOf, type RouteContext } from '../context';
import type { StoredSpace, StoredUser } from '../db/types';
import { fail } from '../envelope';

/**
 * The user an administration path names, within the caller's white-label: code 6 "User not found"
 * for an unknown id and for another white-label's user alike, so an id tells an administrator
 * nothing about accounts outside their reach.
 */
export const whitelabelUser = (ctx: RouteContext, req: Request, res: Response, rawId: unknown): StoredUser | null => {
  const user = userInReach(callerOf(req), ctx.store.state(), rawId);
  if (!user) {
    fail(res, CODE.USER_NOT_FOUND);
    return null;
  }
  return user;
};

/** The account a named user owns (the invoice users are account owners); code 6 for any other user. */
export const ownedAccount = (ctx: RouteContext, res: Response, user: StoredUser): StoredSpace | null => {
  const space = ctx.store.state().spaces.find((s) => s.id === user.space_id && s.owner_user_id === user.id);
  if (!space) fail(res, CODE.USER_NOT_FOUND);
  return space ?? null;
};
