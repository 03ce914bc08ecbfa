import type { RequestHandler } from 'express';
import { CODE } from '../../src/api/contract';
import { fail } from '../envelope';
import { isV1, routePath } from '../http/paths';
import type { RuntimeSettings } from '../settings';

/**
 * Answers a share of /v1 calls with "Backend exception" (code 1, HTTP 500) to exercise the app's error
 * paths. Sign-in and refresh are spared, or a test could never get a session to see the faults with.
 * The test-only /__mock API is outside /v1, so it is never faulted either.
 */
export const faults = (settings: RuntimeSettings): RequestHandler => (req, res, next) => {
  const faultable = isV1(req) && !routePath(req).startsWith('/v1/oauth/');
  if (faultable && settings.failRate > 0 && Math.random() < settings.failRate) {
    fail(res, CODE.BACKEND_EXCEPTION);
    return;
  }
  next();
};
