import {
  LOG_PAYMENT_LIMITS,
  LOG_PAYMENT_REFERERS,
  PAY_MANUALLY_REFERERS,
  type LogPaymentPayload,
  type LogPaymentReferer,
  type PayManuallyPayload,
  type PayManuallyReferer,
} from '../../../src/api/contract';
import { paymentAmountProblem } from '../../../src/domain/paymentAmount';

/** The two payment modals (spec 3 §5): log a payment (any log-payment referer) or pay manually (AMERIA). */
export type PaymentKind = 'log' | 'pay';

export interface PaymentValues {
  amount: string;
  referer: string;
  transactionId: string;
  comment: string;
}

export const EMPTY_PAYMENT: PaymentValues = { amount: '', referer: '', transactionId: '', comment: '' };

export const referersOf = (kind: PaymentKind): readonly string[] => (kind === 'log' ? LOG_PAYMENT_REFERERS : PAY_MANUALLY_REFERERS);

/**
 * The amount problem as a message key under `admin.userDetails.payment.errors`, or null: the mock's
 * own rule (src/domain/paymentAmount.ts) once the text reads as a number.
 */
export const amountProblem = (raw: string): string | null => {
  const text = raw.trim();
  if (text === '') return 'required';
  const amount = Number(text);
  if (!Number.isFinite(amount)) return 'number';
  return paymentAmountProblem(amount, LOG_PAYMENT_LIMITS.maxAmount);
};

/** Spec 3 §5: amount and referer required (and valid) before submit is enabled; the texts within the contract's limits. */
export const canSubmit = (kind: PaymentKind, values: PaymentValues): boolean =>
  amountProblem(values.amount) === null &&
  referersOf(kind).includes(values.referer) &&
  values.transactionId.length <= LOG_PAYMENT_LIMITS.transactionIdMax &&
  values.comment.length <= LOG_PAYMENT_LIMITS.commentMax;

/** The optional texts are sent only when typed. */
const optional = (text: string): string | undefined => (text.trim() === '' ? undefined : text.trim());

export const logPaymentPayload = (values: PaymentValues): LogPaymentPayload => ({
  amount: Number(values.amount.trim()),
  referer: values.referer as LogPaymentReferer,
  transaction_id: optional(values.transactionId),
  comment: optional(values.comment),
});

export const payManuallyPayload = (values: PaymentValues): PayManuallyPayload => ({
  amount: Number(values.amount.trim()),
  referer: values.referer as PayManuallyReferer,
  comment: optional(values.comment),
});
