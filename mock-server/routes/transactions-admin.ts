import type { Application, Request, Response } from 'express';
import {
  CODE,
  LOG_PAYMENT_LIMITS,
  LOG_PAYMENT_MESSAGES as M,
  LOG_PAYMENT_REFERERS,
  TRANSACTION_DEFAULT_PAGE_SIZE,
  TRANSACTION_STATUS,
  type LogPaymentReferer,
  type Transaction,
} from '../../src/api/contract';
import { toMinor } from '../../src/domain/minorUnits';
import type { RouteContext } from '../context';
import type { StoredUser } from '../db/types';
import { fail, failFields, ok } from '../envelope';
import { type Fields, fieldsOf, toId, toNumber } from '../http/body';
import { lengthError } from '../validation';
import { requireAny } from './require-permission';
import { pageOf, readPage, readSize, transactionView, transactionsOf } from './transactions-query';

/** The user an administration path names (code 6 when there is none). */
const namedUser = (ctx: RouteContext, res: Response, rawId: unknown): StoredUser | null => {
  const id = toId(rawId);
  const user = id === null ? undefined : ctx.store.state().users.find((u) => u.id === id);
  if (!user) fail(res, CODE.USER_NOT_FOUND);
  return user ?? null;
};

/** A number with at most two decimals: 0.1 + 0.2 passes (binary noise), 1.005 does not. */
const hasCents = (amount: number): boolean => Math.abs(amount * 100 - Math.round(amount * 100)) < 1e-6;

interface ValidPayment {
  amount_minor: number;
  referer: LogPaymentReferer;
  transaction_id: string;
  comment: string;
}

const readAmount = (raw: unknown, errors: Record<string, string>): number => {
  if (raw === undefined || raw === null || raw === '') errors.amount = M.required;
  else {
    const amount = toNumber(raw);
    if (amount === undefined) errors.amount = M.number;
    else if (amount <= 0) errors.amount = M.positive;
    else if (!hasCents(amount)) errors.amount = M.decimals;
    else if (amount > LOG_PAYMENT_LIMITS.maxAmount) errors.amount = M.maxAmount;
    else return toMinor(amount);
  }
  return 0;
};

/** Optional free text (spec 3 §5 "not validated"), bounded in length; absent or null is empty. */
const readText = (fields: Fields, key: 'transaction_id' | 'comment', max: number, errors: Record<string, string>): string => {
  const raw = fields[key];
  if (raw === undefined || raw === null) return '';
  if (typeof raw !== 'string') {
    errors[key] = M.text;
    return '';
  }
  const problem = lengthError(raw, max);
  if (problem) errors[key] = problem;
  return raw.trim();
};

/** Spec 3 §3 "Log-payment payload": every field error at once, as the modal shows them. */
const validatePayment = (body: unknown): { ok: true; value: ValidPayment } | { ok: false; errors: Record<string, string> } => {
  const fields = fieldsOf(body);
  const errors: Record<string, string> = {};
  const amount_minor = readAmount(fields.amount, errors);
  const referer = fields.referer;
  if (referer === undefined || referer === null || referer === '') errors.referer = M.required;
  else if (!(LOG_PAYMENT_REFERERS as readonly unknown[]).includes(referer)) errors.referer = M.referer;
  const transaction_id = readText(fields, 'transaction_id', LOG_PAYMENT_LIMITS.transactionIdMax, errors);
  const comment = readText(fields, 'comment', LOG_PAYMENT_LIMITS.commentMax, errors);
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: { amount_minor, referer: referer as LogPaymentReferer, transaction_id, comment } };
};

const administrator = (req: Request, res: Response): boolean => requireAny(req, res, ['ROUTE_ADMINISTRATION']);

/**
 * Spec 3 §7 "Administration" (ROUTE_ADMINISTRATION; logging payments is admin-only, §6): a user's
 * transactions, paged (`page` one-based, `size` up to TRANSACTION_MAX_PAGE_SIZE, every date), and
 * logging a payment, which records a completed transaction and adds its amount to the user's space
 * balance, both in whole minor units so no sum ever drifts.
 */
export const registerTransactionAdminRoutes = (app: Application, ctx: RouteContext): void => {
  app.get('/v1/invoice/user-transactions/:id', (req, res) => {
    if (!administrator(req, res)) return;
    const errors: Record<string, string> = {};
    const page = readPage(req.query.page, errors);
    const size = readSize(req.query.size, TRANSACTION_DEFAULT_PAGE_SIZE, errors);
    if (Object.keys(errors).length > 0) {
      failFields(res, errors);
      return;
    }
    const user = namedUser(ctx, res, req.params.id);
    if (!user) return;
    ok(res, pageOf(transactionsOf(ctx.store.state().transactions, user.space_id), page, size));
  });

  app.post('/v1/invoice/log-payment/:userId', (req, res) => {
    if (!administrator(req, res)) return;
    const checked = validatePayment(req.body);
    if (!checked.ok) {
      failFields(res, checked.errors);
      return;
    }
    const user = namedUser(ctx, res, req.params.userId);
    if (!user) return;
    const payment = checked.value;
    const logged = ctx.store.mutate((db): Transaction | null => {
      const space = db.spaces.find((s) => s.id === user.space_id);
      if (!space) return null;
      const row = {
        id: db.transactions.reduce((max, t) => Math.max(max, t.id), 0) + 1,
        space_id: space.id,
        amount_minor: payment.amount_minor,
        status: TRANSACTION_STATUS.completed,
        transaction_date: new Date().toISOString(),
        transaction_id: payment.transaction_id,
        comment: payment.comment,
        referer: payment.referer,
      };
      db.transactions.push(row);
      // Integers: a thousand payments of 0.01 add exactly 1000 minor units.
      space.balance_minor += payment.amount_minor;
      return transactionView(row);
    });
    if (logged) ok(res, logged);
    else fail(res, CODE.SPACE_NOT_FOUND);
  });
};
