import type { Response } from 'express';
import { CODE, QUOTA_MESSAGES, RECORD_QUOTAS, type Envelope, type ErrorCode, type FieldErrorsData, type QuotaKind, type QuotaRefusalData } from '../src/api/contract';
import { catalogueMessage } from './codes';

/**
 * Every /v1 answer goes out through these helpers, so the envelope shape and the catalogue messages
 * exist in one place. HTTP statuses follow the code: clients must not need to guess from either alone.
 */
export const ok = <T>(res: Response, data: T): void => {
  const body: Envelope<T> = { type: { code: CODE.OK, message: catalogueMessage(CODE.OK) }, data };
  res.status(200).json(body);
};

const NOT_FOUND_CODES = new Set<number>([6, 7, 110, 111, 130, 131, 132, 161, 170, 180, 190, 1500]);

/** 401 for 401, 429 for 429, 403 for "Illegal action", 404 for the not-found codes, 500 for code 1, else 400. */
export const httpStatusFor = (code: ErrorCode): number => {
  if (code === CODE.UNAUTHORIZED) return 401;
  if (code === CODE.TOO_MANY_ATTEMPTS) return 429;
  if (code === CODE.ILLEGAL_ACTION) return 403;
  if (code === CODE.BACKEND_EXCEPTION) return 500;
  if (NOT_FOUND_CODES.has(code)) return 404;
  return 400;
};

export const fail = (res: Response, code: ErrorCode, httpStatus: number = httpStatusFor(code), data: unknown = null): void => {
  const body: Envelope<unknown> = { type: { code, message: catalogueMessage(code) }, data };
  // An error is never kept: not by a cache, nor as the version of a list or a file the route began.
  res.set('Cache-Control', 'no-store');
  for (const header of ['ETag', 'Last-Modified', 'Content-Disposition']) res.removeHeader(header);
  // Always the JSON envelope, even when the route had begun a file or a CSV answer.
  res.set('Content-Type', 'application/json; charset=utf-8');
  res.status(httpStatus).json(body);
};

/** Code 429 (HTTP 429) with Retry-After in whole seconds: a throttled sign-in, reset email or sign-up. */
export const failThrottled = (res: Response, waitMs: number): void => {
  res.set('Retry-After', String(Math.max(1, Math.ceil(waitMs / 1000))));
  fail(res, CODE.TOO_MANY_ATTEMPTS);
};

/** Code 2 with one message per request field (FieldErrorsData), shown under the form inputs. */
export const failFields = (res: Response, errors: Record<string, string>): void => {
  const data: FieldErrorsData = { errors };
  fail(res, CODE.INVALID_ARGUMENT, 400, data);
};

/** Code 1600: a create past the owner's record quota of `kind`; its message under the name input. */
export const failQuota = (res: Response, kind: QuotaKind): void => {
  const data: QuotaRefusalData = { errors: { name: QUOTA_MESSAGES[kind] }, quota: { kind, limit: RECORD_QUOTAS[kind] } };
  fail(res, CODE.QUOTA_REACHED, 400, data);
};
