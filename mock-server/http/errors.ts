import type { ErrorRequestHandler, RequestHandler } from 'express';
import { CODE } from '../../src/api/contract';
import { fail, failThrottled } from '../envelope';

/**
 * Unknown paths answer in the envelope too (HTTP 404). The catalogue has no "no such endpoint" code,
 * so code 1 it is: a client calling a path the backend lacks has met a backend problem.
 */
export const notFound: RequestHandler = (_req, res) => {
  fail(res, CODE.BACKEND_EXCEPTION, 404);
};

/**
 * A bounded resource (the image work queue) is full: the caller is told to come back (HTTP 429 with
 * Retry-After), since the request itself was fine and will pass once the server has caught up.
 */
export class ServerBusyError extends Error {
  constructor(readonly retryAfterMs: number) {
    super('server busy');
    this.name = 'ServerBusyError';
  }
}

const statusOf = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status } = error as { status?: unknown };
  return typeof status === 'number' ? status : undefined;
};

/**
 * Unreadable bodies (bad JSON, too large) are the caller's fault: code 2; a full queue is code 429 with
 * Retry-After; anything else is code 1.
 */
export const createErrorHandler =
  (log: (message: string) => void): ErrorRequestHandler =>
  (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
      return;
    }
    if (error instanceof ServerBusyError) {
      failThrottled(res, error.retryAfterMs);
      return;
    }
    const status = statusOf(error);
    if (status !== undefined && status >= 400 && status < 500) {
      fail(res, CODE.INVALID_ARGUMENT, status);
      return;
    }
    log(`[mock] ${req.method} ${req.path} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    fail(res, CODE.BACKEND_EXCEPTION);
  };
