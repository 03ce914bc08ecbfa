import type { Application } from 'express';
import { CODE, SPACE_USERS_LIMIT } from '../../src/api/contract';
import { callerOf, hasPermission, isAdmin, type RouteContext } from '../context';
import { fail, ok } from '../envelope';
import { userView } from '../views';
import { readableSpace } from './space';

/**
 * GET /v1/space/{id}/users (ours, spaceUsersPath): the users of an account for the settings page's
 * access form. The space is checked against the caller's (readableSpace: 110 unknown, 3 foreign); a
 * non-administrator also needs PAGE_SETTINGS, the permission of the page that lists them.
 */
export const registerSpaceUsersRoutes = (app: Application, ctx: RouteContext): void => {
  app.get('/v1/space/:id/users', (req, res) => {
    const caller = callerOf(req);
    if (!isAdmin(caller) && !hasPermission(caller, 'PAGE_SETTINGS')) {
      fail(res, CODE.ILLEGAL_ACTION);
      return;
    }
    const space = readableSpace(ctx, req, res, req.params.id);
    if (!space) return;
    const users = ctx.store
      .state()
      .users.filter((user) => user.space_id === space.id)
      .sort((a, b) => Number(b.id === space.owner_user_id) - Number(a.id === space.owner_user_id) || a.id - b.id)
      .slice(0, SPACE_USERS_LIMIT);
    ok(res, users.map((user) => userView(user, space)));
  });
};
