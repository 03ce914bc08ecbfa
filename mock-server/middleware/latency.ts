import type { RequestHandler } from 'express';
import { isV1 } from '../http/paths';
import type { RuntimeSettings } from '../settings';

/** Delays /v1 answers by the current latency, so loading states can be seen and tested. */
export const latency = (settings: RuntimeSettings): RequestHandler => (req, _res, next) => {
  if (settings.latencyMs <= 0 || !isV1(req)) {
    next();
    return;
  }
  setTimeout(next, settings.latencyMs);
};
