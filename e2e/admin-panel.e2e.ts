import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import type { AdminSearchResponse } from '../src/api/contract';
import { loginAs, storedToken } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { v1 } from './support/mockAdmin';

// Seed facts (mock-server/seed/facts.ts): the admin's own space and the first generated account.
const OWN = { id: 2001, name: 'Demo Admin Agency' };
const HARBOR = { id: 2003, name: 'Harbor Lane Media' };
const SEARCH_LABEL = 'Search accounts and campaigns';

const panel = (page: Page) => page.getByRole('dialog', { name: 'Switch account' });
const accountBlock = (page: Page) => page.getByRole('button', { name: /Switch account$/ });
const marker = (page: Page) => page.getByTestId('acting-as');

const loginAsAdmin = async (page: Page) => {
  await loginAs(page, 'admin');
  await page.locator('tbody tr').first().waitFor();
  await accountBlock(page).waitFor();
};

/** What the server itself answers for a search, to pick rows without hard-coding generated names. */
const search = async (page: Page, name: string) => {
  const token = (await storedToken(page)) ?? '';
  const { body } = await v1('/v1/whitelabel/search', {
    method: 'POST',
    token,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name }),
  });
  return body.data as AdminSearchResponse;
};

/** The campaign list's answer to the first request whose JSON body passes `matches`. */
const listAnswer = (page: Page, matches: (body: Record<string, unknown>) => boolean) =>
  page.waitForResponse((response) => {
    const request = response.request();
    if (!new URL(response.url()).pathname.startsWith('/v1/campaign/list')) return false;
    const body: unknown = request.postDataJSON();
    return typeof body === 'object' && body !== null && matches(body as Record<string, unknown>);
  });

/** Every white-label search the page sends (the account switcher's overview is one). */
const watchSearches = (page: Page) => {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/v1/whitelabel/search') sent.push(request.postData() ?? '');
  });
  return sent;
};

describe('administrator account switcher', () => {
  const browser = useBrowser();

  it('opens with "/" for the admin, focused on an empty search box, own account first', async () => {
    const page = await browser.newPage();
    await loginAsAdmin(page);
    // Focus on the page itself, as after a click on empty space.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('/');
    await panel(page).waitFor();
    const box = page.getByLabel(SEARCH_LABEL);
    expect(await box.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(await box.inputValue()).toBe('');
    const firstAccount = panel(page).getByRole('list', { name: 'Accounts' }).getByRole('button').first();
    expect(await firstAccount.innerText()).toContain(OWN.name);
    expect(await firstAccount.innerText()).toContain('My account');
    await page.keyboard.press('Escape');
    await panel(page).waitFor({ state: 'detached' });
  });

  it('does nothing on "/" for the advertiser, who has no account block either', async () => {
    const page = await browser.newPage();
    const searches = watchSearches(page);
    await loginAs(page, 'advertiser');
    await page.locator('tbody tr').first().waitFor();
    await page.keyboard.press('/');
    // Something the page does after the key: the next list page, answered and shown. An opened panel
    // would be in the page by then (opening it is a state change of the key's own handler), and its
    // overview search would have been asked for.
    const nextPage = listAnswer(page, () => true);
    await page.getByRole('button', { name: 'Next' }).click();
    await nextPage;
    await page.locator('tbody tr').first().waitFor();
    expect(await panel(page).count()).toBe(0);
    expect(await accountBlock(page).count()).toBe(0);
    expect(searches).toEqual([]);
  });

  it('leaves "/" to the campaign list search box while typing in it', async () => {
    const page = await browser.newPage();
    await loginAsAdmin(page);
    const box = page.getByLabel('Search by name');
    // The list asks for "a/b" once the box has it: after every key of it has been handled.
    const searched = listAnswer(page, (body) => body.name === 'a/b');
    await box.click();
    await page.keyboard.type('a/b');
    expect(await box.inputValue()).toBe('a/b');
    await searched;
    expect(await panel(page).count()).toBe(0);
    expect(await box.inputValue()).toBe('a/b');
  });

  it('searches: tab counts from the totals, the no-campaigns message, and clear', async () => {
    const page = await browser.newPage();
    await loginAsAdmin(page);
    await accountBlock(page).click();
    await page.getByLabel(SEARCH_LABEL).fill('Harbor');
    await panel(page).getByRole('tab', { name: 'All (1)' }).waitFor();
    await panel(page).getByRole('tab', { name: 'Accounts (1)' }).waitFor();
    await panel(page).getByRole('tab', { name: 'Campaigns (0)' }).click();
    await panel(page).getByText('No campaigns found.').waitFor();
    await panel(page).getByRole('button', { name: 'Clear search' }).click();
    expect(await page.getByLabel(SEARCH_LABEL).inputValue()).toBe('');
    await panel(page).getByRole('list', { name: 'Campaigns' }).waitFor();
    expect(await panel(page).getByRole('tab').count()).toBe(0);
  });

  it('shows a hostile account name as text, never as markup', async () => {
    const page = await browser.newPage();
    await loginAsAdmin(page);
    await accountBlock(page).click();
    await page.getByLabel(SEARCH_LABEL).fill('<img');
    await panel(page).getByRole('tab', { name: /^Accounts \(/ }).waitFor();
    await panel(page).getByText('<img src=x onerror=window.__xss=1>').first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  });

  it('switches to an account (marker and block follow) and back to the own account', async () => {
    const page = await browser.newPage();
    await loginAsAdmin(page);
    expect(await marker(page).count()).toBe(0);
    await accountBlock(page).click();
    await page.getByLabel(SEARCH_LABEL).fill('Harbor');
    await panel(page).getByRole('tab', { name: 'All (1)' }).waitFor();
    await panel(page).getByRole('button', { name: new RegExp(HARBOR.name) }).click();
    await panel(page).waitFor({ state: 'detached' });
    await page.waitForURL('**/campaigns');
    await marker(page).getByText(`Acting as ${HARBOR.name}`).waitFor();
    await accountBlock(page).and(page.getByRole('button', { name: new RegExp(`^${HARBOR.name}`) })).waitFor();
    expect(await page.evaluate(() => JSON.parse(sessionStorage.getItem('DSP_SELECTED_SPACE') ?? 'null')?.id)).toBe(HARBOR.id);

    await marker(page).getByRole('button', { name: 'Back to my account' }).click();
    await marker(page).waitFor({ state: 'detached' });
    await accountBlock(page).and(page.getByRole('button', { name: new RegExp(`^${OWN.name}`) })).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('DSP_SELECTED_SPACE'))).toBeNull();
  });

  it('opens a chosen campaign in its account, on the basicInfo tab', async () => {
    const page = await browser.newPage();
    await loginAsAdmin(page);
    const overview = await search(page, '');
    // A campaign of another account whose name no other campaign of that account shares, so the
    // button to click is unambiguous.
    const candidates = overview.campaigns.filter((item) => item.space_id !== OWN.id && item.campaign_name && !item.campaign_name.includes('<'));
    let target: (typeof candidates)[number] | undefined;
    for (const candidate of candidates) {
      const matches = (await search(page, candidate.campaign_name ?? '')).campaigns.filter(
        (item) => item.space_id === candidate.space_id && item.campaign_name?.includes(candidate.campaign_name ?? ''),
      );
      if (matches.length === 1) {
        target = candidate;
        break;
      }
    }
    if (!target?.campaign_name) throw new Error('The seed has no uniquely named campaign of another account');
    await page.keyboard.press('/');
    await page.getByLabel(SEARCH_LABEL).fill(target.campaign_name);
    const campaigns = panel(page).getByRole('list', { name: 'Campaigns' });
    await campaigns.waitFor();
    // The previous results stay on screen while the search loads: wait for the target's own row.
    await campaigns.getByRole('button', { name: target.campaign_name }).filter({ hasText: target.space_name }).first().click();
    await page.waitForURL('**/campaign/edit/*?tab=basicInfo');
    expect(new URL(page.url()).pathname).toBe(`/campaign/edit/${target.campaign_id}`);
    await marker(page).getByText(`Acting as ${target.space_name}`).waitFor();
  });

  it('lists the administration links in the sidebar, Moderation with the waiting count, for the admin only', async () => {
    const page = await browser.newPage();
    await loginAsAdmin(page);
    const counts = await search(page, '');
    const waiting = counts.campaigns_in_moderation_count + counts.registrants_in_moderation_count;
    const links = page.getByTestId('admin-links');
    await links.getByRole('link', { name: `Moderation (${waiting} waiting)` }).waitFor();
    for (const name of ['Customization', 'Accounts', 'Payments', 'Campaigns']) await links.getByRole('link', { name, exact: true }).waitFor();
    expect(await links.getByRole('link').count()).toBe(5);

    const advertiser = await browser.newPage();
    await loginAs(advertiser, 'advertiser');
    await advertiser.locator('tbody tr').first().waitFor();
    expect(await advertiser.getByTestId('admin-links').count()).toBe(0);
  });

  it('has no serious or critical accessibility violations with the marker shown and the panel open', async () => {
    const page = await browser.newPage();
    await loginAsAdmin(page);
    await accountBlock(page).click();
    await page.getByLabel(SEARCH_LABEL).fill('Harbor');
    await panel(page).getByRole('tab', { name: 'All (1)' }).waitFor();
    await panel(page).getByRole('button', { name: new RegExp(HARBOR.name) }).click();
    await marker(page).waitFor();
    await page.locator('tbody tr').first().waitFor();
    await page.keyboard.press('/');
    await panel(page).getByRole('list', { name: 'Accounts' }).waitFor();
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });
});
