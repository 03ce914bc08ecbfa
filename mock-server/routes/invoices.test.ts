import { extractText } from 'unpdf';
import { describe, expect, it } from 'vitest';
import {
  INVOICE_HISTORY_PATH,
  INVOICE_STATUS,
  type FieldErrorsData,
  type Invoice,
  type InvoiceHistoryRequest,
  type InvoiceHistoryRow,
  type Page,
  type SpaceBalance,
} from '../../src/api/contract';
import { fromMinor, sumMinor, toMinor } from '../../src/domain/minorUnits';
import { formatMoney } from '../../src/domain/money';
import { addDays } from '../../src/domain/dateRange';
import { isoDay, todayDayNumber } from '../dates';
import { MOCK_ADMIN_PATHS } from '../mock-admin-api';
import { PERSONA_IDS } from '../seed/facts';
import { call, signedInMock } from '../test-support';
import { expectEvery } from '../../src/test/expectations';

const t = signedInMock();
const OWN = PERSONA_IDS.advertiser.spaceId;
const today = isoDay(todayDayNumber());

const history = (body: Partial<InvoiceHistoryRequest>, token = t.advertiser) =>
  call<Page<InvoiceHistoryRow>>(t.base, INVOICE_HISTORY_PATH, { token, json: { user_id: OWN, from_date: addDays(today, -29), to_date: addDays(today, 1), page: 1, size: 10, ...body } });

const pdf = (id: number, token: string) => fetch(`${t.base}/v1/invoice/pdf/${id}`, { headers: { Authorization: `Bearer ${token}` } });

const pdfText = async (response: Response): Promise<string> => {
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  return (await extractText(bytes, { mergePages: true })).text;
};

/** An NGN account with payments on and rows in its last 30 days. */
const nairaAccount = async () => {
  for (const space of t.mock.store.state().spaces.filter((s) => s.currency === 'NGN' && s.payment_settings.allow_payment)) {
    const answer = await history({ user_id: space.id }, t.admin);
    const row = answer.data.data[0];
    if (row) return { space, row };
  }
  throw new Error('no NGN account with invoices');
};

describe('POST /v1/invoice/history', () => {
  it('answers the last 30 days newest first with total_size, pages that join up, and > 10 rows for the demo advertiser', async () => {
    const first = await history({ size: 10 });
    expect(first.type.code).toBe(0);
    const { data, total_size } = first.data;
    expect(total_size).toBeGreaterThan(10);
    expect(data).toHaveLength(10);
    const all = (await history({ size: 100 })).data.data;
    expect(all).toHaveLength(total_size);
    expect(all.slice(0, 10)).toEqual(data);
    const second = await history({ page: 2, size: 10 });
    expect(second.data.data).toEqual(all.slice(10, 20));
    expect(second.data.total_size).toBe(total_size);
    // Newest first; every row's last day in the range, and finished (before today).
    const ends = all.map((row) => row.charge_to_date);
    expect(ends).toEqual([...ends].sort().reverse());
    expectEvery(ends, (end) => end >= addDays(today, -29) && end < today);
    expectEvery(all, (row) => row.total > 0 && row.charge_from_date <= row.charge_to_date);
    const beyond = await history({ page: 99, size: 10 });
    expect(beyond.data).toEqual({ data: [], total_size });
  });

  it('shows rows in the default 7 days for the demo advertiser, and keeps to the dates asked', async () => {
    const week = await history({ from_date: addDays(today, -6), to_date: addDays(today, 1) });
    expect(week.data.total_size).toBeGreaterThan(0);
    expectEvery(week.data.data, (row) => row.charge_to_date >= addDays(today, -6));
    const oneDay = addDays(today, -3);
    const day = await history({ from_date: oneDay, to_date: addDays(oneDay, 1) });
    expect(day.data.data.map((row) => row.charge_to_date)).toEqual([oneDay]);
  });

  it('filters by status', async () => {
    const year = { from_date: addDays(today, -400), to_date: addDays(today, 1), size: 100 };
    const all = (await history(year)).data;
    const paid = (await history({ ...year, status: INVOICE_STATUS.paid })).data;
    expect(paid.total_size).toBeGreaterThan(0);
    expectEvery(paid.data, (row) => row.status === INVOICE_STATUS.paid);
    const others = await Promise.all([INVOICE_STATUS.issued, INVOICE_STATUS.overdue].map(async (status) => (await history({ ...year, status })).data.total_size));
    expect(paid.total_size + sumMinor(others)).toBe(all.total_size);
  });

  it("refuses another account's history to a non-administrator, and answers it to the administrator", async () => {
    expect((await history({ user_id: OWN })).type.code).toBe(0);
    const foreign = await history({ user_id: PERSONA_IDS.admin.spaceId });
    expect(foreign.type.code).toBe(3);
    const admin = await history({ user_id: OWN }, t.admin);
    expect(admin.type.code).toBe(0);
    expect(admin.data).toEqual((await history({})).data);
  });

  it('refuses malformed and unbounded requests with field errors', async () => {
    // The body every refusal below starts from is answered, so each refusal is its fields' doing.
    expect((await history({ from_date: addDays(today, -6), to_date: addDays(today, 1) })).type.code).toBe(0);
    for (const [body, fields] of [
      [{ page: 0, size: 101 }, ['page', 'size']],
      [{ from_date: '2026-1-1', to_date: 'tomorrow' }, ['from_date', 'to_date']],
      [{ from_date: today, to_date: today }, ['to_date']],
      [{ from_date: '2000-01-01', to_date: today }, ['to_date']],
      [{ status: 9 }, ['status']],
    ] as const) {
      const answer = await call<FieldErrorsData>(t.base, INVOICE_HISTORY_PATH, {
        token: t.advertiser,
        json: { user_id: OWN, from_date: addDays(today, -6), to_date: addDays(today, 1), page: 1, size: 10, ...body },
      });
      expect(answer.type.code).toBe(2);
      expect(Object.keys(answer.data.errors).sort()).toEqual([...fields].sort());
    }
  });
});

describe('GET /v1/invoice/{id} and /v1/invoice/pdf/{id}', () => {
  it('answers the invoice whose total is the exact sum of its line items, in the account currency', async () => {
    const rows = (await history({ size: 100 })).data.data;
    const month = rows.find((row) => row.charge_from_date.endsWith('-01') && row.charge_to_date !== row.charge_from_date) ?? rows[0];
    if (!month) throw new Error('no row');
    const answer = await call<Invoice>(t.base, `/v1/invoice/${month.id}`, { token: t.advertiser });
    expect(answer.type.code).toBe(0);
    const invoice = answer.data;
    expect(invoice).toMatchObject({ id: month.id, status: month.status, total: month.total, from_date: month.charge_from_date, to_date: month.charge_to_date, currency: 'USD', email: 'advertiser@demo.test' });
    expect(invoice.line_items.length).toBeGreaterThan(0);
    expect(invoice.total).toBe(fromMinor(sumMinor(invoice.line_items.map((line) => toMinor(line.amount)))));
    expectEvery(invoice.line_items, (line) => line.campaign_name !== '' && line.impression_count > 0);
  });

  it("refuses another account's invoice as not found (JSON and PDF), and lets the administrator read it", async () => {
    const foreign = (await history({ user_id: PERSONA_IDS.admin.spaceId }, t.admin)).data.data[0];
    if (!foreign) throw new Error('no admin-account row');
    // The advertiser reads an invoice of their own, as JSON and as PDF.
    const own = (await history({})).data.data[0];
    if (!own) throw new Error('no own row');
    expect((await call(t.base, `/v1/invoice/${own.id}`, { token: t.advertiser })).type.code).toBe(0);
    expect((await pdf(own.id, t.advertiser)).status).toBe(200);
    const json = await call(t.base, `/v1/invoice/${foreign.id}`, { token: t.advertiser });
    expect([json.status, json.type.code]).toEqual([404, 1500]);
    const refused = await pdf(foreign.id, t.advertiser);
    expect(refused.status).toBe(404);
    expect(refused.headers.get('content-type')).toContain('application/json');
    const unknown = await call(t.base, '/v1/invoice/200299999', { token: t.advertiser });
    expect(unknown.type.code).toBe(1500);
    expect((await call(t.base, `/v1/invoice/${foreign.id}`, { token: t.admin })).type.code).toBe(0);
    expect((await pdf(foreign.id, t.admin)).status).toBe(200);
  });

  it("refuses another account's balance, and answers it to the administrator", async () => {
    expect((await call<SpaceBalance>(t.base, `/v1/space/balance/${OWN}`, { token: t.advertiser })).data.space_id).toBe(OWN);
    const refused = await call<SpaceBalance>(t.base, `/v1/space/balance/${PERSONA_IDS.admin.spaceId}`, { token: t.advertiser });
    expect(refused.type.code).toBe(3);
    const admin = await call<SpaceBalance>(t.base, `/v1/space/balance/${OWN}`, { token: t.admin });
    expect(admin.data.space_id).toBe(OWN);
  });

  it('answers a real PDF, saved as invoice.pdf and never stored, holding the white-label, number, period, total and ₦ for a naira account', async () => {
    const { space, row } = await nairaAccount();
    const response = await pdf(row.id, t.admin);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="invoice.pdf"');
    expect(response.headers.get('cache-control')).toContain('no-store');
    const text = await pdfText(response);
    expect(text).toContain('Adwise DSP');
    expect(text).toContain(`Invoice No. ${row.id}`);
    expect(text).toContain(row.charge_from_date);
    expect(text).toContain(formatMoney(row.total, space.currency, 'en'));
    expect(text).toContain('₦');
  });

  it('builds a PDF of 500 line items (the bench invoice, made through the test-only API)', async () => {
    const made = await call<{ id: number }>(t.base, MOCK_ADMIN_PATHS.benchInvoice, { json: { space_id: OWN, line_items: 500 } });
    expect(made.type.code).toBe(0);
    const invoice = await call<Invoice>(t.base, `/v1/invoice/${made.data.id}`, { token: t.advertiser });
    expect(invoice.data.line_items).toHaveLength(500);
    const response = await pdf(made.data.id, t.advertiser);
    expect(response.status).toBe(200);
    const text = await pdfText(response);
    expect(text).toContain('Bench campaign 500');
    expect(text).toContain(formatMoney(invoice.data.total, 'USD', 'en'));
    // Another account's users cannot read it.
    const otherSpace = await call<{ id: number }>(t.base, MOCK_ADMIN_PATHS.benchInvoice, { json: { space_id: PERSONA_IDS.admin.spaceId, line_items: 1 } });
    expect((await call(t.base, `/v1/invoice/${otherSpace.data.id}`, { token: t.advertiser })).type.code).toBe(1500);
  });
});
