import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import {
  ADMIN_ACCOUNT_PATHS,
  type AdminAccountRow,
  type AdminAccountTotals,
  type AdminPage,
  type AuditEntry,
  type CreateAccountRequest,
  type User,
  USER_STATUS,
} from '../../src/api/contract';
import { FORMULA_PROBE, NG_ADMIN, PERSONA_IDS, UNCONFIRMED_OWNERS } from '../seed/facts';
import { call, login, signedInMock } from '../test-support';
import { expectEvery } from '../../src/test/expectations';

/** The administrator's accounts report, its Excel file and account creation (spec 3 §2, §3, §7). */
const t = signedInMock();

const newAccount = (overrides: Partial<CreateAccountRequest> = {}): CreateAccountRequest => ({
  companyName: 'Lagoon Outdoor',
  country: 'NG',
  firstName: 'Chioma',
  lastName: 'Obi',
  phone: '+234 803 555 0199',
  email: `chioma.obi+${Math.random().toString(36).slice(2, 8)}@lagoon.example`,
  type: 'agency',
  source: 'referred',
  whitelabelId: 'ng',
  niche: 'Outdoor',
  position: 'CEO',
  rewarded_ads_cpm_rate: 1.5,
  ...overrides,
});

const create = (body: unknown) => call<AdminAccountRow>(t.base, ADMIN_ACCOUNT_PATHS.create, { token: t.admin, json: body });
const list = (body: unknown) => call<AdminPage<AdminAccountRow>>(t.base, ADMIN_ACCOUNT_PATHS.list, { token: t.admin, json: body });

interface SheetCell {
  /** The shared string or number the cell holds, as a spreadsheet shows it. */
  value: string;
  /** 's' a shared string, 'n' a number; a formula cell would carry an <f> element instead. */
  type: string;
  formula: boolean;
  /** The cell's number format code ('@' is Text: an edit keeps it text). */
  format: string;
}

/** The workbook's first sheet read as a spreadsheet reads it: each row's cells, strings resolved. */
const readSheet = (files: Record<string, Uint8Array>): SheetCell[][] => {
  const text = (name: string): string => (files[name] ? strFromU8(files[name]) : '');
  const unescape = (value: string) => value.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
  const strings = [...text('xl/sharedStrings.xml').matchAll(/<si>(?:<t[^>]*>([\s\S]*?)<\/t>)?<\/si>/g)].map((m) => unescape(m[1] ?? ''));
  const styles = text('xl/styles.xml');
  const formats = new Map([...styles.matchAll(/<numFmt numFmtId="(\d+)" formatCode="([^"]*)"/g)].map((m) => [m[1], unescape(m[2] ?? '')]));
  const xfs = [...(/<cellXfs[^>]*>([\s\S]*?)<\/cellXfs>/.exec(styles)?.[1] ?? '').matchAll(/<xf([^>]*)>/g)].map((m) => /numFmtId="(\d+)"/.exec(m[1] ?? '')?.[1] ?? '0');
  return [...text('xl/worksheets/sheet1.xml').matchAll(/<row [^>]*>([\s\S]*?)<\/row>/g)].map((row) =>
    [...(row[1] ?? '').matchAll(/<c ([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)].map((cell) => {
      const attributes = cell[1] ?? '';
      const body = cell[2] ?? '';
      const type = /t="(\w+)"/.exec(attributes)?.[1] ?? 'n';
      const raw = /<v>([\s\S]*?)<\/v>/.exec(body)?.[1] ?? '';
      const formatId = xfs[Number(/s="(\d+)"/.exec(attributes)?.[1] ?? 0)] ?? '0';
      return { value: type === 's' ? (strings[Number(raw)] ?? '') : unescape(raw), type, formula: /<f[ >]/.test(body), format: formats.get(formatId) ?? formatId };
    }),
  );
};

/** The .xlsx of a filter: its name, type and cells. */
const excel = async (body: unknown): Promise<{ name: string; rows: SheetCell[][]; type: string }> => {
  const response = await fetch(`${t.base}${ADMIN_ACCOUNT_PATHS.excel}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${t.admin}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
  const disposition = response.headers.get('content-disposition') ?? '';
  return { name: /filename="([^"]+)"/.exec(disposition)?.[1] ?? '', rows: readSheet(files), type: response.headers.get('content-type') ?? '' };
};

describe('totals', () => {
  it('answers the five tiles with the balance in dollars', async () => {
    const totals = await call<AdminAccountTotals>(t.base, ADMIN_ACCOUNT_PATHS.totals, { token: t.admin, json: {} });
    expect(totals.type.code).toBe(0);
    expect(Object.keys(totals.data).sort()).toEqual(['balance', 'companies', 'impressions', 'running_campaigns', 'users']);
    expect(totals.data.impressions).toBeGreaterThan(0);
    expect(totals.data.running_campaigns).toBeGreaterThan(0);
    expect(Number.isInteger(Math.round(totals.data.balance * 100))).toBe(true);
  });
});

describe('listing', () => {
  it('pages the filter in the spec envelope and filters by name', async () => {
    const page = await list({ from_date: '2020-01-01', to_date: '2029-12-31', page: 1 });
    expect(page.data).toMatchObject({ page_size: 20, current_page: 1 });
    expect(page.data.data).toHaveLength(20);
    const named = await list({ from_date: '2020-01-01', to_date: '2029-12-31', name: 'demo advertiser' });
    expect(named.data.data.map((r) => r.id)).toEqual([PERSONA_IDS.advertiser.spaceId]);
    expect(named.data.data[0]).toMatchObject({ full_name: 'Sam Carter', company_name: 'Demo Advertiser Ltd', email: 'advertiser@demo.test', status: 5 });
    const pending = await list({ from_date: '2020-01-01', to_date: '2029-12-31', status_filter_key: 2 });
    expectEvery(pending.data.data, (r) => r.status === 2, 'pending account');
    expect((await list({ name: 'x'.repeat(100) })).type.code).toBe(0);
    expect((await list({ name: 'x'.repeat(101) })).data).toEqual({ errors: { name: 'A text of at most 100 characters' } });
  });

  // Each option of the status filter in each white-label's default range (the last 7 days), against the
  // owners the seed declares: they were created 1 to 5 days before the seed's day, so the count holds
  // on any date, even across midnight.
  it.each([
    ['dsp', USER_STATUS.NEED_VERIFICATION],
    ['dsp', USER_STATUS.APPROVED],
    ['ng', USER_STATUS.NEED_VERIFICATION],
    ['ng', USER_STATUS.APPROVED],
  ] as const)('lists the seeded %s owners of status %i under that status option', async (whitelabel, status) => {
    const token = whitelabel === 'dsp' ? t.admin : (await login(t.base, NG_ADMIN.email, NG_ADMIN.password)).data.access_token;
    const declared = UNCONFIRMED_OWNERS.filter((o) => o.whitelabel === whitelabel && o.status_key === status);
    const everyStatus = await call<AdminPage<AdminAccountRow>>(t.base, ADMIN_ACCOUNT_PATHS.list, { token, json: {} });
    expect(everyStatus.data.total_size).toBeGreaterThan(declared.length);
    const filtered = await call<AdminPage<AdminAccountRow>>(t.base, ADMIN_ACCOUNT_PATHS.list, { token, json: { status_filter_key: status } });
    expect(filtered.data.total_size).toBe(declared.length);
    expectEvery(filtered.data.data, (r) => r.status === status, `${whitelabel} account of status ${status}`);
    expect(filtered.data.data.map((r) => r.email).sort()).toEqual(declared.map((o) => o.email).sort());
  });

  it('keeps the accounts active in the default range (the last 7 days): created in it or delivering in it', async () => {
    const week = await list({});
    expect(week.data.total_size).toBeGreaterThan(0);
    expectEvery(week.data.data, (r) => r.running_campaigns > 0 || Date.parse(r.created_at) > Date.now() - 8 * 86_400_000);
  });
});

describe('create account', () => {
  it('creates the account in the caller white-label, lists it, stores the multiplier, mails a link and audits it', async () => {
    const body = newAccount();
    const created = await create(body);
    expect(created.type.code).toBe(0);
    expect(created.data).toMatchObject({ full_name: 'Chioma Obi', company_name: 'Lagoon Outdoor', email: body.email, running_campaigns: 0, balance: 0, currency: 'NGN', status: 5 });
    const listed = await list({ name: 'lagoon outdoor' });
    expect(listed.data.data.map((r) => r.id)).toContain(created.data.id);
    const user = await call<User>(t.base, `/v1/user/${created.data.user_id}`, { token: t.admin });
    expect(user.data).toMatchObject({ rewarded_ads_cpm_rate: 1.5, whitelabel_id: 1, space_id: created.data.id });
    const mail = t.mock.mailbox.list(body.email);
    expect(mail[0]?.link).toMatch(/\/auth\/reset-password\/[0-9a-f]+$/);
    const audit = await call<AdminPage<AuditEntry>>(t.base, `${ADMIN_ACCOUNT_PATHS.audit}?space_id=${created.data.id}`, { token: t.admin });
    expect(audit.data.data).toHaveLength(1);
    expect(audit.data.data[0]).toMatchObject({ action: 'account_created', user_email: 'admin@demo.test', space_id: created.data.id, target_user_id: created.data.user_id });
    expect(audit.data.data[0]?.changes).toContainEqual({ field: 'email', from: null, to: body.email });
    expect(audit.data.data[0]?.ip).toMatch(/127\.0\.0\.1/);
    expect(audit.data.data[0]?.user_agent).not.toBe('');
  });

  it('refuses a taken email with code 160 and its catalogue message', async () => {
    expect((await create(newAccount())).type.code).toBe(0);
    const taken = await create(newAccount({ email: 'ADVERTISER@demo.test' }));
    expect(taken.type).toEqual({ code: 160, message: 'Email already exist' });
  });

  it("asks for the 'other' text only when the source is other, and checks every value list", async () => {
    expect((await create(newAccount())).type.code).toBe(0);
    expect((await create(newAccount({ source: 'other' }))).data).toEqual({ errors: { other: 'Field is required.' } });
    const withText = await create(newAccount({ source: 'other', other: 'A conference' }));
    expect(withText.type.code).toBe(0);
    const bad = await create({ ...newAccount(), type: 'reseller', source: 'tv', whitelabelId: 'xx', country: 'ZZ', rewarded_ads_cpm_rate: 0, email: 'nope' });
    expect(bad.type.code).toBe(2);
    expect(Object.keys((bad.data as unknown as { errors: Record<string, string> }).errors).sort()).toEqual(['country', 'email', 'rewarded_ads_cpm_rate', 'source', 'type', 'whitelabelId']);
    const empty = await create({});
    expect(Object.keys((empty.data as unknown as { errors: Record<string, string> }).errors).sort()).toEqual(
      ['companyName', 'country', 'email', 'firstName', 'lastName', 'phone', 'source', 'type', 'whitelabelId'].sort(),
    );
  });
});

describe('excel', () => {
  it('writes a real xlsx named by the range: a header row, the rows of the filter, a formula probe as text', async () => {
    // The probe is created "now" and looked for in November 2026's file: the clock is fixed inside that
    // month (the mock runs in this process, so it reads the same clock), whatever day the run is on.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.parse('2026-11-16T10:00:00Z') });
    onTestFinished(() => {
      vi.useRealTimers();
    });
    const probe = await create(newAccount({ companyName: FORMULA_PROBE, firstName: '+SUM(1,2)', lastName: 'Probe' }));
    expect(probe.type.code).toBe(0);
    const file = await excel({ from_date: '2026-11-01', to_date: '2026-11-30', name: 'probe' });
    expect(file.type).toContain('spreadsheetml');
    expect(file.name).toBe('reports-Nov 01, 2026-Nov 30, 2026.xlsx');
    const [header, ...rows] = file.rows;
    expect(header?.map((c) => c.value)).toContain('Full name');
    const row = rows.find((cells) => cells[1]?.value === FORMULA_PROBE);
    expect(row).toBeDefined();
    // Text exactly as typed, in typed text cells: no formula, no apostrophe, and an edit keeps it text.
    expect(row?.[0]).toEqual({ value: '+SUM(1,2) Probe', type: 's', formula: false, format: '@' });
    expect(row?.[1]).toEqual({ value: FORMULA_PROBE, type: 's', formula: false, format: '@' });
    expect(row?.[7]).toEqual({ value: '+234 803 555 0199', type: 's', formula: false, format: '@' });
    expect(file.rows.flat().filter((cell) => cell.formula)).toEqual([]);
    const listed = await list({ from_date: '2026-11-01', to_date: '2026-11-30', name: 'probe' });
    expect(file.rows).toHaveLength(1 + listed.data.total_size);
  });
});
