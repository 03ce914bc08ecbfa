import type { Application } from 'express';
import { TRANSACTION_DEFAULT_PAGE_SIZE } from '../../src/api/contract';
import { administrationOnly } from '../admin/scope';
import { whitelabelUser } from '../admin/payment-users';
import { checkLogPayment } from '../billing/payment-payload';
import { answerRecordedPayment, recordPayment } from '../billing/record-payment';
import type { RouteContext } from '../context';
import { failFields, ok } from '../envelope';
import { pageOf, readPage, readSize, transactionsOf } from './transactions-query';

/**
 * Spec 3 §7 "Administration" (ROUTE_ADMINISTRATION; logging payments is admin-only, §6): a user's
 * transactions, paged (`page` one-based, `size` up to TRANSACTION_MAX_PAGE_SIZE, every date), and
 * logging a payment, which records a completed transaction and adds its amount to the user's space
 * balance, both in whole minor units so no sum ever drifts. Only users of the administrator's own
 * white-label (another's is answered as unknown, code 6). Logging is idempotent on transaction_id
 * (billing/record-payment.ts): the same payment logged twice credits once and answers the first; the
 * same reference with another amount, referer or comment is refused (1511).
 */
export const registerTransactionAdminRoutes = (app: Application, ctx: RouteContext): void => {
  app.get('/v1/invoice/user-transactions/:id', administrationOnly, (req, res) => {
    const errors: Record<string, string> = {};
    const page = readPage(req.query.page, errors);
    const size = readSize(req.query.size, TRANSACTION_DEFAULT_PAGE_SIZE, errors);
    if (Object.keys(errors).length > 0) {
      failFields(res, errors);
      return;
    }
    const user = whitelabelUser(ctx, req, res, req.params.id);
    if (!user) return;
    ok(res, pageOf(transactionsOf(ctx.store.state().transactions, user.space_id), page, size));
  });

  app.post('/v1/invoice/log-payment/:userId', administrationOnly, (req, res) => {
    const checked = checkLogPayment(req.body);
    if (!checked.ok) {
      failFields(res, checked.errors);
      return;
    }
    const user = whitelabelUser(ctx, req, res, req.params.userId);
    if (!user) return;
    answerRecordedPayment(res, recordPayment(ctx.store, user.space_id, checked.value));
  });
};
