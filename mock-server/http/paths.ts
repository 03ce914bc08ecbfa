import type { Request, RequestHandler } from 'express';
import { CODE } from '../../src/api/contract';
import { fail } from '../envelope';

/**
 * The request path as Express routes match it: routing ignores letter case and allows a trailing
 * slash, so /V1/Campaign/7/ reaches the /v1/campaign/:id handler. Every check that picks requests by
 * path (token, latency, faults, the test-only API guard) reads this form, or a spelling the router
 * accepts would slip past it.
 */
export const routePath = (req: Request): string => req.path.toLowerCase().replace(/\/+$/, '');

export const isV1 = (req: Request): boolean => routePath(req).startsWith('/v1/');

export const isMockAdminPath = (req: Request): boolean => {
  const path = routePath(req);
  return path === '/__mock' || path.startsWith('/__mock/');
};

/**
 * A path whose percent-escapes do not decode (`%E0%A4%A`, a lone `%`) names nothing the mock has: it
 * gets the unknown-file answer (HTTP 404, code 2) before any route sees it, whatever the route. Routes
 * read their parameters as Express decoded them, once, and never decode them again: a second decode
 * would turn `%25E0` into a malformed `%E0` (an answer 500), and `%252F` into a slash.
 */
export const malformedPathGuard: RequestHandler = (req, res, next) => {
  try {
    decodeURIComponent(req.path);
  } catch {
    fail(res, CODE.INVALID_ARGUMENT, 404);
    return;
  }
  next();
};
