import type { Application } from 'express';
import { CODE } from '../../src/api/contract';
import { callerOf, type RouteContext } from '../context';
import { fail, ok } from '../envelope';
import { toId } from '../http/body';
import { userView } from '../views';
import { canReadUser } from './user-target';

export const registerUserRoutes = (app: Application, ctx: RouteContext): void => {
  // Registered before /v1/user/:id so "permissions" is never read as an id.
  app.get('/v1/user/permissions', (req, res) => {
    ok(res, [...callerOf(req).permissions]);
  });

  // Non-admins may read themselves and the users of their own space (an owner and their sub-users).
  app.get('/v1/user/:id', (req, res) => {
    const id = toId(req.params.id);
    const state = ctx.store.state();
    const user = id === null ? undefined : state.users.find((u) => u.id === id);
    if (!user) {
      fail(res, CODE.USER_NOT_FOUND);
      return;
    }
    if (!canReadUser(req, user)) {
      fail(res, CODE.ILLEGAL_ACTION);
      return;
    }
    ok(res, userView(user, state.spaces.find((s) => s.id === user.space_id)));
  });
};
