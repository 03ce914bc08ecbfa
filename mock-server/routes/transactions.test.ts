import { describe, expect, it } from 'vitest';
import {
  LOG_PAYMENT_MESSAGES,
  TRANSACTION_CSV_HEADER,
  TRANSACTION_PATHS,
  TRANSACTION_STATUS,
  logPaymentPath,
  userTransactionsPath,
  type FieldErrorsData,
  type SpaceBalance,
  type Transaction,
  type TransactionPage,
} from '../../src/api/contract';
import { fromMinor, sumMinor, toMinor } from '../../src/domain/minorUnits';
import { isoDay, todayDayNumber } from '../dates';
import { FORMULA_PROBE, PERSONA_IDS } from '../seed/facts';
import { TRANSACTION_FACTS } from '../seed/transactions';
import { call, parseCsv, signedInMock } from '../test-support';
import { expectEvery } from '../../src/test/expectations';

const t = signedInMock();
const SPACE = PERSONA_IDS.advertiser.spaceId;
const today = todayDayNumber();
const LAST_30 = { from_date: isoDay(today - 29), to_date: isoDay(today + 1) };

const list = (json: object, token = t.advertiser) => call<TransactionPage>(t.base, TRANSACTION_PATHS.list, { token, json });

describe('POST /v1/transactions/list', () => {
  it("answers the caller's rows of the range, newest first, in the paging envelope", async () => {
    const first = await list({ ...LAST_30, page: 1, size: 10 });
    expect(first.type.code).toBe(0);
    expect(first.data).toMatchObject({ page_size: 10, current_page: 1 });
    expect(first.data.total_size).toBeGreaterThanOrEqual(TRANSACTION_FACTS.demoRecentDays);
    expect(first.data.data).toHaveLength(10);
    const pages = await Promise.all(
      Array.from({ length: Math.ceil(first.data.total_size / 25) }, (_, i) => list({ ...LAST_30, page: i + 1, size: 25 })),
    );
    const rows = pages.flatMap((page) => page.data.data);
    expect(rows).toHaveLength(first.data.total_size);
    expect(rows.slice(0, 10)).toEqual(first.data.data);
    expect(new Set(rows.map((row) => row.id)).size).toBe(rows.length);
    const dates = rows.map((row) => row.transaction_date);
    expect(dates).toEqual([...dates].sort().reverse());
    expectEvery(dates, (date) => date >= LAST_30.from_date && date < LAST_30.to_date);
    expectEvery(rows, (row) => row.amount > 0 && Number.isInteger(Math.round(row.amount * 100)));
    const beyond = await list({ ...LAST_30, page: pages.length + 1, size: 25 });
    expect(beyond.data).toEqual({ data: [], total_size: first.data.total_size, page_size: 25, current_page: pages.length + 1 });
  });

  it('filters by date: a day holds only its own rows, a range before any payment holds none', async () => {
    const day = isoDay(today - TRANSACTION_FACTS.formulaDaysAgo);
    const one = await list({ from_date: day, to_date: isoDay(today - TRANSACTION_FACTS.formulaDaysAgo + 1), page: 1, size: 25 });
    expect(one.data.total_size).toBeGreaterThan(0);
    expectEvery(one.data.data, (row) => row.transaction_date.startsWith(day));
    expect(one.data.data.map((row) => row.comment)).toContain(FORMULA_PROBE);
    const none = await list({ from_date: '2001-01-01', to_date: '2001-02-01', page: 1, size: 10 });
    expect(none.data).toEqual({ data: [], total_size: 0, page_size: 10, current_page: 1 });
  });

  it("refuses another account's rows to a non-administrator, answers them to the administrator", async () => {
    const other = { ...LAST_30, from_date: isoDay(today - 364), page: 1, size: 10, space_id: PERSONA_IDS.advertiser.spaceId + 3 };
    // The same ask for the advertiser's own account is answered.
    expect((await list({ ...other, space_id: SPACE })).type.code).toBe(0);
    const refused = await list(other);
    expect([refused.status, refused.type.code]).toEqual([403, 3]);
    const admin = await list(other, t.admin);
    expect(admin.type.code).toBe(0);
    expect(admin.data.total_size).toBeGreaterThan(0);
    const analyst = await list({ ...LAST_30, page: 1, size: 10 }, t.analyst);
    expect([analyst.status, analyst.type.code]).toEqual([403, 3]);
  });

  it('answers field errors for a malformed range and paging', async () => {
    expect((await list({ ...LAST_30, page: 1, size: 10 })).type.code).toBe(0);
    const bad = await call<FieldErrorsData>(t.base, TRANSACTION_PATHS.list, {
      token: t.advertiser,
      json: { from_date: '2026-13-01', page: 0, size: 11 },
    });
    expect(bad.type.code).toBe(2);
    expect(bad.data.errors).toEqual({
      from_date: 'Invalid date format',
      to_date: 'Field is required.',
      page: 'page is one-based: an integer from 1',
      size: 'size is one of 10, 15, 25',
    });
    const reversed = await call<FieldErrorsData>(t.base, TRANSACTION_PATHS.list, { token: t.advertiser, json: { from_date: '2026-02-02', to_date: '2026-02-01' } });
    expect(reversed.data.errors).toEqual({ to_date: 'From must not be later than To.' });
  });
});

describe('POST /v1/transactions/download', () => {
  it('writes the range as CSV with an English header, the formula comment as text, named after the days shown', async () => {
    const response = await fetch(`${t.base}${TRANSACTION_PATHS.csv}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${t.advertiser}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(LAST_30),
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="transactions-${LAST_30.from_date}-${isoDay(today)}.csv"`);
    expect(response.headers.get('cache-control')).toMatch(/no-store/);
    const [header, ...lines] = parseCsv((await response.text()).replace(/^\uFEFF/, ''));
    expect(header).toEqual([...TRANSACTION_CSV_HEADER]);
    const listed = await list({ ...LAST_30, page: 1, size: 25 });
    expect(lines).toHaveLength(listed.data.total_size);
    expect(lines[0]?.slice(0, 4)).toEqual([String(listed.data.data[0]?.id), listed.data.data[0]?.amount.toFixed(2), 'USD', expect.any(String)]);
    expect(lines.map((line) => line[6])).toContain(`'${FORMULA_PROBE}`);
    expect(lines.map((line) => line[6])).not.toContain(FORMULA_PROBE);
  });

  it("refuses another account's CSV to a non-administrator", async () => {
    const own = await fetch(`${t.base}${TRANSACTION_PATHS.csv}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${t.advertiser}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ ...LAST_30, space_id: SPACE }),
    });
    expect(own.status).toBe(200);
    const refused = await call(t.base, TRANSACTION_PATHS.csv, { token: t.advertiser, json: { ...LAST_30, space_id: SPACE + 3 } });
    expect([refused.status, refused.type.code]).toEqual([403, 3]);
  });
});

describe('administration: log-payment and user-transactions', () => {
  const ADVERTISER_USER = PERSONA_IDS.advertiser.userId;
  const logPayment = (json: unknown, token = t.admin) => call<Transaction | FieldErrorsData>(t.base, logPaymentPath(ADVERTISER_USER), { token, json });
  const balance = async (): Promise<number> => (await call<SpaceBalance>(t.base, `/v1/space/balance/${SPACE}`, { token: t.admin })).data.balance;

  it('is refused to the advertiser and the analyst', async () => {
    // The administrator's same calls are answered, so the refusals are the permission's doing.
    expect((await logPayment({ amount: 10, referer: 'STRIPE' })).type.code).toBe(0);
    expect((await call(t.base, userTransactionsPath(ADVERTISER_USER), { token: t.admin })).type.code).toBe(0);
    for (const token of [t.advertiser, t.analyst]) {
      const refused = await logPayment({ amount: 10, referer: 'STRIPE' }, token);
      expect([refused.status, refused.type.code]).toEqual([403, 3]);
      const listing = await call(t.base, userTransactionsPath(ADVERTISER_USER), { token });
      expect(listing.type.code).toBe(3);
    }
  });

  it('answers the field messages for a missing or negative amount and an unknown referer', async () => {
    expect((await logPayment({ amount: 1, referer: 'STRIPE' })).type.code).toBe(0);
    const missing = await logPayment({ referer: 'STRIPE' });
    expect([missing.status, missing.type.code]).toEqual([400, 2]);
    expect((missing.data as FieldErrorsData).errors).toEqual({ amount: LOG_PAYMENT_MESSAGES.required });
    const negative = await logPayment({ amount: -5, referer: 'PAYPAL' });
    expect((negative.data as FieldErrorsData).errors).toEqual({ amount: 'Only positive numbers allowed !', referer: 'Referer must be one of STRIPE, BANK_TRANSFER, PAYSTACK, INTENT.' });
    const odd = await logPayment({ amount: 1.005, comment: 'x'.repeat(501), transaction_id: 7 });
    expect((odd.data as FieldErrorsData).errors).toEqual({
      amount: 'At most 2 decimals allowed.',
      referer: 'Field is required.',
      comment: 'maximum 500 characters allowed',
      transaction_id: 'Must be text.',
    });
    const unknownUser = await call(t.base, logPaymentPath(999_999), { token: t.admin, json: { amount: 1, referer: 'STRIPE' } });
    expect(unknownUser.type.code).toBe(6);
  });

  it('keeps money exact: 1,000 payments of 0.01 add exactly 10 to the balance and sum to 10.00', async () => {
    const before = await balance();
    const count = 1000;
    const answered: Transaction[] = [];
    // Fifty at a time: requests that arrive together share one write of the db file.
    for (let sent = 0; sent < count; sent += 50) {
      const batch = await Promise.all(Array.from({ length: 50 }, (_, i) => logPayment({ amount: 0.01, referer: 'BANK_TRANSFER', transaction_id: `cent-${sent + i}`, comment: 'one cent' })));
      for (const result of batch) {
        expect(result.type.code).toBe(0);
        answered.push(result.data as Transaction);
      }
    }
    const after = await balance();
    expect(after).toBe(fromMinor(toMinor(before) + 1000));
    expect(toMinor(after) - toMinor(before)).toBe(1000);
    expectEvery(answered, (row) => row.amount === 0.01 && row.status === TRANSACTION_STATUS.completed);

    // The administrator's listing holds them all, newest first, and they sum to exactly 10.00.
    const listed: Transaction[] = [];
    for (let page = 1; listed.length < count; page += 1) {
      const answer = await call<TransactionPage>(t.base, `${userTransactionsPath(ADVERTISER_USER)}?page=${page}&size=100`, { token: t.admin });
      expect(answer.data).toMatchObject({ page_size: 100, current_page: page });
      listed.push(...answer.data.data.filter((row) => row.transaction_id.startsWith('cent-')));
      if (answer.data.data.length < 100) break;
    }
    expect(listed).toHaveLength(count);
    expect(new Set(listed.map((row) => row.id))).toEqual(new Set(answered.map((row) => row.id)));
    const total = fromMinor(sumMinor(listed.map((row) => toMinor(row.amount))));
    expect(total).toBe(10);
    expect(total.toFixed(2)).toBe('10.00');
    // And the advertiser sees them in today's list.
    const own = await list({ from_date: isoDay(today), to_date: isoDay(today + 1), page: 1, size: 25 });
    expect(own.data.total_size).toBeGreaterThanOrEqual(count);
  }, 120_000);
});
