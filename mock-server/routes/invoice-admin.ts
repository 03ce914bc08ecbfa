import type { Application } from 'express';
import {
  ADMIN_INVOICE_PATHS,
  INVOICE_PDF_FILENAME,
  INVOICE_TRANSACTIONS_MAX,
  SEND_INVOICE_LIMITS,
  SEND_INVOICE_MESSAGES as M,
  TRANSACTION_STATUS,
  invoiceEmailSubject,
  isInvoiceSendType,
  type Invoice,
  type InvoiceSendResult,
  type InvoiceTransactionsPage,
  type SendInvoicePayload,
  type Transaction,
} from '../../src/api/contract';
import { administrationOnly } from '../admin/scope';
import { createInvoiceReader } from '../billing/invoice-reader';
import { recordSend } from '../billing/invoice-sends';
import { callerOf, type RouteContext } from '../context';
import { parseIsoDay } from '../dates';
import type { StoredSpace, StoredTransaction } from '../db/types';
import { failFields, ok } from '../envelope';
import { fieldsOf } from '../http/body';
import { EMAIL_PATTERN, lengthError } from '../validation';
import { transactionView, transactionsOf } from './transactions-query';
import * as mockClock from '../clock';

const STRICT_DAY = /^\d{4}-\d{2}-\d{2}$/;
const FIRST_DAY = parseIsoDay(SEND_INVOICE_LIMITS.firstDay) ?? 0;
const LAST_DAY = parseIsoDay(SEND_INVOICE_LIMITS.lastDay) ?? 0;

/** Whether a field is missing: absent, null or blank. */
const blank = (value: unknown): boolean => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');

/**
 * Spec 3 §3 "Send-invoice payload" read as spec 3 §4 says: email mode keeps only the email, internal
 * mode only the date, whatever else the body carries. Every field error at once (code 2).
 */
const readSend = (body: unknown): { ok: true; value: SendInvoicePayload } | { ok: false; errors: Record<string, string> } => {
  const fields = fieldsOf(body);
  const type = fields.type;
  if (!isInvoiceSendType(type)) return { ok: false, errors: { type: blank(type) ? M.required : M.type } };
  if (type === 'email') {
    const raw = fields.email;
    if (blank(raw)) return { ok: false, errors: { email: M.required } };
    const email = typeof raw === 'string' ? raw.trim() : '';
    const tooLong = lengthError(email, SEND_INVOICE_LIMITS.emailMax);
    if (tooLong) return { ok: false, errors: { email: tooLong } };
    if (!EMAIL_PATTERN.test(email)) return { ok: false, errors: { email: M.email } };
    return { ok: true, value: { type, email } };
  }
  const raw = fields.date;
  if (blank(raw)) return { ok: false, errors: { date: M.required } };
  const day = typeof raw === 'string' && STRICT_DAY.test(raw) ? parseIsoDay(raw) : null;
  if (day === null || day < FIRST_DAY || day > LAST_DAY) return { ok: false, errors: { date: M.date } };
  return { ok: true, value: { type, date: raw as string } };
};

/**
 * The rows of GET /v1/invoice/transactions/{id} (the contract says what they are): the payments
 * that settled the invoice, then the account's transactions dated within its period.
 */
const invoiceTransactions = (all: readonly StoredTransaction[], space: StoredSpace, invoice: Invoice): InvoiceTransactionsPage => {
  // A settled invoice's payment is completed money on the account: the transactions' own status.
  const settlement: Transaction[] = invoice.transactions.map((t) => ({ ...t, status: TRANSACTION_STATUS.completed }));
  const fromDay = parseIsoDay(invoice.from_date) ?? 0;
  const toDay = (parseIsoDay(invoice.to_date) ?? -1) + 1;
  const within = transactionsOf(all, space.id, { fromDay, toDay });
  const rows = [...settlement, ...within.slice(0, Math.max(0, INVOICE_TRANSACTIONS_MAX - settlement.length)).map(transactionView)];
  return { data: rows, total_size: settlement.length + within.length };
};

/**
 * The administrator's invoice calls (spec 3 §7 "Administration"): an invoice's transactions and
 * sending it. Administrators only (code 3), within their white-label: an invoice of another
 * white-label's account is answered unknown (1500) by the shared reader.
 *
 * A send by email lands in the mock's mailbox (subject "Invoice No. {id}", the number the PDF
 * carries, with the PDF's name); an internal send records its day, which GET /v1/invoice/{id} then
 * answers as `sent_internally_on`. Both are kept (db `invoice_sends`).
 */
export const registerInvoiceAdminRoutes = (app: Application, ctx: RouteContext): void => {
  const { readable } = createInvoiceReader(ctx);

  app.get(`${ADMIN_INVOICE_PATHS.transactions}/:id`, administrationOnly, (req, res) => {
    const found = readable(req, res);
    if (!found) return;
    ok(res, invoiceTransactions(ctx.store.state().transactions, found.space, found.invoice));
  });

  app.post(`${ADMIN_INVOICE_PATHS.send}/:id`, administrationOnly, (req, res) => {
    const checked = readSend(req.body);
    if (!checked.ok) {
      failFields(res, checked.errors);
      return;
    }
    const found = readable(req, res);
    if (!found) return;
    const payload = checked.value;
    const result: InvoiceSendResult = {
      invoice_id: found.invoice.id,
      type: payload.type,
      email: payload.type === 'email' ? payload.email : null,
      date: payload.type === 'internal' ? payload.date : null,
      sent_at: mockClock.nowDate().toISOString(),
    };
    const sender = callerOf(req).user.id;
    ctx.store.mutate((db) => recordSend(db, { ...result, space_id: found.space.id, sent_by_user_id: sender }));
    if (result.email !== null) {
      ctx.mailbox.send({
        to: result.email,
        subject: `${invoiceEmailSubject(found.invoice.id)} (${INVOICE_PDF_FILENAME} attached)`,
        // The account's billing page, where its users download the same PDF.
        link: `${ctx.config.appUrl}/payments/history`,
      });
    }
    ok(res, result);
  });
};
