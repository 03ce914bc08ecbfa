import type { Application, Request, Response } from 'express';
import {
  TRANSACTION_CSV_HEADER,
  TRANSACTION_DEFAULT_PAGE_SIZE,
  TRANSACTION_PAGE_SIZES,
  TRANSACTION_PATHS,
  TRANSACTION_STATUS_NAMES,
} from '../../src/api/contract';
import { fromMinor } from '../../src/domain/minorUnits';
import { callerOf, type RouteContext } from '../context';
import { isoDay } from '../dates';
import type { StoredSpace } from '../db/types';
import { failFields, ok } from '../envelope';
import { fieldsOf, type Fields } from '../http/body';
import { fixed, toCsv } from '../http/csv';
import { requireAny } from './require-permission';
import { readableSpace } from './space';
import { type DayRange, pageOf, readPage, readRange, readSize, transactionsOf } from './transactions-query';

const PAGE_SIZES: readonly number[] = TRANSACTION_PAGE_SIZES;

/**
 * The body's range and the account it names (`space_id`, the caller's own when absent; an
 * administrator may name any, anyone else only their own: readableSpace answers code 3 otherwise).
 * Field errors are answered first, so a malformed body says what is wrong with it.
 */
const readScope = (ctx: RouteContext, req: Request, res: Response, fields: Fields, errors: Record<string, string>): { space: StoredSpace; range: DayRange } | null => {
  const range = readRange(fields, errors);
  if (!range || Object.keys(errors).length > 0) {
    failFields(res, errors);
    return null;
  }
  const space = readableSpace(ctx, req, res, fields.space_id ?? callerOf(req).space.id);
  return space ? { space, range } : null;
};

/**
 * The advertiser's transactions (spec 3 §2 Transactions, PAGE_TRANSACTIONS), paths ours (see the
 * contract): the list of a date range, paged in spec 3 §3's envelope, and the same rows as CSV.
 */
export const registerTransactionRoutes = (app: Application, ctx: RouteContext): void => {
  app.post(TRANSACTION_PATHS.list, (req, res) => {
    if (!requireAny(req, res, ['PAGE_TRANSACTIONS'])) return;
    const fields = fieldsOf(req.body);
    const errors: Record<string, string> = {};
    const page = readPage(fields.page, errors);
    const size = readSize(fields.size, TRANSACTION_DEFAULT_PAGE_SIZE, errors, PAGE_SIZES);
    const scope = readScope(ctx, req, res, fields, errors);
    if (!scope) return;
    ok(res, pageOf(transactionsOf(ctx.store.state().transactions, scope.space.id, scope.range), page, size));
  });

  app.post(TRANSACTION_PATHS.csv, (req, res) => {
    if (!requireAny(req, res, ['PAGE_TRANSACTIONS'])) return;
    const scope = readScope(ctx, req, res, fieldsOf(req.body), {});
    if (!scope) return;
    const { space, range } = scope;
    const rows = transactionsOf(ctx.store.state().transactions, space.id, range).map((row) => [
      row.id,
      fixed(fromMinor(row.amount_minor)),
      space.currency,
      TRANSACTION_STATUS_NAMES[row.status] ?? String(row.status),
      row.transaction_date,
      row.transaction_id,
      row.comment,
    ]);
    // Named after the days the page shows: the range's end is exclusive, so its last day is the day before.
    const fileName = `transactions-${isoDay(range.fromDay)}-${isoDay(Math.max(range.fromDay, range.toDay - 1))}.csv`;
    res.status(200);
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.set('Content-Disposition', `attachment; filename="${fileName}"`);
    res.set('X-Content-Type-Options', 'nosniff');
    // toCsv neutralises formulas in text cells (a comment starting with =, +, - or @).
    res.send(toCsv(TRANSACTION_CSV_HEADER, rows, { bom: true }));
  });
};
