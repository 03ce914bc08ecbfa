import { describe, expect, it } from 'vitest';
import {
  CODE,
  ERROR_CATALOGUE,
  INVOICE_HISTORY_PATH,
  INVOICE_STATUS,
  INVOICE_USERS_MAX_SIZE,
  INVOICE_USERS_PATH,
  LOG_PAYMENT_MESSAGES,
  PAY_MANUALLY_MESSAGES,
  logPaymentPath,
  payManuallyPath,
  userAccountPath,
  userTransactionsPath,
  type FieldErrorsData,
  type InvoiceHistoryRow,
  type InvoiceUsersPage,
  type Page,
  type Transaction,
  type TransactionPage,
  type UserAccountDetail,
} from '../../src/api/contract';
import { toMinor } from '../../src/domain/minorUnits';
import { isoDay, todayDayNumber } from '../dates';
import { AMERIA_ACCOUNT, NG_ADMIN, NG_ACCOUNTS_FROM_SPACE_ID, PERSONA_IDS } from '../seed/facts';
import { call, login, signedInMock } from '../test-support';

const t = signedInMock();
const ADVERTISER = PERSONA_IDS.advertiser.userId;
const AMERIA_USER = AMERIA_ACCOUNT.ownerUserId;

const users = (json: unknown, token = t.admin) => call<InvoiceUsersPage | FieldErrorsData>(t.base, INVOICE_USERS_PATH, { token, json });
const account = (userId: number, token = t.admin) => call<UserAccountDetail>(t.base, userAccountPath(userId), { token });
const logPayment = (userId: number, json: unknown, token = t.admin) => call<Transaction | FieldErrorsData>(t.base, logPaymentPath(userId), { token, json });
const payManually = (userId: number, json: unknown, token = t.admin) => call<Transaction | FieldErrorsData>(t.base, payManuallyPath(userId), { token, json });
const balanceOf = async (userId: number): Promise<number> => (await account(userId)).data.balance;

/** A user of the ng white-label (owner of the first ng account). */
const ngOwner = (): number => {
  const space = t.mock.store.state().spaces.find((s) => s.id === NG_ACCOUNTS_FROM_SPACE_ID);
  if (!space) throw new Error('the seed has ng accounts');
  return space.owner_user_id;
};

describe('POST /v1/invoice/users', () => {
  it("answers the administrator's white-label account owners, paged, with balance, to_be_paid and currency", async () => {
    const first = await users({ page: 1, size: 10 });
    expect(first.type.code).toBe(0);
    const page = first.data as InvoiceUsersPage;
    expect(page).toMatchObject({ page_size: 10, current_page: 1 });
    expect(page.data).toHaveLength(10);
    expect(page.total_size).toBeGreaterThan(10);
    const second = (await users({ page: 2, size: 10 })).data as InvoiceUsersPage;
    const ids = [...page.data, ...second.data].map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
    const advertiser = page.data.find((row) => row.id === ADVERTISER);
    expect(advertiser).toMatchObject({ first_name: expect.any(String), email: 'advertiser@demo.test', currency: 'USD' });
    expect(advertiser?.to_be_paid).toBeGreaterThanOrEqual(0);
    // Only the caller's white-label: no ng account owner, on any page.
    const all = (await users({ page: 1, size: 100 })).data as InvoiceUsersPage;
    expect(all.data.map((row) => row.id)).not.toContain(ngOwner());
    expect(all.data).toHaveLength(all.total_size);
  });

  it('bounds page and size, and refuses an unknown status', async () => {
    // The bounds themselves and a known status are taken, so the refusal is the values' doing.
    expect((await users({ page: 1, size: INVOICE_USERS_MAX_SIZE, status: INVOICE_STATUS.paid })).type.code).toBe(0);
    const refused = await users({ page: 0, size: 101, status: 9 });
    expect([refused.status, refused.type.code]).toEqual([400, 2]);
    expect(Object.keys((refused.data as FieldErrorsData).errors).sort()).toEqual(['page', 'size', 'status']);
  });

  it('is refused to the advertiser and the analyst (code 3)', async () => {
    expect((await users({ page: 1, size: 10 })).type.code).toBe(0);
    for (const token of [t.advertiser, t.analyst]) {
      const refused = await users({ page: 1, size: 10 }, token);
      expect([refused.status, refused.type.code]).toEqual([403, 3]);
    }
  });

  it("answers the ng administrator only ng's users", async () => {
    const ng = await login(t.base, NG_ADMIN.email, NG_ADMIN.password);
    const page = (await users({ page: 1, size: 100 }, ng.data.access_token)).data as InvoiceUsersPage;
    expect(page.data.map((row) => row.id)).toContain(ngOwner());
    expect(page.data.map((row) => row.id)).not.toContain(ADVERTISER);
  });
});

describe('GET /v1/invoice/user-account/{userId}', () => {
  it("answers an owner's account detail; the Ameria account's vendor is ameria, the others the default", async () => {
    const advertiser = await account(ADVERTISER);
    expect(advertiser.type.code).toBe(0);
    expect(advertiser.data).toMatchObject({ id: ADVERTISER, email: 'advertiser@demo.test', currency: 'USD', payment_vendor: 'test', space_id: PERSONA_IDS.advertiser.spaceId });
    expect(advertiser.data.invoice_due_day).toBeGreaterThanOrEqual(1);
    expect((await account(AMERIA_USER)).data).toMatchObject({ payment_vendor: 'ameria', space_id: AMERIA_ACCOUNT.spaceId });
  });

  it('answers code 6 for an unknown user, a non-owner and another white-label user; code 3 to the advertiser', async () => {
    expect((await account(ADVERTISER)).type.code).toBe(0);
    for (const id of [999_999, PERSONA_IDS.analyst.userId, ngOwner()]) expect((await account(id)).type.code).toBe(6);
    expect((await account(ADVERTISER, t.advertiser)).type.code).toBe(3);
  });

  it("lets the invoice list per user be the billing history of the detail's space_id", async () => {
    const detail = (await account(ADVERTISER)).data;
    const today = todayDayNumber();
    const body = { user_id: detail.space_id, from_date: isoDay(today - 364), to_date: isoDay(today + 1), page: 1, size: 10 };
    const history = await call<Page<InvoiceHistoryRow>>(t.base, INVOICE_HISTORY_PATH, { token: t.admin, json: body });
    expect(history.type.code).toBe(0);
    expect(history.data.total_size).toBeGreaterThan(0);
    const ngSpace = NG_ACCOUNTS_FROM_SPACE_ID;
    // Another white-label's account is unknown to the administrator (110), as a made-up id.
    expect((await call(t.base, INVOICE_HISTORY_PATH, { token: t.admin, json: { ...body, user_id: ngSpace } })).type.code).toBe(110);
  });
});

describe('POST /v1/invoice/log-payment/{userId}', () => {
  it('is idempotent on transaction_id: the same payment twice credits once and answers the first result', async () => {
    const before = await balanceOf(ADVERTISER);
    const payment = { amount: 12.34, referer: 'STRIPE', transaction_id: 'idem-1', comment: 'first' };
    const first = await logPayment(ADVERTISER, payment);
    const again = await logPayment(ADVERTISER, payment);
    expect(first.type.code).toBe(0);
    expect(again.type.code).toBe(0);
    expect(again.data).toEqual(first.data);
    expect(toMinor(await balanceOf(ADVERTISER)) - toMinor(before)).toBe(1234);
    const listed = (await call<TransactionPage>(t.base, `${userTransactionsPath(ADVERTISER)}?page=1&size=100`, { token: t.admin })).data.data;
    expect(listed.filter((row) => row.transaction_id === 'idem-1')).toHaveLength(1);
  });

  it('refuses a transaction id logged before with another amount, referer or comment (1511), crediting nothing', async () => {
    const first = await logPayment(ADVERTISER, { amount: 40, referer: 'STRIPE', transaction_id: 'reused-1', comment: 'first' });
    expect(first.type.code).toBe(0);
    const before = await balanceOf(ADVERTISER);
    for (const other of [
      { amount: 99, referer: 'PAYSTACK', transaction_id: 'reused-1', comment: 'first' },
      { amount: 40, referer: 'BANK_TRANSFER', transaction_id: 'reused-1', comment: 'first' },
      { amount: 40, referer: 'STRIPE', transaction_id: 'reused-1', comment: 'another' },
    ]) {
      const refused = await logPayment(ADVERTISER, other);
      expect([refused.status, refused.type]).toEqual([409, { code: CODE.PAYMENT_ALREADY_LOGGED, message: ERROR_CATALOGUE[1511] }]);
    }
    expect(await balanceOf(ADVERTISER)).toBe(before);
    // The same payment again stays an idempotent success.
    expect((await logPayment(ADVERTISER, { amount: 40, referer: 'STRIPE', transaction_id: 'reused-1', comment: 'first' })).data).toEqual(first.data);
  });

  it('compares transaction ids normalised: width, letter case and invisible characters make no second payment', async () => {
    const payment = { amount: 3, referer: 'STRIPE', comment: '' };
    const first = await logPayment(ADVERTISER, { ...payment, transaction_id: 'probe-1' });
    expect(first.type.code).toBe(0);
    const before = await balanceOf(ADVERTISER);
    for (const lookalike of ['ＰROBE-1', 'PROBE-1\u200b', ' \u2063probe-1\u00ad ', 'probe\u200d-1']) {
      const again = await logPayment(ADVERTISER, { ...payment, transaction_id: lookalike });
      expect({ lookalike, data: again.data }).toEqual({ lookalike, data: first.data });
    }
    expect((await logPayment(ADVERTISER, { ...payment, amount: 4, transaction_id: 'ＰROBE-1' })).type.code).toBe(CODE.PAYMENT_ALREADY_LOGGED);
    expect(await balanceOf(ADVERTISER)).toBe(before);
    // The reference is kept without its invisible characters.
    const kept = await logPayment(ADVERTISER, { ...payment, transaction_id: '\u202eref\u200b-2\u0007' });
    expect((kept.data as Transaction).transaction_id).toBe('ref-2');
  });

  it('refuses an amount below one cent, which would be a completed payment of 0.00', async () => {
    expect((await logPayment(ADVERTISER, { amount: 0.01, referer: 'STRIPE' })).type.code).toBe(0);
    const before = await balanceOf(ADVERTISER);
    for (const amount of [1e-9, 0.004]) {
      const refused = await logPayment(ADVERTISER, { amount, referer: 'STRIPE' });
      expect(refused.type.code).toBe(2);
      expect((refused.data as FieldErrorsData).errors.amount).toBe(amount === 1e-9 ? LOG_PAYMENT_MESSAGES.minimum : LOG_PAYMENT_MESSAGES.decimals);
    }
    expect(await balanceOf(ADVERTISER)).toBe(before);
  });

  it("refuses a currency other than the account's instead of ignoring it", async () => {
    expect((await logPayment(ADVERTISER, { amount: 2, referer: 'STRIPE', currency: 'USD' })).type.code).toBe(0);
    const before = await balanceOf(ADVERTISER);
    for (const currency of ['NGN', 'usd', 42]) {
      const refused = await logPayment(ADVERTISER, { amount: 2, referer: 'STRIPE', currency });
      expect(refused.type.code).toBe(2);
      expect(Object.keys((refused.data as FieldErrorsData).errors)).toEqual(['currency']);
    }
    expect(((await logPayment(ADVERTISER, { amount: 2, referer: 'STRIPE', currency: 'NGN' })).data as FieldErrorsData).errors.currency).toBe(LOG_PAYMENT_MESSAGES.currency('USD'));
    expect(await balanceOf(ADVERTISER)).toBe(before);
  });

  it('credits both of two simultaneous requests with one id only once', async () => {
    const before = await balanceOf(ADVERTISER);
    const [a, b] = await Promise.all([0, 1].map(() => logPayment(ADVERTISER, { amount: 0.07, referer: 'INTENT', transaction_id: 'idem-race' })));
    expect(a?.data).toEqual(b?.data);
    expect(toMinor(await balanceOf(ADVERTISER)) - toMinor(before)).toBe(7);
  });

  it('credits each payment without a transaction id (no key), exactly in minor units', async () => {
    const before = await balanceOf(ADVERTISER);
    for (let i = 0; i < 3; i += 1) expect((await logPayment(ADVERTISER, { amount: 0.1, referer: 'BANK_TRANSFER' })).type.code).toBe(0);
    expect(toMinor(await balanceOf(ADVERTISER)) - toMinor(before)).toBe(30);
  });

  it("refuses another white-label's user as unknown, and the advertiser with code 3", async () => {
    // The administrator logs a payment for, and lists the transactions of, an owner of their own white-label.
    expect((await logPayment(ADVERTISER, { amount: 1, referer: 'STRIPE' })).type.code).toBe(0);
    expect((await call(t.base, userTransactionsPath(ADVERTISER), { token: t.admin })).type.code).toBe(0);
    const before = t.mock.store.state().transactions.length;
    expect((await logPayment(ngOwner(), { amount: 1, referer: 'STRIPE' })).type.code).toBe(6);
    expect((await call(t.base, userTransactionsPath(ngOwner()), { token: t.admin })).type.code).toBe(6);
    expect((await logPayment(ADVERTISER, { amount: 1, referer: 'STRIPE' }, t.advertiser)).type.code).toBe(3);
    expect(t.mock.store.state().transactions.length).toBe(before);
  });

  it('takes only the log-payment referers and a positive amount', async () => {
    expect((await logPayment(ADVERTISER, { amount: 1, referer: 'STRIPE' })).type.code).toBe(0);
    const refused = await logPayment(ADVERTISER, { amount: 0, referer: 'AMERIA' });
    expect((refused.data as FieldErrorsData).errors).toEqual({ amount: LOG_PAYMENT_MESSAGES.positive, referer: LOG_PAYMENT_MESSAGES.referer });
  });
});

describe('POST /v1/invoice/pay-manually/{userId}', () => {
  it('pays for the ameria user: balance and a transaction, in minor units', async () => {
    const before = await balanceOf(AMERIA_USER);
    const paid = await payManually(AMERIA_USER, { amount: 1000.01, referer: 'AMERIA', comment: 'manual' });
    expect(paid.type.code).toBe(0);
    expect(paid.data).toMatchObject({ amount: 1000.01, comment: 'manual', transaction_id: '' });
    expect(toMinor(await balanceOf(AMERIA_USER)) - toMinor(before)).toBe(100_001);
    const listed = (await call<TransactionPage>(t.base, `${userTransactionsPath(AMERIA_USER)}?page=1&size=10`, { token: t.admin })).data.data;
    expect(listed[0]?.id).toBe((paid.data as Transaction).id);
  });

  it("refuses a currency other than the account's, crediting nothing", async () => {
    const currency = (await account(AMERIA_USER)).data.currency;
    expect((await payManually(AMERIA_USER, { amount: 1, referer: 'AMERIA', currency })).type.code).toBe(0);
    const before = await balanceOf(AMERIA_USER);
    const refused = await payManually(AMERIA_USER, { amount: 1, referer: 'AMERIA', currency: currency === 'USD' ? 'NGN' : 'USD' });
    expect((refused.data as FieldErrorsData).errors).toEqual({ currency: LOG_PAYMENT_MESSAGES.currency(currency) });
    expect(await balanceOf(AMERIA_USER)).toBe(before);
  });

  it('refuses a non-ameria user with its own code and message, crediting nothing', async () => {
    expect((await payManually(AMERIA_USER, { amount: 5, referer: 'AMERIA' })).type.code).toBe(0);
    const before = await balanceOf(ADVERTISER);
    const refused = await payManually(ADVERTISER, { amount: 5, referer: 'AMERIA' });
    expect([refused.status, refused.type.code, refused.type.message]).toEqual([400, CODE.PAYMENT_VENDOR_NOT_AMERIA, ERROR_CATALOGUE[1510]]);
    expect(await balanceOf(ADVERTISER)).toBe(before);
  });

  it('takes only AMERIA and a positive amount; refuses the advertiser, another white-label and a non-owner', async () => {
    expect((await payManually(AMERIA_USER, { amount: 1, referer: 'AMERIA' })).type.code).toBe(0);
    const wrong = await payManually(AMERIA_USER, { amount: -1, referer: 'STRIPE' });
    expect((wrong.data as FieldErrorsData).errors).toEqual({ amount: LOG_PAYMENT_MESSAGES.positive, referer: PAY_MANUALLY_MESSAGES.referer });
    expect((await payManually(AMERIA_USER, { amount: 1, referer: 'AMERIA' }, t.advertiser)).type.code).toBe(3);
    expect((await payManually(ngOwner(), { amount: 1, referer: 'AMERIA' })).type.code).toBe(6);
    expect((await payManually(PERSONA_IDS.analyst.userId, { amount: 1, referer: 'AMERIA' })).type.code).toBe(6);
  });
});
