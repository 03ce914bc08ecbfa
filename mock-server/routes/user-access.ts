import type { Application } from 'express';
import { ALL_PERMISSIONS, CODE, PROFILE_MESSAGES, PROFILE_PATHS } from '../../src/api/contract';
import { grantProblem, knownPermissionsOf } from '../../src/domain/permissionGrants';
import { callerOf, isAdmin, type RouteContext } from '../context';
import { fail, failFields } from '../envelope';
import { fieldsOf } from '../http/body';
import { answerUser } from './user-profile';
import { saveUser, targetUser } from './user-target';

/** Each known permission once, with room for a few repeats; a longer list is no permission list. */
const MAX_LIST = ALL_PERMISSIONS.length * 2;

/**
 * PUT /v1/user/access {user_id, permissions} (spec 3 §2, §6): the user's whole new permission list.
 * Refused (code 3) for the caller's own user, for a user of another space unless the caller is an
 * administrator, without PAGE_SETTINGS (the settings page's form), for a non-administrator changing
 * their space owner, and for any change to a permission the caller does not hold. Unknown permissions
 * are code 2. The auth middleware reads permissions from the stored user at every call, so the change
 * holds from the user's next call and sign-in (GET /v1/user/permissions).
 */
export const registerUserAccessRoutes = (app: Application, ctx: RouteContext): void => {
  app.put(PROFILE_PATHS.access, (req, res) => {
    const body = fieldsOf(req.body);
    const caller = callerOf(req);
    if (body.user_id === undefined) {
      failFields(res, { user_id: 'Field is required.' });
      return;
    }
    const user = targetUser(ctx, req, res, body.user_id, 'space');
    if (!user) return;
    const { permissions } = body;
    if (!Array.isArray(permissions) || permissions.length > MAX_LIST) {
      failFields(res, { permissions: PROFILE_MESSAGES.permissions });
      return;
    }
    const owner = ctx.store.state().spaces.find((s) => s.id === user.space_id)?.owner_user_id;
    const problem = grantProblem({ granterId: caller.user.id, userId: user.id, granter: caller.permissions, current: user.permissions, next: permissions });
    if (problem === 'unknownPermission') {
      failFields(res, { permissions: PROFILE_MESSAGES.permissions });
      return;
    }
    if (problem !== null || (!isAdmin(caller) && owner === user.id)) {
      fail(res, CODE.ILLEGAL_ACTION);
      return;
    }
    answerUser(
      ctx,
      res,
      saveUser(ctx, user.id, (stored) => {
        stored.permissions = knownPermissionsOf(permissions);
      }),
    );
  });
};
