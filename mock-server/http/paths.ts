import type { Request } from 'express';

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
