import type { Request, RequestHandler } from 'express';
import { CODE, USER_STATUS, isPermission } from '../../src/api/contract';
import { setCaller, type RouteContext } from '../context';
import { fail } from '../envelope';
import { verifyAccessToken } from '../security/tokens';

/** Calls made before sign-in (spec 1 §7: login, refresh, registration, reset, branding, countries). */
const isPublic = (req: Request): boolean => {
  const { method, path } = req;
  if (method === 'POST' && (path === '/v1/oauth/token' || path === '/v1/oauth/refresh')) return true;
  if (path === '/v1/registration' || path.startsWith('/v1/registration/')) return true;
  if (path.startsWith('/v1/user/reset-password/')) return true;
  if (method === 'GET' && (path === '/v1/whitelabel/info' || path === '/v1/geo/country')) return true;
  return method === 'GET' && path.startsWith('/v1/file/cache/');
};

const BEARER = /^Bearer ([A-Za-z0-9_.-]+)$/;

/**
 * Every other /v1 call needs a valid bearer token: missing, malformed, forged or expired tokens all
 * get HTTP 401 with envelope code 401, which the app treats as "session over".
 */
export const auth = (ctx: RouteContext): RequestHandler => (req, res, next) => {
  if (!req.path.startsWith('/v1/') || isPublic(req)) {
    next();
    return;
  }
  const match = BEARER.exec(req.get('authorization') ?? '');
  const state = ctx.store.state();
  const verified = match?.[1] ? verifyAccessToken(state.meta.secret, match[1]) : null;
  if (!verified?.ok) {
    fail(res, CODE.UNAUTHORIZED);
    return;
  }
  const user = state.users.find((u) => u.id === verified.claims.sub);
  const space = user && state.spaces.find((s) => s.id === user.space_id);
  if (!user || !space || user.status_key !== USER_STATUS.ACTIVE) {
    fail(res, CODE.UNAUTHORIZED);
    return;
  }
  setCaller(req, { user, space, permissions: user.permissions.filter(isPermission) });
  next();
};
