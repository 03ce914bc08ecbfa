import type { Response } from 'express';
import { CODE, LOG_PAYMENT_MESSAGES, TRANSACTION_STATUS, type Transaction } from '../../src/api/contract';
import { foldName } from '../../src/domain/safeText';
import type { MockStore } from '../db/store';
import type { StoredTransaction } from '../db/types';
import { fail, failFields, ok } from '../envelope';
import { transactionView } from '../routes/transactions-query';
import * as mockClock from '../clock';

/** A checked payment, its amount already whole minor units. */
export interface PaymentToRecord {
  amount_minor: number;
  referer: string;
  /** The provider's reference (normalised as kept); empty when none was given. */
  transaction_id: string;
  comment: string;
  /** The currency the caller says the amount is in; null when not said. */
  currency: string | null;
}

export type RecordedPayment =
  /** The new transaction, or the first one when the same payment had been logged before (nothing credited again). */
  | { kind: 'recorded'; transaction: Transaction }
  | { kind: 'no-account' }
  /** A currency other than the account's: a payment is never converted, so it is refused. */
  | { kind: 'currency'; accountCurrency: string }
  /** The reference the account already has, logged with another amount, referer or comment. */
  | { kind: 'key-reused' };

/**
 * The reference as an idempotency key: compatibility-normalised, case-folded, without invisible
 * characters, trimmed (safeText.ts foldName), so `probe-1`, `ＰROBE-1` and `PROBE-1` + U+200B are one key.
 */
const keyOf = (reference: string): string => foldName(reference);

const samePayment = (earlier: StoredTransaction, payment: PaymentToRecord): boolean =>
  earlier.amount_minor === payment.amount_minor && earlier.referer === payment.referer && earlier.comment === payment.comment;

/**
 * Writes a completed transaction and adds its amount to the account's balance, in one store mutation
 * and in whole minor units (a thousand payments of 0.01 add exactly 10.00).
 *
 * Idempotent on the provider's reference (beyond the spec, as Stripe's idempotency keys): a non-empty
 * transaction_id whose key the account already has answers that first transaction and credits nothing
 * when the payment is the same (amount, referer, comment: a retried or double-sent log-payment never
 * pays twice), and is refused when it is another (a second payment must not vanish behind a success).
 * An empty reference is no key: each such payment is its own. The check and the write happen inside
 * one mutate, so two requests with the same reference cannot both credit.
 */
export const recordPayment = (store: MockStore, spaceId: number, payment: PaymentToRecord): RecordedPayment =>
  store.mutate((db): RecordedPayment => {
    const space = db.spaces.find((s) => s.id === spaceId);
    if (!space) return { kind: 'no-account' };
    if (payment.currency !== null && payment.currency !== space.currency) return { kind: 'currency', accountCurrency: space.currency };
    if (payment.transaction_id !== '') {
      const key = keyOf(payment.transaction_id);
      const earlier = db.transactions.find((t) => t.space_id === spaceId && t.transaction_id !== '' && keyOf(t.transaction_id) === key);
      if (earlier) return samePayment(earlier, payment) ? { kind: 'recorded', transaction: transactionView(earlier) } : { kind: 'key-reused' };
    }
    const row: StoredTransaction = {
      id: db.transactions.reduce((max, t) => Math.max(max, t.id), 0) + 1,
      space_id: space.id,
      amount_minor: payment.amount_minor,
      status: TRANSACTION_STATUS.completed,
      transaction_date: mockClock.nowDate().toISOString(),
      transaction_id: payment.transaction_id,
      comment: payment.comment,
      referer: payment.referer,
    };
    db.transactions.push(row);
    space.balance_minor += payment.amount_minor;
    return { kind: 'recorded', transaction: transactionView(row) };
  });

/** Answers a log-payment or pay-manually call with what recording it came to. */
export const answerRecordedPayment = (res: Response, recorded: RecordedPayment): void => {
  if (recorded.kind === 'recorded') ok(res, recorded.transaction);
  else if (recorded.kind === 'currency') failFields(res, { currency: LOG_PAYMENT_MESSAGES.currency(recorded.accountCurrency) });
  else if (recorded.kind === 'key-reused') fail(res, CODE.PAYMENT_ALREADY_LOGGED, 409);
  else fail(res, CODE.SPACE_NOT_FOUND);
};
