import type { Application } from 'express';
import { CODE } from '../../src/api/contract';
import { callerOf, type RouteContext } from '../context';
import { fail, ok } from '../envelope';
import { userView } from '../views';
import { knownUser } from './user-target';

export const registerUserRoutes = (app: Application, ctx: RouteContext): void => {
  // Registered before /v1/user/:id so "permissions" is never read as an id.
  app.get('/v1/user/permissions', (req, res) => {
    ok(res, [...callerOf(req).permissions]);
  });

  // Non-admins may read themselves and the users of their own space (an owner and their sub-users).
  app.get('/v1/user/:id', (req, res) => {
    const state = ctx.store.state();
    const user = knownUser(callerOf(req), state, req.params.id);
    if (!user) {
      fail(res, CODE.USER_NOT_FOUND);
      return;
    }
    ok(res, userView(user, state.spaces.find((s) => s.id === user.space_id)));
  });
};
