import {
  LOG_PAYMENT_LIMITS,
  LOG_PAYMENT_MESSAGES as M,
  LOG_PAYMENT_REFERERS,
  PAY_MANUALLY_MESSAGES,
  PAY_MANUALLY_REFERERS,
} from '../../src/api/contract';
import { toMinor } from '../../src/domain/minorUnits';
import { paymentAmountProblem } from '../../src/domain/paymentAmount';
import { normaliseName } from '../../src/domain/safeText';
import { type Fields, fieldsOf, toNumber } from '../http/body';
import { lengthError } from '../validation';
import type { PaymentToRecord } from './record-payment';

/** The amount in whole minor units, by the rule the admin's form checks too (src/domain/paymentAmount.ts). */
const readAmount = (raw: unknown, errors: Record<string, string>): number => {
  if (raw === undefined || raw === null || raw === '') errors.amount = M.required;
  else {
    const amount = toNumber(raw);
    if (amount === undefined) errors.amount = M.number;
    else {
      const problem = paymentAmountProblem(amount, LOG_PAYMENT_LIMITS.maxAmount);
      if (problem === null) return toMinor(amount);
      errors.amount = M[problem];
    }
  }
  return 0;
};

/** An optional currency code as sent (null when absent); the account's own is checked where the account is known. */
const readCurrency = (raw: unknown, errors: Record<string, string>): string | null => {
  if (raw === undefined || raw === null) return null;
  if (typeof raw === 'string' && raw.length <= CURRENCY_TEXT_MAX) return raw;
  errors.currency = M.text;
  return null;
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

/** A currency code is three letters; anything much longer is not one (and is not echoed back). */
const CURRENCY_TEXT_MAX = 8;

const readReferer = (raw: unknown, allowed: readonly string[], message: string, errors: Record<string, string>): string => {
  if (raw === undefined || raw === null || raw === '') errors.referer = M.required;
  else if (typeof raw !== 'string' || !allowed.includes(raw)) errors.referer = message;
  else return raw;
  return '';
};

export type CheckedPayment = { ok: true; value: PaymentToRecord } | { ok: false; errors: Record<string, string> };

const checked = (value: PaymentToRecord, errors: Record<string, string>): CheckedPayment =>
  Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, value };

/** Spec 3 §3 "Log-payment payload": every field error at once, as the modal shows them. */
export const checkLogPayment = (body: unknown): CheckedPayment => {
  const fields = fieldsOf(body);
  const errors: Record<string, string> = {};
  const amount_minor = readAmount(fields.amount, errors);
  const referer = readReferer(fields.referer, LOG_PAYMENT_REFERERS, M.referer, errors);
  // The reference is a key: kept without the invisible characters that would make a second one look the same.
  const transaction_id = normaliseName(readText(fields, 'transaction_id', LOG_PAYMENT_LIMITS.transactionIdMax, errors));
  const comment = readText(fields, 'comment', LOG_PAYMENT_LIMITS.commentMax, errors);
  const currency = readCurrency(fields.currency, errors);
  return checked({ amount_minor, referer, transaction_id, comment, currency }, errors);
};

/**
 * Spec 3 §3 "Pay-manually payload" (amount, referer AMERIA only, comment). It carries no provider
 * reference, so each call is its own payment: the page's busy button keeps a double click from
 * sending twice.
 */
export const checkPayManually = (body: unknown): CheckedPayment => {
  const fields = fieldsOf(body);
  const errors: Record<string, string> = {};
  const amount_minor = readAmount(fields.amount, errors);
  const referer = readReferer(fields.referer, PAY_MANUALLY_REFERERS, PAY_MANUALLY_MESSAGES.referer, errors);
  const comment = readText(fields, 'comment', LOG_PAYMENT_LIMITS.commentMax, errors);
  const currency = readCurrency(fields.currency, errors);
  return checked({ amount_minor, referer, transaction_id: '', comment, currency }, errors);
};
