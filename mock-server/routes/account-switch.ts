import type { Application } from 'express';
import { CODE, type AuditEntry } from '../../src/api/contract';
import { callerOf, canActOnSpace, hasPermission, type RouteContext } from '../context';
import { fail, ok } from '../envelope';
import { toId } from '../http/body';
import { spaceView } from '../views';

/**
 * Acting as another account (spec 1 §7 "account switch by id"). The session's selected space lives in
 * the app; the server's part is to allow it only to administrators and to keep an audit trail.
 */
export const registerAccountSwitchRoutes = (app: Application, ctx: RouteContext): void => {
  app.post('/v1/user/switch/:spaceId', (req, res) => {
    const caller = callerOf(req);
    if (!hasPermission(caller, 'SEARCH_ADMIN')) {
      fail(res, CODE.ILLEGAL_ACTION);
      return;
    }
    const spaceId = toId(req.params.spaceId);
    const space = spaceId === null ? undefined : ctx.store.state().spaces.find((s) => s.id === spaceId);
    if (!space) {
      fail(res, CODE.SPACE_NOT_FOUND);
      return;
    }
    // An administrator acts only as the accounts of their own white-label.
    if (!canActOnSpace(caller, space.id)) {
      fail(res, CODE.ILLEGAL_ACTION);
      return;
    }
    // Switching back to one's own space is audited too: the trail shows when the admin stopped acting.
    ctx.store.mutate((state) => {
      const entry: AuditEntry = {
        id: state.audit.reduce((max, e) => Math.max(max, e.id), 0) + 1,
        user_id: caller.user.id,
        user_email: caller.user.email,
        space_id: space.id,
        space_name: space.name,
        at: new Date().toISOString(),
      };
      state.audit.push(entry);
    });
    ok(res, spaceView(space));
  });

  app.get('/v1/whitelabel/audit', (req, res) => {
    const caller = callerOf(req);
    if (!hasPermission(caller, 'ROUTE_ADMINISTRATION')) {
      fail(res, CODE.ILLEGAL_ACTION);
      return;
    }
    // The trail of the caller's white-label's accounts only.
    ok(res, ctx.store.state().audit.filter((e) => !caller.outsideWhitelabel(e.space_id)).sort((a, b) => b.id - a.id));
  });
};
