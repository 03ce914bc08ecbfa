import type { Application, Request, Response } from 'express';
import {
  CODE,
  INVOICE_STATUS,
  INVOICE_USERS_MAX_PAGE,
  INVOICE_USERS_MAX_SIZE,
  INVOICE_USERS_PATH,
  isInvoiceStatus,
  type InvoiceStatus,
  type InvoiceUser,
  type InvoiceUsersPage,
  type UserAccountDetail,
} from '../../src/api/contract';
import { fromMinor } from '../../src/domain/minorUnits';
import { ownedAccount, whitelabelUser } from '../admin/payment-users';
import { accountsOfWhitelabel, administrationOnly, whitelabelOfCaller } from '../admin/scope';
import { latestStatementStatus, toBePaidMinor, type LedgerInput } from '../billing/invoice-ledger';
import { checkPayManually } from '../billing/payment-payload';
import { paymentVendorOf } from '../billing/payment-vendor';
import { answerRecordedPayment, recordPayment } from '../billing/record-payment';
import type { RouteContext } from '../context';
import { createCampaignsBySpace } from '../db/campaignsBySpace';
import { todayDayNumber } from '../dates';
import type { StoredSpace, StoredUser } from '../db/types';
import { fail, failFields, ok } from '../envelope';
import { fieldsOf, toNumber } from '../http/body';

interface UsersQuery {
  status: InvoiceStatus | null;
  page: number;
  size: number;
}

const wholeIn = (value: number | undefined, min: number, max: number): value is number =>
  value !== undefined && Number.isInteger(value) && value >= min && value <= max;

/** The users call's body: page one-based, size 1..INVOICE_USERS_MAX_SIZE, status an invoice status or none. */
const readUsersQuery = (req: Request, res: Response): UsersQuery | null => {
  const fields = fieldsOf(req.body);
  const errors: Record<string, string> = {};
  const page = toNumber(fields.page ?? 1);
  const size = toNumber(fields.size ?? INVOICE_USERS_MAX_SIZE);
  if (!wholeIn(page, 1, INVOICE_USERS_MAX_PAGE)) errors.page = `page is one-based, at most ${INVOICE_USERS_MAX_PAGE}`;
  if (!wholeIn(size, 1, INVOICE_USERS_MAX_SIZE)) errors.size = `size is from 1 to ${INVOICE_USERS_MAX_SIZE}`;
  const status = fields.status ?? null;
  if (status !== null && !isInvoiceStatus(status)) errors.status = `status is one of ${Object.values(INVOICE_STATUS).join(', ')}`;
  if (Object.keys(errors).length > 0 || page === undefined || size === undefined) {
    failFields(res, errors);
    return null;
  }
  return { status: isInvoiceStatus(status) ? status : null, page, size };
};

/** A status filter: the latest statement's status; an unpaid one only when something is owed on it. */
const hasStatus = (ledger: LedgerInput, status: InvoiceStatus): boolean =>
  latestStatementStatus(ledger) === status && (status === INVOICE_STATUS.paid || toBePaidMinor(ledger) > 0);

/**
 * The administrator's invoice users and one user's payments (spec 3 §2, §3, §7; choices in
 * src/api/contract/admin-payments.ts). ROUTE_ADMINISTRATION only (code 3 otherwise); users of the
 * caller's own white-label only (another's is answered as unknown, code 6). The user transactions and
 * log-payment calls are in transactions-admin.ts; the invoice list per user is the billing history.
 */
export const registerInvoiceUserRoutes = (app: Application, ctx: RouteContext): void => {
  const campaignsOf = createCampaignsBySpace(ctx.store);
  const ledgerOf = (space: StoredSpace, owner: StoredUser): LedgerInput => ({
    seed: ctx.store.state().meta.seed,
    space,
    owner,
    campaigns: campaignsOf(space.id),
    today: todayDayNumber(),
  });

  // Every account owner of the white-label, by user id; to_be_paid computed for the answered page only.
  app.post(INVOICE_USERS_PATH, administrationOnly, (req, res) => {
    const query = readUsersQuery(req, res);
    if (!query) return;
    const accounts = accountsOfWhitelabel(ctx.store.state(), whitelabelOfCaller(req));
    const owned = accounts.spaces
      .map((space) => ({ space, owner: accounts.owners.get(space.id) }))
      .filter((entry): entry is { space: StoredSpace; owner: StoredUser } => entry.owner !== undefined)
      .filter(({ space, owner }) => query.status === null || hasStatus(ledgerOf(space, owner), query.status))
      .sort((a, b) => a.owner.id - b.owner.id);
    const rows = owned.slice((query.page - 1) * query.size, query.page * query.size).map(({ space, owner }): InvoiceUser => ({
      id: owner.id,
      first_name: owner.first_name,
      last_name: owner.last_name,
      email: owner.email,
      balance: fromMinor(space.balance_minor),
      to_be_paid: fromMinor(toBePaidMinor(ledgerOf(space, owner))),
      currency: space.currency,
    }));
    const answer: InvoiceUsersPage = { data: rows, total_size: owned.length, page_size: query.size, current_page: query.page };
    ok(res, answer);
  });

  app.get('/v1/invoice/user-account/:userId', administrationOnly, (req, res) => {
    const user = whitelabelUser(ctx, req, res, req.params.userId);
    if (!user) return;
    const space = ownedAccount(ctx, res, user);
    if (!space) return;
    const detail: UserAccountDetail = {
      id: user.id,
      first_name: user.first_name,
      last_name: user.last_name,
      email: user.email,
      currency: space.currency,
      credit_limit: fromMinor(user.credit_limit_minor),
      invoice_due_day: user.invoice_due_day,
      payment_vendor: paymentVendorOf(space, ctx.settings),
      space_id: space.id,
      balance: fromMinor(space.balance_minor),
    };
    ok(res, detail);
  });

  // Only for a user whose account pays through ameria (spec 3 §6); referer AMERIA only (§9).
  app.post('/v1/invoice/pay-manually/:userId', administrationOnly, (req, res) => {
    const checked = checkPayManually(req.body);
    if (!checked.ok) {
      failFields(res, checked.errors);
      return;
    }
    const user = whitelabelUser(ctx, req, res, req.params.userId);
    if (!user) return;
    const space = ownedAccount(ctx, res, user);
    if (!space) return;
    if (paymentVendorOf(space, ctx.settings) !== 'ameria') {
      fail(res, CODE.PAYMENT_VENDOR_NOT_AMERIA);
      return;
    }
    answerRecordedPayment(res, recordPayment(ctx.store, space.id, checked.value));
  });
};
