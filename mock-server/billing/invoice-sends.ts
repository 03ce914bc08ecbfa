import type { Invoice, SentInvoice } from '../../src/api/contract';
import type { DbState, StoredInvoiceSend } from '../db/types';

/** The sends kept per invoice: the newest ones, so resending the same invoice forever grows nothing. */
export const SENDS_KEPT_PER_INVOICE = 20;

/** The invoice with the day of its latest internal send (null until one was made). */
export const withSendState = (state: DbState, invoice: Invoice): SentInvoice => {
  let latest: StoredInvoiceSend | undefined;
  for (const send of state.invoice_sends) {
    if (send.invoice_id !== invoice.id || send.type !== 'internal') continue;
    if (!latest || send.sent_at >= latest.sent_at) latest = send;
  }
  return { ...invoice, sent_internally_on: latest?.date ?? null };
};

/** Records a send (inside a store mutation), dropping that invoice's oldest beyond the kept number. */
export const recordSend = (db: DbState, send: StoredInvoiceSend): void => {
  db.invoice_sends.push(send);
  const ofInvoice = db.invoice_sends.filter((s) => s.invoice_id === send.invoice_id);
  if (ofInvoice.length <= SENDS_KEPT_PER_INVOICE) return;
  const dropped = new Set(ofInvoice.slice(0, ofInvoice.length - SENDS_KEPT_PER_INVOICE));
  db.invoice_sends = db.invoice_sends.filter((s) => !dropped.has(s));
};
