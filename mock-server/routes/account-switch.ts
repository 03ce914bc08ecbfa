import type { Application } from 'express';
import { CODE } from '../../src/api/contract';
import { auditOfWhitelabel, recordAccountSwitch } from '../admin/audit';
import { callerOf, hasPermission, type RouteContext } from '../context';
import { fail, ok } from '../envelope';
import { spaceView } from '../views';
import { readableSpace } from './space';

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
    // An administrator acts only as the accounts of their own white-label: another's is unknown (110).
    const space = readableSpace(ctx, req, res, req.params.spaceId);
    if (!space) return;
    // Switching back to one's own space is audited too: the trail shows when the admin stopped acting.
    ctx.store.mutate(
      (state) => recordAccountSwitch(state, req, space),
      (entry) => ({ audit: [entry.id] }),
    );
    ok(res, spaceView(space));
  });

  app.get('/v1/whitelabel/audit', (req, res) => {
    const caller = callerOf(req);
    if (!hasPermission(caller, 'ROUTE_ADMINISTRATION')) {
      fail(res, CODE.ILLEGAL_ACTION);
      return;
    }
    // The trail of the caller's white-label only: a sign-up's entries (space 0) included, never another's.
    ok(res, auditOfWhitelabel(ctx.store.state(), caller.user.whitelabel_id).sort((a, b) => b.id - a.id));
  });
};
