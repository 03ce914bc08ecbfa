import type { Request, RequestHandler } from 'express';
import { CODE, USER_STATUS, isPermission } from '../../src/api/contract';
import { setCaller, type RouteContext } from '../context';
import type { DbState } from '../db/types';
import { createWhitelabelOfSpace } from '../db/whitelabel-membership';
import { fail } from '../envelope';
import { closeIfBodyUnread } from '../http/body-reader';
import { isV1, routePath } from '../http/paths';
import { verifyAccessToken } from '../security/tokens';
import * as mockClock from '../clock';

interface PublicCall {
  methods?: readonly string[];
  path: RegExp;
}

const READ = ['GET', 'HEAD'];

/**
 * Calls made before sign-in (spec 1 §7: login, refresh, registration, reset, branding, countries),
 * matched whole on the route path (lower case, no trailing slash): a prefix would also open any route
 * that happens to lie under it.
 */
const PUBLIC_CALLS: readonly PublicCall[] = [
  { methods: ['POST'], path: /^\/v1\/oauth\/(token|refresh|revoke)$/ },
  { path: /^\/v1\/registration(\/complete|\/verify-token\/[^/]+)?$/ },
  { path: /^\/v1\/user\/reset-password\/(init|finish)$/ },
  { methods: READ, path: /^\/v1\/(whitelabel\/info|geo\/country|file\/cache\/[^/]+)$/ },
  // An HTML banner's own files, which its sandboxed frame loads without the console's token.
  { methods: READ, path: /^\/v1\/file\/cache\/(?:[0-9a-f]{32}|\d+)\/.+$/ },
  // The mock's Ameria page: the browser navigates there without the console's token (routes/payment-ameria.ts).
  { methods: READ, path: /^\/v1\/payment\/ameria\/checkout\/[0-9a-f]{32}$/ },
  { methods: ['POST'], path: /^\/v1\/payment\/ameria\/checkout\/[0-9a-f]{32}\/(confirm|cancel)$/ },
];

const isPublic = (req: Request): boolean => {
  const path = routePath(req);
  return PUBLIC_CALLS.some((call) => call.path.test(path) && (!call.methods || call.methods.includes(req.method)));
};

/**
 * A session lives while one of its refresh tokens is unspent and unexpired: logout (revoke) and a
 * password reset drop them, which ends the session's access tokens on their next call.
 */
const sessionLive = (state: DbState, userId: number, sessionId: string, now: number): boolean =>
  state.refresh_tokens.some((t) => t.session_id === sessionId && t.user_id === userId && !t.used && Date.parse(t.expires_at) > now);

const BEARER = /^Bearer ([A-Za-z0-9_.-]+)$/;

/**
 * Every other /v1 call needs a valid bearer token: missing, malformed, forged or expired tokens all
 * get HTTP 401 with envelope code 401, which the app treats as "session over". Runs before the body is
 * read, so an unauthenticated caller cannot make the mock buffer and parse a large body.
 */
export const auth = (ctx: RouteContext): RequestHandler => {
  const whitelabelOfSpace = createWhitelabelOfSpace(ctx.store);
  return (req, res, next) => {
    if (!isV1(req) || isPublic(req)) {
      next();
      return;
    }
    const match = BEARER.exec(req.get('authorization') ?? '');
    const state = ctx.store.state();
    const verified = match?.[1] ? verifyAccessToken(state.meta.secret, match[1]) : null;
    if (!verified?.ok) {
      closeIfBodyUnread(req, res);
      fail(res, CODE.UNAUTHORIZED);
      return;
    }
    const user = state.users.find((u) => u.id === verified.claims.sub);
    const space = user && state.spaces.find((s) => s.id === user.space_id);
    if (!user || !space || user.status_key !== USER_STATUS.ACTIVE || !sessionLive(state, user.id, verified.claims.sid, mockClock.now())) {
      closeIfBodyUnread(req, res);
      fail(res, CODE.UNAUTHORIZED);
      return;
    }
    setCaller(req, {
      user,
      space,
      permissions: user.permissions.filter(isPermission),
      sessionId: verified.claims.sid,
      // Indexed per store version: an account created by an earlier request (add account) counts.
      outsideWhitelabel: (spaceId) => {
        const whitelabel = whitelabelOfSpace(spaceId);
        return whitelabel !== null && whitelabel !== user.whitelabel_id;
      },
    });
    next();
  };
};
