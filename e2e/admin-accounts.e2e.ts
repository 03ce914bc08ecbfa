import { readFileSync } from 'node:fs';
import { strFromU8, unzipSync } from 'fflate';
import type { Page, Request } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import {
  ADMIN_ACCOUNT_PATHS,
  ERROR_CATALOGUE,
  CODE,
  type AdminAccountRow,
  type AdminAccountsFilter,
  type AdminPage,
  type CreateAccountRequest,
  USER_STATUS,
} from '../src/api/contract';
import { AMERIA_ACCOUNT, FORMULA_PROBE, UNCONFIRMED_OWNERS } from '../mock-server/seed/facts';
import enAdmin from '../locales/en/admin.json';
import ruAdmin from '../locales/ru/admin.json';
import { accountsFilterBody, excelFallbackName } from '../plugins/admin/accounts/accountsList';
import { formatMoney } from '../src/domain/money';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { serverAnswered, useBrowser } from './support/browser';
import { apiData, personaToken } from './support/campaigns';
import { mockAdmin, mockToday } from './support/mockAdmin';

/**
 * The administrator's accounts report (spec 3 §2 "Administrator accounts report", §7) against the mock, in both
 * languages: the filters with their debounce kept in the address, the details with the audit trail, the
 * Excel file read back, creating an account, axe; the advertiser and the analyst refused.
 */

type Language = 'en' | 'ru';
const LANGUAGES = ['en', 'ru'] as const satisfies readonly Language[];
const M = { en: enAdmin.admin, ru: ruAdmin.admin } as const;
const SWITCH = { en: { label: 'Language', choice: 'English' }, ru: { label: 'Язык', choice: 'Русский' } } as const;
const PATH = '/admin/accounts';

const adminToken = async () => (await personaToken('admin')).access_token;
const postJson = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });

/** The listing as the page asks it for these filter values (the address's). */
const listed = async (filter: Record<string, unknown>): Promise<AdminPage<AdminAccountRow>> =>
  apiData<AdminPage<AdminAccountRow>>(ADMIN_ACCOUNT_PATHS.list, await adminToken(), postJson({ ...accountsFilterBody(filter, await mockToday()), page: 1 }));

const tag = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const newAccount = (overrides: Partial<CreateAccountRequest> = {}): CreateAccountRequest => ({
  companyName: `Lagoon ${tag()}`,
  country: 'NG',
  firstName: 'Chioma',
  lastName: 'Obi',
  phone: '+234 803 555 0199',
  email: `chioma.${tag()}@lagoon.example`,
  type: 'agency',
  source: 'referred',
  whitelabelId: 'ng',
  ...overrides,
});
const createByApi = async (account: CreateAccountRequest) => apiData<AdminAccountRow>(ADMIN_ACCOUNT_PATHS.create, await adminToken(), postJson(account));

/** Signs the administrator in at `path`, in `language` (the shell's switch: this device only). */
const openAs = async (page: Page, language: Language, path: string) => {
  await loginAs(page, 'admin', path);
  if (language === 'ru') {
    await page.getByRole('combobox', { name: SWITCH.en.label }).first().selectOption({ label: SWITCH.ru.choice });
    await page.getByRole('combobox', { name: SWITCH.ru.label }).first().waitFor();
  }
  await page.getByRole('heading', { name: M[language].titles.adminAccounts, level: 1 }).waitFor();
};

const rows = (page: Page) => page.getByTestId('account-row');
/** Rows shown once the list has settled (no placeholder rows). */
const shownRows = async (page: Page, count: number) => {
  await expect.poll(() => page.getByTestId('placeholder-row').count()).toBe(0);
  await expect.poll(() => rows(page).count()).toBe(count);
};
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const labelled = (label: string) => new RegExp(`^${escapeRegExp(label)}`);

/** Writes down the listing's bodies as the page sends them. */
const recordLists = (page: Page): AdminAccountsFilter[] => {
  const bodies: AdminAccountsFilter[] = [];
  page.on('request', (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === ADMIN_ACCOUNT_PATHS.list) bodies.push(request.postDataJSON() as AdminAccountsFilter);
  });
  return bodies;
};

/** An .xlsx sheet's rows as texts (shared or inline strings, numbers), and whether any cell is a formula. */
const readSheet = (path: string): { rows: string[][]; formulas: boolean; cellTypes: Map<string, string> } => {
  const files = unzipSync(new Uint8Array(readFileSync(path)));
  const text = (name: string) => (files[name] ? strFromU8(files[name]) : '');
  const unescape = (value: string) => value.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&');
  const shared = [...text('xl/sharedStrings.xml').matchAll(/<si>([\s\S]*?)<\/si>/g)].map(([, inner = '']) =>
    unescape([...inner.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map(([, t = '']) => t).join('')),
  );
  const sheet = text('xl/worksheets/sheet1.xml');
  const cellTypes = new Map<string, string>();
  const sheetRows = [...sheet.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map(([, row = '']) =>
    [...row.matchAll(/<c([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)].map(([, attributes = '', inner = '']) => {
      const type = /\bt="([^"]+)"/.exec(attributes)?.[1] ?? 'n';
      const value = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1];
      const inline = /<is>[\s\S]*?<t[^>]*>([\s\S]*?)<\/t>/.exec(inner)?.[1];
      const shown = type === 's' ? (shared[Number(value)] ?? '') : unescape(inline ?? value ?? '');
      cellTypes.set(shown, type);
      return shown;
    }),
  );
  return { rows: sheetRows, formulas: /<f[ >]/.test(sheet), cellTypes };
};

describe('administrator accounts report', () => {
  const browser = useBrowser();
  // Accounts created here would change the next files' counts: they get the seed back.
  afterAll(() => mockAdmin.reset());

  for (const language of LANGUAGES) {
    const words = M[language].accounts;

    it(`filters by name after the pause with one request, status and preset, kept across a reload (${language})`, async () => {
      const page = await browser.newPage({ width: 1400, height: 1000 });
      const bodies = recordLists(page);
      await openAs(page, language, PATH);
      const all = await listed({});
      await shownRows(page, all.data.length);
      for (const key of ['users', 'companies', 'running_campaigns', 'impressions', 'balance'] as const)
        await page.getByTestId(`account-total-${key}`).getByText(words.totals[key], { exact: true }).waitFor();
      await expect.poll(() => page.getByTestId('account-total-balance').getByTestId('account-total-value').textContent()).toMatch(language === 'ru' ? /\u00a0\$$/ : /^\$/);
      // A seeded owner waiting for verification (created days ago): the status step below lists them.
      const owner = UNCONFIRMED_OWNERS.find((o) => o.whitelabel === 'dsp' && o.status_key === USER_STATUS.NEED_VERIFICATION);
      if (!owner) throw new Error('the seed declares no dsp owner waiting for verification');
      const name = `${owner.first_name} ${owner.last_name}`;

      const before = bodies.length;
      await page.getByRole('searchbox', { name: words.filters.name }).pressSequentially(name);
      await page.waitForURL((url) => url.searchParams.get('name') === name);
      const byName = await listed({ name });
      await expect.poll(() => bodies.length).toBe(before + 1);
      expect(bodies.at(-1)).toMatchObject({ name, page: 1, dateLabel: '7' });
      await shownRows(page, byName.data.length);
      expect(bodies.length).toBe(before + 1);

      await page.getByTestId('accounts-range-filter').selectOption('30');
      await page.waitForURL((url) => url.searchParams.get('days') === '30');
      await page.getByTestId('accounts-status-filter').selectOption('1');
      await page.waitForURL((url) => url.searchParams.get('status') === '1');
      const filtered = await listed({ name, status: [1], days: '30' });
      await expect.poll(() => bodies.at(-1)).toMatchObject({ name, status_filter_key: 1, dateLabel: '30', page: 1 });
      expect(filtered.data.map((r) => r.email)).toEqual([owner.email]);
      await shownRows(page, 1);
      await expect.poll(() => rows(page).first().textContent()).toContain(name);
      if (language === 'en') expect(words.empty).toBe('No Accounts found. Try adjusting filters or choosing different date range.');

      await page.reload();
      await expect.poll(() => page.getByRole('searchbox', { name: words.filters.name }).inputValue()).toBe(name);
      expect(await page.getByTestId('accounts-status-filter').inputValue()).toBe('1');
      expect(await page.getByTestId('accounts-range-filter').inputValue()).toBe('30');
      await expect.poll(() => bodies.at(-1)).toMatchObject({ name, status_filter_key: 1, dateLabel: '30' });
    });

    it(`creates an account (a taken email refused with the typed values kept), lists it, and its details show the creation (${language})`, async () => {
      browser.allowConsole(serverAnswered(400));
      const account = newAccount();
      const page = await browser.newPage({ width: 1400, height: 1100 });
      await openAs(page, language, `${PATH}?name=${encodeURIComponent(account.companyName)}`);
      await page.getByText(words.empty, { exact: true }).waitFor();
      await page.getByRole('button', { name: words.create.open }).click();
      const dialog = page.getByRole('dialog', { name: words.create.title });
      const fields = words.create.fields;
      const box = (label: string) => dialog.getByRole('textbox', { name: labelled(label) });
      const choose = async (label: string, option: string) => {
        await dialog.getByRole('combobox', { name: labelled(label) }).click();
        await page.getByRole('option', { name: option, exact: true }).click();
      };
      await box(fields.companyName).fill(account.companyName);
      await choose(fields.country, language === 'ru' ? 'Нигерия' : 'Nigeria');
      await box(fields.firstName).fill(account.firstName);
      await box(fields.lastName).fill(account.lastName);
      await box(fields.phone).fill(account.phone);
      await box(fields.email).fill('advertiser@demo.test');
      await choose(fields.type, words.create.types.agency);
      expect(await box(fields.other).count()).toBe(0);
      await choose(fields.source, words.create.sources.other);
      await box(fields.other).fill('Trade fair');
      await choose(fields.whitelabelId, words.create.whitelabels.ng);
      const submit = dialog.getByRole('button', { name: words.create.submit, exact: true });
      await submit.click();
      await dialog.getByTestId('create-account-error').filter({ hasText: ERROR_CATALOGUE[CODE.EMAIL_EXISTS] }).waitFor();
      expect(await box(fields.companyName).inputValue()).toBe(account.companyName);
      expect(await box(fields.other).inputValue()).toBe('Trade fair');
      expect(await box(fields.email).inputValue()).toBe('advertiser@demo.test');

      await box(fields.email).fill(account.email);
      await submit.click();
      await dialog.waitFor({ state: 'detached' });
      await shownRows(page, 1);
      expect(await rows(page).first().locator('td').first().textContent()).toBe(`${account.firstName} ${account.lastName}`);

      await rows(page).first().click();
      const details = page.getByRole('dialog', { name: words.details.title });
      await details.getByTestId('contact-details').filter({ hasText: account.email }).waitFor();
      const entry = details.getByTestId('audit-entry').filter({ hasText: words.audit.actions.account_created });
      await entry.waitFor();
      expect(await entry.textContent()).toContain('admin@demo.test');
      expect(await entry.getByTestId('audit-change').allTextContents()).toContain(`${words.audit.fields.email}: — → ${account.email}`);
      await page.keyboard.press('Escape');
      await details.waitFor({ state: 'detached' });
      await expect.poll(() => rows(page).first().evaluate((row) => row === document.activeElement)).toBe(true);
    });

    it(`downloads the Excel file of the filter: a header row, exactly its rows, the formula probe as text (${language})`, async () => {
      const marker = `xl${tag()}`;
      const probe = await createByApi(newAccount({ companyName: `${FORMULA_PROBE} ${marker}`, lastName: `Probe ${marker}` }));
      await createByApi(newAccount({ lastName: `Plain ${marker}` }));
      const expected = await listed({ name: marker });
      expect(expected.total_size).toBe(2);
      const page = await browser.newPage({ width: 1400, height: 1000 });
      await openAs(page, language, `${PATH}?name=${marker}`);
      await shownRows(page, 2);
      // The formula is shown as the text it is (company and legal entity: the owner's legal entity starts as the company).
      await page.getByRole('cell', { name: probe.company_name ?? '', exact: true }).first().waitFor();
      const button = page.getByRole('button', { name: words.excel });
      const [file] = await Promise.all([page.waitForEvent('download'), button.click()]);
      expect(file.suggestedFilename()).toBe(excelFallbackName(accountsFilterBody({}, await mockToday())));
      const sheet = readSheet(await file.path());
      expect(sheet.rows[0]?.[0]).toBe('Full name');
      expect(sheet.rows).toHaveLength(1 + expected.total_size);
      expect(sheet.rows.slice(1).map((row) => row[0]).sort()).toEqual(expected.data.map((row) => row.full_name).sort());
      expect(sheet.formulas).toBe(false);
      // Typed text, exactly as entered: no apostrophe in a workbook (an xlsx text cell is never a formula).
      const probeCell = probe.company_name ?? '';
      expect(sheet.rows.some((row) => row.includes(probeCell))).toBe(true);
      expect(sheet.rows.some((row) => row.includes(probe.phone))).toBe(true);
      expect(['s', 'inlineStr', 'str']).toContain(sheet.cellTypes.get(probeCell));
      await expect.poll(() => button.isEnabled()).toBe(true);
    });

    it(`is clean under axe: the report, the details and the create dialog (${language})`, async () => {
      const page = await browser.newPage({ width: 1300, height: 1000 });
      await openAs(page, language, PATH);
      await rows(page).first().waitFor();
      const found: string[] = [];
      const check = async (where: string) => {
        const violations = await seriousViolations(page);
        if (violations.length) found.push(`${where}:\n${describeViolations(violations)}`);
      };
      await check('report');
      await rows(page).first().click();
      await page.getByRole('dialog', { name: words.details.title }).getByTestId('account-audit').waitFor();
      await check('details');
      await page.getByRole('button', { name: words.details.close }).click();
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await page.getByRole('button', { name: words.create.open }).click();
      await page.getByRole('dialog', { name: words.create.title }).waitFor();
      await check('create');
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
      await expect.poll(() => page.getByRole('button', { name: words.create.open }).evaluate((button) => button === document.activeElement)).toBe(true);
      expect(found).toEqual([]);
    });
  }

  it('shows an account\'s balance and running campaigns in its details, and leads to its payments and into the account', async () => {
    const seeded = await listed({ name: 'Copper Games' });
    const account = seeded.data.find((row) => row.id === AMERIA_ACCOUNT.spaceId);
    if (!account) throw new Error(`the report does not list ${AMERIA_ACCOUNT.name} by its name`);
    const words = M.en.accounts.details;
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await openAs(page, 'en', `${PATH}?name=${encodeURIComponent('Copper Games')}`);
    await shownRows(page, seeded.data.length);
    const open = async () => {
      await rows(page).filter({ hasText: account.full_name }).first().click();
      const details = page.getByRole('dialog', { name: words.title });
      await details.getByTestId('contact-details').filter({ hasText: account.email }).waitFor();
      return details;
    };
    let details = await open();
    const shown = await details.getByTestId('contact-details').textContent();
    expect(shown).toContain(`${words.balance}${formatMoney(account.balance, account.currency, 'en')}`);
    expect(shown).toContain(`${words.runningCampaigns}${account.running_campaigns}`);

    await details.getByRole('link', { name: words.payments }).click();
    await page.getByRole('heading', { level: 1, name: M.en.titles.adminUserDetails }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/admin/user/details/${AMERIA_ACCOUNT.ownerUserId}`);

    await page.goBack();
    details = await open();
    await details.getByRole('button', { name: words.openCampaigns }).click();
    await page.getByText(`Acting as ${AMERIA_ACCOUNT.name}`).waitFor({ timeout: 30_000 });
    expect(new URL(page.url()).pathname).toBe('/campaigns');
  });

  for (const persona of ['advertiser', 'analyst'] as const) {
    it(`refuses the ${persona}: Access denied on the route, no admin menu entry`, async () => {
      const page = await browser.newPage();
      // The administrator opens the same route with its rows, so the denial below is the persona's doing.
      await loginAs(page, 'admin', PATH);
      await rows(page).first().waitFor();
      await loginAs(page, persona, PATH);
      await page.getByRole('heading', { name: 'Access denied' }).waitFor();
      expect(await rows(page).count()).toBe(0);
      expect(await page.getByTestId('account-total-users').count()).toBe(0);
      await page.goto('/campaigns');
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(await page.locator(`a[href="${PATH}"]`).count()).toBe(0);
    });
  }
});
