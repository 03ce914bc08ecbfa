import type { ErrorRequestHandler, RequestHandler } from 'express';
import { CODE } from '../../src/api/contract';
import { fail } from '../envelope';

/**
 * Unknown paths answer in the envelope too (HTTP 404). The catalogue has no "no such endpoint" code,
 * so code 1 it is: a client calling a path the backend lacks has met a backend problem.
 */
export const notFound: RequestHandler = (_req, res) => {
  fail(res, CODE.BACKEND_EXCEPTION, 404);
};

const statusOf = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status } = error as { status?: unknown };
  return typeof status === 'number' ? status : undefined;
};

/** Unreadable bodies (bad JSON, too large) are the caller's fault: code 2; anything else is code 1. */
export const createErrorHandler =
  (log: (message: string) => void): ErrorRequestHandler =>
  (error: unknown, req, res, next) => {
    if (res.headersSent) {
      next(error);
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
