import type { InvoiceSendType, SendInvoicePayload } from '../../../src/api/contract';

/** The send modal's values: no type until the administrator picks one (spec 3 §4). */
export interface InvoiceSendValues {
  type: InvoiceSendType | '';
  email: string;
  date: string;
}

/** Today as YYYY-MM-DD in UTC, the days the mock and the invoices count in. */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** The modal opens with no type, the invoice's email and today's date ready for either mode. */
export const initialSendValues = (email: string, now: Date = new Date()): InvoiceSendValues => ({ type: '', email, date: todayUtc(now) });

/**
 * The send-invoice payload (spec 3 §3, §4): email mode drops the date, internal mode drops the email;
 * null while no type is chosen (the send button is off then).
 */
export const sendPayload = (values: InvoiceSendValues): SendInvoicePayload | null => {
  if (values.type === 'email') return { type: 'email', email: values.email.trim() };
  if (values.type === 'internal') return { type: 'internal', date: values.date };
  return null;
};
