import { describe, expect, it } from 'vitest';
import {
  ADMIN_INVOICE_PATHS,
  INVOICE_PATH,
  INVOICE_STATUS,
  INVOICE_TRANSACTIONS_MAX,
  SEND_INVOICE_MESSAGES,
  TRANSACTION_STATUS,
  invoiceEmailSubject,
  type FieldErrorsData,
  type InvoiceSendResult,
  type InvoiceTransactionsPage,
  type SentInvoice,
} from '../../src/api/contract';
import { lastStatementId } from '../billing/invoice-ledger';
import { SENDS_KEPT_PER_INVOICE } from '../billing/invoice-sends';
import { todayDayNumber } from '../dates';
import { NG_ADMIN, PERSONA_IDS } from '../seed/facts';
import { call, login, signedInMock } from '../test-support';
import { expectEvery } from '../../src/test/expectations';

/** The administrator's invoice calls: the invoice, its transactions, both kinds of send, the gates. */
const t = signedInMock();

const STATEMENT = lastStatementId(PERSONA_IDS.advertiser.spaceId, todayDayNumber());
/**
 * The statement of the month before: settled on its due day whatever today is. The last one is still
 * issued (no settlement yet) until the 15th, so a test of the settlement passed on nothing then.
 */
const SETTLED_STATEMENT = STATEMENT - 1;

const invoice = (id: number, token = t.admin) => call<SentInvoice>(t.base, `${INVOICE_PATH}/${id}`, { token });
const transactions = (id: number, token = t.admin) => call<InvoiceTransactionsPage>(t.base, `${ADMIN_INVOICE_PATHS.transactions}/${id}`, { token });
const send = (id: number, json: unknown, token = t.admin) => call<InvoiceSendResult>(t.base, `${ADMIN_INVOICE_PATHS.send}/${id}`, { token, json });
const fieldErrors = (answer: { data: unknown }) => (answer.data as FieldErrorsData).errors;

const ngToken = async (): Promise<string> => {
  const signedIn = await login(t.base, NG_ADMIN.email, NG_ADMIN.password);
  expect(signedIn.type.code).toBe(0);
  return signedIn.data.access_token;
};

describe('GET /v1/invoice/{id} for an administrator', () => {
  it("answers an account's statement of the administrator's white-label, with line items, transactions and no send yet", async () => {
    const answer = await invoice(STATEMENT);
    expect(answer.type.code).toBe(0);
    expect(answer.data.id).toBe(STATEMENT);
    expect(answer.data.line_items.length).toBeGreaterThan(0);
    expect(answer.data).toMatchObject({ currency: 'USD', email: 'advertiser@demo.test', sent_internally_on: null });
    expect(Array.isArray(answer.data.transactions)).toBe(true);
  });

  it("answers another white-label's administrator as unknown (1500)", async () => {
    expect((await invoice(STATEMENT)).type.code).toBe(0);
    const answer = await invoice(STATEMENT, await ngToken());
    expect(answer.type.code).toBe(1500);
  });
});

describe('GET /v1/invoice/transactions/{id}', () => {
  it("answers the invoice's settlement first, then the account's transactions of its period, newest first", async () => {
    const { data: shown } = await invoice(SETTLED_STATEMENT);
    expect(shown.status).toBe(INVOICE_STATUS.paid);
    const answer = await transactions(SETTLED_STATEMENT);
    expect(answer.type.code).toBe(0);
    const { data, total_size } = answer.data;
    expect(data.length).toBeLessThanOrEqual(INVOICE_TRANSACTIONS_MAX);
    expect(total_size).toBeGreaterThanOrEqual(data.length);
    const settled = shown.transactions.length;
    expect(data.slice(0, settled).map((row) => row.transaction_id)).toEqual(shown.transactions.map((row) => row.transaction_id));
    expectEvery(data.slice(0, settled), (row) => row.status === TRANSACTION_STATUS.completed);
    const within = data.slice(settled);
    expect(within.length).toBeGreaterThan(0);
    expectEvery(within, (row) => row.transaction_date.slice(0, 10) >= shown.from_date && row.transaction_date.slice(0, 10) <= shown.to_date);
    const dates = within.map((row) => row.transaction_date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('refuses the advertiser (code 3) and answers another white-label unknown (1500)', async () => {
    // The administrator of the invoice's white-label is answered the same statement.
    expect((await transactions(STATEMENT)).type.code).toBe(0);
    expect((await transactions(STATEMENT, t.advertiser)).type.code).toBe(3);
    expect((await transactions(STATEMENT, await ngToken())).type.code).toBe(1500);
    expect((await transactions(123)).type.code).toBe(1500);
  });
});

describe('POST /v1/invoice/send/{id}', () => {
  it('emails the invoice: the mailbox holds it for that address, and the date sent along is dropped', async () => {
    const to = `billing+${Date.now()}@advertiser.example`;
    const answer = await send(STATEMENT, { type: 'email', email: to, date: '2026-01-01' });
    expect(answer.type.code).toBe(0);
    expect(answer.data).toMatchObject({ invoice_id: STATEMENT, type: 'email', email: to, date: null });
    const [mail] = t.mock.mailbox.list(to);
    expect(mail?.subject).toContain(invoiceEmailSubject(STATEMENT));
    expect(mail?.subject).toContain('invoice.pdf');
    // An email send is no internal send.
    expect((await invoice(STATEMENT)).data.sent_internally_on).toBeNull();
  });

  it('sends internally: the day is kept on the invoice, the email sent along is dropped and nothing is mailed', async () => {
    const stray = `stray+${Date.now()}@advertiser.example`;
    const answer = await send(STATEMENT, { type: 'internal', date: '2026-11-20', email: stray });
    expect(answer.type.code).toBe(0);
    expect(answer.data).toMatchObject({ type: 'internal', email: null, date: '2026-11-20' });
    expect(t.mock.mailbox.list(stray)).toEqual([]);
    expect((await invoice(STATEMENT)).data.sent_internally_on).toBe('2026-11-20');
    await send(STATEMENT, { type: 'internal', date: '2026-11-22' });
    expect((await invoice(STATEMENT)).data.sent_internally_on).toBe('2026-11-22');
  });

  it('keeps a bounded number of sends per invoice', async () => {
    for (let i = 0; i < SENDS_KEPT_PER_INVOICE + 3; i += 1) await send(STATEMENT, { type: 'internal', date: '2026-11-23' });
    expect(t.mock.store.state().invoice_sends.filter((s) => s.invoice_id === STATEMENT)).toHaveLength(SENDS_KEPT_PER_INVOICE);
  });

  it('refuses a missing or unknown type, a bad email and a bad date with field errors (code 2)', async () => {
    // Each type with its valid field is taken.
    expect((await send(STATEMENT, { type: 'email', email: `billing+valid${Date.now()}@advertiser.example` })).type.code).toBe(0);
    expect((await send(STATEMENT, { type: 'internal', date: '2026-11-23' })).type.code).toBe(0);
    const cases: [unknown, Record<string, string>][] = [
      [{}, { type: SEND_INVOICE_MESSAGES.required }],
      [{ type: 'fax' }, { type: SEND_INVOICE_MESSAGES.type }],
      [{ type: 'email' }, { email: SEND_INVOICE_MESSAGES.required }],
      [{ type: 'email', email: 'not-an-email' }, { email: SEND_INVOICE_MESSAGES.email }],
      [{ type: 'email', email: `${'a'.repeat(250)}@example.com` }, { email: 'maximum 254 characters allowed' }],
      [{ type: 'internal', email: 'a@b.example' }, { date: SEND_INVOICE_MESSAGES.required }],
      [{ type: 'internal', date: '2026-02-30' }, { date: SEND_INVOICE_MESSAGES.date }],
      [{ type: 'internal', date: '26-11-2026' }, { date: SEND_INVOICE_MESSAGES.date }],
      [{ type: 'internal', date: '1999-12-31' }, { date: SEND_INVOICE_MESSAGES.date }],
    ];
    for (const [body, errors] of cases) {
      const answer = await send(STATEMENT, body);
      expect({ body, code: answer.type.code, errors: fieldErrors(answer) }).toEqual({ body, code: 2, errors });
    }
  });

  it('refuses the advertiser (code 3), and answers an unknown or another white-label invoice 1500 without mailing', async () => {
    const to = `nobody+${Date.now()}@advertiser.example`;
    // The administrator's same send (to another address, so the mailbox check below still means nothing was sent to this one) is taken.
    expect((await send(STATEMENT, { type: 'email', email: `accepted+${Date.now()}@advertiser.example` })).type.code).toBe(0);
    expect((await send(STATEMENT, { type: 'email', email: to }, t.advertiser)).type.code).toBe(3);
    expect((await send(STATEMENT, { type: 'email', email: to }, t.analyst)).type.code).toBe(3);
    expect((await send(STATEMENT, { type: 'email', email: to }, await ngToken())).type.code).toBe(1500);
    expect((await send(42, { type: 'email', email: to })).type.code).toBe(1500);
    expect(t.mock.mailbox.list(to)).toEqual([]);
  });
});
