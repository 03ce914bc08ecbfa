import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { mockAdmin, mockNow } from './support/mockAdmin';
import { everyOfSome, expectEvery } from '../src/test/expectations';

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
const openMenu = async (page: Page, name: string) => {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
};

const rowCount = (page: Page) => page.locator('tbody tr:not([data-testid="placeholder-row"])').count();

describe('campaign list', () => {
  const browser = useBrowser();

  it('shows 10 rows by default, then 5, 15 or 25 per page, with the page zero-based in the URL', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'advertiser');
    await page.locator('tbody a').first().waitFor();
    expect(await rowCount(page)).toBe(10);
    // The account's total in the range: 30 seeded, more once other suites have saved drafts into it.
    const total = Number(/^1–10 of (\d+)$/.exec(await page.getByTestId('page-range').innerText())?.[1]);
    expect(total).toBeGreaterThan(25);
    expect(total).toBeLessThanOrEqual(50);
    expect(await page.getByRole('button', { name: 'Back', exact: true }).isDisabled()).toBe(true);
    for (const size of [5, 15, 25]) {
      await page.getByLabel('Rows per page').selectOption(String(size));
      await expect.poll(() => rowCount(page)).toBe(size);
    }
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/page=1/);
    await expect.poll(() => page.getByTestId('page-range').innerText()).toBe(`26–${total} of ${total}`);
    expect(await page.getByRole('button', { name: 'Next' }).isDisabled()).toBe(true);
  });

  it('opened by a reload, asks for its list, the space and the balance once each, with the URL state', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'advertiser');
    await page.locator('tbody a').first().waitFor();
    const calls: { path: string; body: string | null }[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/v1/')) calls.push({ path, body: request.postData() });
    });
    await page.goto('/campaigns?pageSize=15&sort=spent&order=desc');
    await page.locator('tbody a').first().waitFor();
    expect(await rowCount(page)).toBe(15);
    // The next page's request follows its own click and debounce: a second request for the first page
    // would have been scheduled earlier, so it would stand before it.
    await page.getByRole('button', { name: 'Next' }).click();
    await expect.poll(() => calls.filter((call) => call.path === '/v1/campaign/list/v2').length).toBe(2);
    const lists = calls.filter((call) => call.path === '/v1/campaign/list/v2');
    expect(JSON.parse(lists[1]?.body ?? '{}')).toMatchObject({ page: 2, pageSize: 15 });
    expect(JSON.parse(lists[0]?.body ?? '{}')).toMatchObject({ page: 1, pageSize: 15, order_field: 'spent', order_asc: false });
    expect(calls.filter((call) => call.path === '/v1/space/2002')).toHaveLength(1);
    expect(calls.filter((call) => call.path === '/v1/space/balance/2002')).toHaveLength(1);
  });

  it('sorts by spend both ways on the server', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'advertiser');
    await page.locator('tbody a').first().waitFor();
    // The spend column is the sixth: after the bulk edit's row selection, the name and three figures.
    const spends = async () =>
      (await page.locator('tbody tr td:nth-child(6) p').allInnerTexts()).map((text) => Number(text.replace(/[^0-9.]/g, '')));
    await page.getByRole('button', { name: 'Spend' }).click();
    await page.waitForURL(/sort=spent/);
    await expect.poll(async () => { const s = await spends(); return s.length === 10 && s.every((v, i) => i === 0 || s[i - 1]! <= v); }).toBe(true);
    await page.getByRole('button', { name: 'Spend' }).click();
    await page.waitForURL(/order=desc/);
    await expect.poll(async () => { const s = await spends(); return s.length === 10 && s.every((v, i) => i === 0 || s[i - 1]! >= v); }).toBe(true);
  });

  it('narrows the rows by status and by name', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'advertiser');
    await page.locator('tbody a').first().waitFor();
    await page.getByLabel('Search by name').fill('Lagos');
    await page.waitForURL(/name=Lagos/);
    await expect.poll(async () => everyOfSome(await page.locator('tbody a').allInnerTexts(), (name) => name.includes('Lagos'))).toBe(true);
    await page.getByLabel('Search by name').fill('no such campaign anywhere');
    await page.getByText('No result').waitFor();
    await page.getByText('Check the filter').waitFor();
  });

  it('leaves a name filter with Back, and comes back to it with Forward', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'advertiser');
    await page.locator('tbody a').first().waitFor();
    const search = page.getByLabel('Search by name');
    await search.fill('Lagos');
    await page.waitForURL(/name=Lagos/);
    await expect.poll(async () => everyOfSome(await page.locator('tbody a').allInnerTexts(), (name) => name.includes('Lagos'))).toBe(true);

    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/campaigns' && !url.searchParams.has('name'));
    // The address changes first; the page follows it in its next render.
    await expect.poll(() => search.inputValue()).toBe('');
    await expect.poll(async () => (await page.locator('tbody a').allInnerTexts()).some((name) => !name.includes('Lagos'))).toBe(true);

    // A new search after Back writes its own entry; had Back let the old filter be written again, one
    // step back from here would land on it instead of the unfiltered list.
    await search.fill('Spring');
    await page.waitForURL(/name=Spring/);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/campaigns' && !url.searchParams.has('name'));
    await expect.poll(() => search.inputValue()).toBe('');
    await page.goForward();
    await page.waitForURL(/name=Spring/);
    await expect.poll(() => search.inputValue()).toBe('Spring');
  });

  it('lets the admin archive a campaign, and gives the advertiser no Archive', async () => {
    const advertiser = await browser.newPage();
    await loginAs(advertiser, 'advertiser');
    const first = await advertiser.locator('tbody a').first().innerText();
    await openMenu(advertiser, first);
    await advertiser.getByRole('menuitem', { name: 'Replicate' }).waitFor();
    expect(await advertiser.getByRole('menuitem', { name: 'Archive' }).count()).toBe(0);

    const admin = await browser.newPage();
    await loginAs(admin, 'admin');
    const target = await admin.locator('tbody a').first().innerText();
    await openMenu(admin, target);
    await admin.getByRole('menuitem', { name: 'Archive' }).click();
    await admin.getByRole('alert').filter({ hasText: /^Archived$/ }).waitFor();
    await admin.getByLabel('Status').selectOption({ label: 'Archived' });
    await rowOf(admin, target).waitFor();
  });

  it('offers Voice Reward Ads only where the white-label enables audio', async () => {
    await mockAdmin.settings({ whitelabel: 'ng' });
    try {
      const page = await browser.newPage();
      await loginAs(page, 'advertiser');
      await page.getByRole('button', { name: 'Add campaign' }).click();
      await page.getByRole('heading', { name: 'Voice Reward Ads' }).waitFor();
      await page.getByRole('button', { name: /Voice Reward Ads/ }).click();
      await page.waitForURL('**/campaign/create?tab=basicInfo');
      await page.getByText('Audio advertising').waitFor();
    } finally {
      await mockAdmin.settings({ whitelabel: 'dsp' });
    }
  });

  it('has no serious or critical accessibility violations', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'advertiser');
    await page.locator('tbody a').first().waitFor();
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  it('opens the Campaign Type modal from add campaign and lands on create with tab=basicInfo', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'advertiser');
    await page.getByRole('button', { name: 'Add campaign' }).click();
    await page.getByRole('heading', { name: 'Choose your campaign type first' }).waitFor();
    expect(await page.getByRole('heading', { name: 'Voice Reward Ads' }).count()).toBe(0);
    await page.getByRole('button', { name: /Awareness/ }).click();
    await page.waitForURL('**/campaign/create?tab=basicInfo');
    await page.getByText('Enhanced exposure').waitFor();
  });

  it('explains why a draft cannot run, and pauses then runs a running campaign', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'advertiser');
    await page.getByLabel('Status').selectOption({ label: 'Draft' });
    await page.waitForURL(/status=0/);
    // The filtered list has replaced the old rows once its first row is a draft.
    await page.locator('tbody tr').first().getByText('Draft', { exact: true }).waitFor();
    const draftName = await page.locator('tbody a').first().innerText();
    await openMenu(page, draftName);
    await page.getByRole('menuitem', { name: 'Run' }).click();
    await page.getByText('A draft cannot be run until it is published.').waitFor();

    await page.getByLabel('Status').selectOption({ label: 'Running' });
    await page.waitForURL(/status=3/);
    await page.locator('tbody tr').first().getByText('Running', { exact: true }).waitFor();
    const running = await page.locator('tbody a').first().innerText();
    await openMenu(page, running);
    await page.getByRole('menuitem', { name: 'Pause' }).click();
    await page.getByText('Campaign paused').waitFor();
    await page.getByLabel('Status').selectOption({ label: 'Paused' });
    await page.waitForURL(/status=41/);
    await rowOf(page, running).getByText('Paused', { exact: true }).waitFor();
    await openMenu(page, running);
    await page.getByRole('menuitem', { name: 'Run' }).click();
    await page.getByText('Campaign started').waitFor();
  });

  it('names a replicated copy with " - Copy", and opens rows on their edit route', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'advertiser');
    const first = await page.locator('tbody a').first().innerText();
    await openMenu(page, first);
    await page.getByRole('menuitem', { name: 'Replicate' }).click();
    // The advertiser has no account search: the copy goes into its own account.
    await page.getByTestId('replicate-target').getByText('Copy into: Demo Advertiser Ltd').waitFor();
    expect(await page.getByRole('dialog').getByRole('textbox').count()).toBe(0);
    await page.getByRole('dialog').getByRole('button', { name: 'Replicate' }).click();
    await page.waitForURL(/\/campaign\/create\?replicatedId=\d+/);
    // The editor opens the copy, unsaved: the name with " - Copy", on the first tab.
    await expect.poll(() => page.getByLabel('Campaign name').inputValue()).toBe(`${first} - Copy`);
    await page.waitForURL(/tab=basicInfo/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.locator('tbody a').first().click();
    await page.waitForURL(/\/campaign\/edit\/\d{7}(\?tab=basicInfo)?$/);
    await page.getByRole('heading', { name: first, level: 1 }).waitFor();
  });

  it('shows the performance card of a running campaign, linking to its report', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'advertiser');
    await page.getByLabel('Status').selectOption({ label: 'Running' });
    await page.locator('tbody tr').first().getByText('Running', { exact: true }).waitFor();
    await page.locator('tbody a').first().click();
    const card = page.getByTestId('performance-card');
    await card.getByText('CTR').waitFor();
    await card.getByText('Spent').waitFor();
    await card.getByRole('link', { name: 'View report' }).click();
    await page.waitForURL(/\/reports\?campaignId=\d{7}/);
  });

  it('replicates into another account as the admin, switching to it first', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'admin');
    const first = await page.locator('tbody a').first().innerText();
    await openMenu(page, first);
    await page.getByRole('menuitem', { name: 'Replicate' }).click();
    await page.getByRole('dialog').getByLabel('Search accounts').fill('Harbor');
    await page.getByRole('dialog').getByRole('button', { name: /Harbor Lane Media/ }).click();
    await page.getByTestId('replicate-target').getByText('Copy into: Harbor Lane Media').waitFor();
    await page.getByRole('dialog').getByRole('button', { name: 'Replicate' }).click();
    await page.waitForURL(/\/campaign\/create\?replicatedId=\d+/);
    await page.getByText('Acting as Harbor Lane Media').waitFor();
    await expect.poll(() => page.getByLabel('Campaign name').inputValue()).toBe(`${first} - Copy`);
    // The copy keeps its source's dates; the source started in the past, which a save refuses.
    const now = await mockNow();
    const day = (days: number) => new Date(now + days * 86_400_000).toISOString().slice(0, 10);
    await page.getByLabel('Start date').fill(day(3));
    await page.getByLabel('End date').fill(day(30));
    // Saved, the copy belongs to the account switched to, and records its source.
    const saved = page.waitForResponse((response) => response.url().endsWith('/v1/campaign') && response.request().method() === 'PUT');
    await page.getByRole('button', { name: 'Save and next' }).click();
    const response = await saved;
    expect(response.request().postDataJSON()).toMatchObject({ name: `${first} - Copy`, replicated_from: expect.any(Number) });
    expect(((await response.json()) as { data: { space_id: number } }).data.space_id).toBe(2003);
    // No moderation choice of the source travels with the copy (spec 2 §4), and the copy says so (copied).
    expect(response.request().postDataJSON()).toMatchObject({ owner: { exchange_id: [], traffic_sources: [], campaign_category_keys: [] } });
    await page.getByText('Campaign copied').waitFor();
    await page.waitForURL(/\/campaign\/edit\/\d{7}\?tab=/);
  });

  it('downloads campaigns.csv for the current filter', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'advertiser');
    await page.getByLabel('Status').selectOption({ label: 'Running' });
    await page.locator('tbody tr').first().getByText('Running', { exact: true }).waitFor();
    const shown = await page.locator('tbody a').allInnerTexts();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toBe('campaigns.csv');
    const text = (await import('node:fs')).readFileSync((await download.path()) ?? '', 'utf8');
    const lines = text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]?.startsWith('Name,Status,')).toBe(true);
    expectEvery(lines.slice(1), (line) => line.includes(',Running,'));
    shown.forEach((name) => expect(text).toContain(name));
  });

  it('shows the analyst only the columns it holds permissions for', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'analyst');
    await page.locator('tbody a').first().waitFor();
    const headers = (await page.getByRole('columnheader').allInnerTexts()).map((text) => text.trim());
    expect(headers).toEqual(['Name', 'Impressions', 'Clicks', 'Actions']);
    expect(await page.getByRole('button', { name: 'Add campaign' }).count()).toBe(0);
  });
});
