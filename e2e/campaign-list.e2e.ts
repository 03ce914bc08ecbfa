import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs } from './support/auth';
import { useBrowser } from './support/browser';

const rowOf = (page: Page, name: string) => page.getByRole('row').filter({ has: page.getByRole('link', { name, exact: true }) });
const openMenu = async (page: Page, name: string) => {
  await page.getByRole('button', { name: `Actions for ${name}` }).click();
};

describe('campaign list', () => {
  const browser = useBrowser();

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
    await page.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Draft', exact: true }).click();
    await page.waitForURL(/status=0/);
    // The filtered list has replaced the old rows once its first row is a draft.
    await page.locator('tbody tr').first().getByText('Draft', { exact: true }).waitFor();
    const draftName = await page.locator('tbody a').first().innerText();
    await openMenu(page, draftName);
    await page.getByRole('menuitem', { name: 'Run' }).click();
    await page.getByText('A draft cannot be run until it is published.').waitFor();

    await page.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Running', exact: true }).click();
    await page.waitForURL(/status=3/);
    await page.locator('tbody tr').first().getByText('Running', { exact: true }).waitFor();
    const running = await page.locator('tbody a').first().innerText();
    await openMenu(page, running);
    await page.getByRole('menuitem', { name: 'Pause' }).click();
    await page.getByText('Campaign paused').waitFor();
    await page.getByLabel('Status').click();
    await page.getByRole('option', { name: 'Paused', exact: true }).click();
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
    await page.waitForURL(/\/campaign\/create\?replicatedId=\d+/);
    expect(await page.getByTestId('new-campaign-name').innerText()).toBe(`${first} - Copy`);
    await page.getByRole('link', { name: 'Back to campaigns' }).click();
    await page.locator('tbody a').first().click();
    await page.waitForURL(/\/campaign\/edit\/\d{7}$/);
    await page.getByRole('heading', { name: first, level: 1 }).waitFor();
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
