import { TRANSACTION_STATUS, type Transaction } from '../../src/api/contract';
import type { MockStore } from '../db/store';
import type { StoredTransaction } from '../db/types';
import { transactionView } from '../routes/transactions-query';

/** A checked payment, its amount already whole minor units. */
export interface PaymentToRecord {
  amount_minor: number;
  referer: string;
  /** The provider's reference; empty when none was given. */
  transaction_id: string;
  comment: string;
}

export interface RecordedPayment {
  transaction: Transaction;
  /** False when the reference had been logged before for this account: nothing was credited again. */
  credited: boolean;
}

/**
 * Writes a completed transaction and adds its amount to the account's balance, in one store mutation
 * and in whole minor units (a thousand payments of 0.01 add exactly 10.00).
 *
 * Idempotent on the provider's reference (beyond the spec): a non-empty transaction_id the account already
 * has answers that first transaction and credits nothing, so a retried or double-sent log-payment
 * never pays twice. An empty reference is no key: each such payment is its own. The check and the
 * write happen inside one mutate, so two requests with the same reference cannot both credit.
 * Null when the account does not exist.
 */
export const recordPayment = (store: MockStore, spaceId: number, payment: PaymentToRecord): RecordedPayment | null =>
  store.mutate((db): RecordedPayment | null => {
    const space = db.spaces.find((s) => s.id === spaceId);
    if (!space) return null;
    if (payment.transaction_id !== '') {
      const earlier = db.transactions.find((t) => t.space_id === spaceId && t.transaction_id === payment.transaction_id);
      if (earlier) return { transaction: transactionView(earlier), credited: false };
    }
    const row: StoredTransaction = {
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
    space.balance_minor += payment.amount_minor;
    return { transaction: transactionView(row), credited: true };
  });
