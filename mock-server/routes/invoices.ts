import type { Application, Request, Response } from 'express';
import {
  INVOICE_HISTORY_LIMITS,
  INVOICE_HISTORY_PATH,
  INVOICE_PATH,
  INVOICE_PDF_FILENAME,
  INVOICE_PDF_PATH,
  INVOICE_STATUS,
  isInvoiceStatus,
  type Invoice,
  type InvoiceHistoryRow,
  type InvoiceStatus,
  type Page,
} from '../../src/api/contract';
import { addBenchInvoice, BENCH_INVOICE_MAX_LINES } from '../billing/bench-invoices';
import { historyRows } from '../billing/invoice-ledger';
import { createInvoiceReader } from '../billing/invoice-reader';
import { withSendState } from '../billing/invoice-sends';
import { buildInvoicePdf } from '../billing/invoice-pdf';
import { requestWhitelabel } from '../branding';
import { callerOf, type RouteContext } from '../context';
import { isoDay, parseIsoDay, todayDayNumber } from '../dates';
import { failFields, ok } from '../envelope';
import { fieldsOf, toId, toNumber } from '../http/body';
import { MOCK_ADMIN_PATHS } from '../mock-admin-api';
import { requireAny } from './require-permission';
import { readableSpace } from './space';

/** Billing's calls need the billing page; administrators read any account's through their own pages. */
const BILLING_ACCESS = ['PAGE_BILLING', 'ROUTE_ADMINISTRATION'] as const;
const STRICT_DAY = /^\d{4}-\d{2}-\d{2}$/;

const STATUS_WORDS: Record<InvoiceStatus, string> = {
  [INVOICE_STATUS.issued]: 'Issued',
  [INVOICE_STATUS.paid]: 'Paid',
  [INVOICE_STATUS.overdue]: 'Overdue',
};

interface HistoryQuery {
  spaceId: unknown;
  status: InvoiceStatus | null;
  fromDay: number;
  toDay: number;
  page: number;
  size: number;
}

const wholeIn = (value: number | undefined, min: number, max: number): value is number =>
  value !== undefined && Number.isInteger(value) && value >= min && value <= max;

/** The history request's fields checked against the contract's bounds; null when answered with code 2. */
const readHistoryQuery = (req: Request, res: Response): HistoryQuery | null => {
  const fields = fieldsOf(req.body);
  const errors: Record<string, string> = {};
  const day = (key: 'from_date' | 'to_date'): number | null => {
    const raw = fields[key];
    const parsed = typeof raw === 'string' && STRICT_DAY.test(raw) ? parseIsoDay(raw) : null;
    if (parsed === null) errors[key] = `${key} is a day, YYYY-MM-DD`;
    return parsed;
  };
  const fromDay = day('from_date');
  const toDay = day('to_date');
  if (fromDay !== null && toDay !== null && (toDay <= fromDay || toDay - fromDay > INVOICE_HISTORY_LIMITS.maxRangeDays)) {
    errors.to_date = `to_date is after from_date (exclusive), at most ${INVOICE_HISTORY_LIMITS.maxRangeDays} days on`;
  }
  const page = toNumber(fields.page);
  const size = toNumber(fields.size);
  if (!wholeIn(page, 1, INVOICE_HISTORY_LIMITS.maxPage)) errors.page = `page is one-based, at most ${INVOICE_HISTORY_LIMITS.maxPage}`;
  if (!wholeIn(size, 1, INVOICE_HISTORY_LIMITS.maxSize)) errors.size = `size is from 1 to ${INVOICE_HISTORY_LIMITS.maxSize}`;
  const status = fields.status ?? null;
  if (status !== null && !isInvoiceStatus(status)) errors.status = `status is one of ${Object.values(INVOICE_STATUS).join(', ')}`;
  if (Object.keys(errors).length > 0 || fromDay === null || toDay === null || page === undefined || size === undefined) {
    failFields(res, errors);
    return null;
  }
  return { spaceId: fields.user_id ?? callerOf(req).space.id, status: isInvoiceStatus(status) ? status : null, fromDay, toDay, page, size };
};

/**
 * Billing (spec 3 §7): the payment history, an invoice, its PDF. The ledger is computed per request
 * from the account's campaigns (billing/invoice-ledger.ts says why and its cadence). An invoice id
 * carries its account; another account's invoice is answered as unknown (code 1500), so ids tell a
 * user nothing about accounts they cannot see. Administrators read every account's.
 */
export const registerInvoiceRoutes = (app: Application, ctx: RouteContext): void => {
  const { ledgerOf, readable } = createInvoiceReader(ctx);
  const readableInvoice = (req: Request, res: Response): Invoice | null => readable(req, res)?.invoice ?? null;

  app.post(INVOICE_HISTORY_PATH, (req, res) => {
    if (!requireAny(req, res, BILLING_ACCESS)) return;
    const query = readHistoryQuery(req, res);
    if (!query) return;
    const space = readableSpace(ctx, req, res, query.spaceId);
    if (!space) return;
    const rows = historyRows(ledgerOf(space), query.fromDay, query.toDay).filter((row) => query.status === null || row.status === query.status);
    const answer: Page<InvoiceHistoryRow> = { data: rows.slice((query.page - 1) * query.size, query.page * query.size), total_size: rows.length };
    ok(res, answer);
  });

  app.get(`${INVOICE_PDF_PATH}/:id`, async (req, res, next) => {
    if (!requireAny(req, res, BILLING_ACCESS)) return;
    const invoice = readableInvoice(req, res);
    if (!invoice) return;
    try {
      const pdf = await buildInvoicePdf({
        invoice,
        brandName: requestWhitelabel(req, ctx.store.state(), ctx.settings).name,
        statusLabel: STATUS_WORDS[invoice.status],
      });
      res.set('Content-Type', 'application/pdf');
      res.set('Content-Disposition', `attachment; filename="${INVOICE_PDF_FILENAME}"`);
      res.set('Cache-Control', 'no-store');
      res.status(200).end(pdf);
    } catch (error) {
      next(error);
    }
  });

  app.get(`${INVOICE_PATH}/:id`, (req, res) => {
    if (!requireAny(req, res, BILLING_ACCESS)) return;
    const invoice = readableInvoice(req, res);
    // With the day of its latest internal send (routes/invoice-admin.ts records the sends).
    if (invoice) ok(res, withSendState(ctx.store.state(), invoice));
  });

  // The bench's 500-line invoice (billing/bench-invoices.ts): test-only API, outside /v1, no token.
  if (ctx.config.adminApi) {
    app.post(MOCK_ADMIN_PATHS.benchInvoice, (req, res) => {
      const fields = fieldsOf(req.body);
      const spaceId = toId(fields.space_id);
      const lines = toNumber(fields.line_items);
      const space = ctx.store.state().spaces.find((s) => s.id === spaceId);
      if (!space || !wholeIn(lines, 1, BENCH_INVOICE_MAX_LINES)) {
        failFields(res, { body: `space_id of a known account and line_items from 1 to ${BENCH_INVOICE_MAX_LINES}` });
        return;
      }
      const owner = ctx.store.state().users.find((user) => user.id === space.owner_user_id);
      ok(res, { id: addBenchInvoice(ctx.store, space, owner, lines, isoDay(todayDayNumber())).id });
    });
  }
};
