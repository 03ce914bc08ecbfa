import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginAs } from './support/auth';
import { serverAnswered, useBrowser } from './support/browser';
import { sidebarLink } from './support/sidebar';

/** A draft of the advertiser's account with complete data and banners: the mock accepts its publication. */
const PUBLISHABLE_DRAFT = 1000027;
/** A draft of the advertiser's account, saved and edited by the tests below. */
const DRAFT = 1000001;
const CONFLICT_DRAFT = 1000025;

/** From the list: Add campaign, then the type's card of the Campaign Type modal (spec 1 §2). */
const newCampaign = async (page: Page, type: 'Awareness' | 'Consideration' | 'Conversion' = 'Awareness') => {
  await loginAs(page, 'advertiser');
  await page.getByRole('button', { name: 'Add campaign' }).click();
  await page.getByRole('dialog').getByRole('button', { name: new RegExp(`^${type}`) }).click();
  await page.waitForURL(/\/campaign\/create\?.*tab=basicInfo/);
  await page.getByLabel('Campaign name').waitFor();
};

const openCampaign = async (page: Page, id: number, tab: string) => {
  await loginAs(page, 'advertiser', `/campaign/edit/${id}?tab=${tab}`);
  await page.getByRole('heading', { level: 1 }).waitFor();
};

const tree = (page: Page) => page.getByRole('navigation', { name: 'Campaign sections' });
const pairs = (page: Page) => page.locator('.ra-input').filter({ has: page.getByText('Attribution parameters', { exact: true }) });
const tabOf = (page: Page) => new URL(page.url()).searchParams.get('tab');
/** The form field that has the focus, by its name (react-admin inputs are named by their source). */
const focusedField = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name') ?? '');

/** The shell's language select, as e2e/language.e2e.ts uses it. */
const switchLanguage = async (page: Page, current: string, target: string) => {
  await page.getByRole('combobox', { name: current }).first().selectOption({ label: target });
};

const addPair = async (page: Page, name: string, value: string) => {
  await pairs(page).getByRole('button', { name: 'Add' }).click();
  await pairs(page).getByLabel('Name').last().fill(name);
  await pairs(page).getByLabel('Value').last().fill(value);
};

describe('campaign editor', () => {
  const browser = useBrowser();

  it('creates with Save and next: the new campaign opens on its edit route at the next tab, and Save keeps it there', async () => {
    const page = await browser.newPage();
    await newCampaign(page);
    // Numbered after the account's campaigns (GET /v1/campaign/count/{space}): names are unique per account.
    expect(await page.getByLabel('Campaign name').inputValue()).toMatch(/^New Campaign \d+$/);
    const name = `Shell e2e ${Date.now()}`;
    await page.getByLabel('Campaign name').fill(name);
    await page.getByRole('button', { name: 'Save and next' }).click();
    await page.waitForURL(/\/campaign\/edit\/\d{7}\?tab=targeting$/);
    await page.getByText('Changes saved').waitFor();
    await page.getByRole('heading', { level: 1, name }).waitFor();

    // The last form tab of an advertiser: Save, no next.
    await tree(page).getByRole('button', { name: 'Attribution' }).click();
    await page.waitForURL(/tab=attribution$/);
    await addPair(page, 'utm_term', 'spring');
    expect(await page.getByRole('button', { name: 'Save and next' }).count()).toBe(0);
    const url = page.url();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => tree(page).getByText('1', { exact: true }).count()).toBe(1);
    await page.getByText('Changes saved').first().waitFor();
    expect(page.url()).toBe(url);
    await page.reload();
    await pairs(page).getByLabel('Value').waitFor();
    expect(await pairs(page).getByLabel('Value').inputValue()).toBe('spring');
  });

  it('refuses to publish an incomplete campaign: first tab with a problem, its field focused, the checklist linking every problem', async () => {
    const page = await browser.newPage();
    await newCampaign(page);
    await page.getByLabel('Campaign name').fill('');
    await tree(page).getByRole('button', { name: 'Attribution' }).click();
    await page.waitForURL(/tab=attribution/);
    await addPair(page, 'utm_term', '');

    await page.getByRole('button', { name: 'Publish' }).click();
    const checklist = page.getByTestId('publish-checklist');
    await checklist.waitFor();
    await page.getByTestId('form-error').getByText('Some fields need your attention').waitFor();
    expect(tabOf(page)).toBe('basicInfo');
    await expect.poll(() => focusedField(page)).toBe('name');
    expect(await checklist.locator('[data-field="name"]').innerText()).toBe('Basic info › Campaign name: Field is required.');
    expect(await checklist.locator('[data-field="budget"]').count()).toBe(1);
    expect(page.url()).toContain('/campaign/create');

    // An entry is a link to its field: its tab opens and the field takes the focus.
    await checklist.locator('[data-field="attribution.0.value"]').click();
    await page.waitForURL(/tab=attribution/);
    await expect.poll(() => focusedField(page)).toBe('attribution.0.value');
    await pairs(page).getByText('Field is required.').waitFor();
    // The top-level error goes after 5 s; the checklist stays until the next attempt.
    await page.getByTestId('form-error').waitFor({ state: 'detached' });
    expect(await checklist.isVisible()).toBe(true);
  });

  it('publishes a complete draft: the form reloads with the campaign in moderation', async () => {
    const page = await browser.newPage();
    await openCampaign(page, PUBLISHABLE_DRAFT, 'basicInfo');
    await page.getByTestId('campaign-status').getByText('Draft').waitFor();
    const published = page.waitForResponse((response) => response.url().endsWith('/v1/campaign/saveAndPublish'));
    await page.getByRole('button', { name: 'Publish' }).click();
    expect((await published).status()).toBe(200);
    await page.getByText('Campaign published').waitFor();
    await page.getByTestId('campaign-status').getByText('In moderation').waitFor();
    expect(tabOf(page)).toBe('basicInfo');
  });

  it('refuses a save over a newer version with its message, keeping what was typed', async () => {
    const first = await browser.newPage();
    const second = await browser.newPage();
    await openCampaign(first, CONFLICT_DRAFT, 'attribution');
    await openCampaign(second, CONFLICT_DRAFT, 'attribution');
    await addPair(first, 'first', 'one');
    await first.getByRole('button', { name: 'Save', exact: true }).click();
    await first.getByText('Changes saved').waitFor();

    browser.allowConsole(serverAnswered(409));
    await addPair(second, 'second', 'two');
    await second.getByRole('button', { name: 'Save', exact: true }).click();
    await second.getByText('This campaign was changed by someone else after you opened it. Nothing was saved.').waitFor();
    expect(await pairs(second).getByLabel('Name').last().inputValue()).toBe('second');
    expect(await pairs(second).getByLabel('Value').last().inputValue()).toBe('two');
    expect(second.url()).toContain(`/campaign/edit/${CONFLICT_DRAFT}`);
  });

  it('keeps every value after a refused save, with the server error under its field (1312 duplicate name)', async () => {
    // The same form's Save with a free name creates the campaign, so the refusal below is the taken name's doing.
    const free = await browser.newPage();
    await newCampaign(free);
    await free.getByLabel('Campaign name').fill(`Spring Sale — Lagos ${Date.now()}`);
    await tree(free).getByRole('button', { name: 'Attribution' }).click();
    await addPair(free, 'utm_term', 'kept');
    await free.getByRole('button', { name: 'Save', exact: true }).click();
    await free.waitForURL(/\/campaign\/edit\/\d{7}/);
    await free.getByText('Changes saved').first().waitFor();
    const page = await browser.newPage();
    await newCampaign(page);
    browser.allowConsole(serverAnswered(400));
    await page.getByLabel('Campaign name').fill('Spring Sale — Lagos');
    await tree(page).getByRole('button', { name: 'Attribution' }).click();
    await addPair(page, 'utm_term', 'kept');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(/tab=basicInfo/);
    await page.getByText('Campaign name must be unique per space').first().waitFor();
    expect(await page.getByLabel('Campaign name').inputValue()).toBe('Spring Sale — Lagos');
    expect(page.url()).toContain('/campaign/create');
    await tree(page).getByRole('button', { name: 'Attribution' }).click();
    expect(await pairs(page).getByLabel('Value').inputValue()).toBe('kept');
  });

  it('asks before leaving with unsaved changes: Stay keeps them, Leave goes; Back asks too, the browser asks on close', async () => {
    const page = await browser.newPage();
    await loginAs(page, 'advertiser');
    // Opened from the list, so Back has an in-app entry to return to.
    await page.locator('tbody a').first().click();
    await page.waitForURL(/\/campaign\/edit\/\d{7}\?tab=basicInfo$/);
    const editor = new URL(page.url()).pathname;
    await tree(page).getByRole('button', { name: 'Attribution' }).click();
    await page.waitForURL(/tab=attribution/);
    await addPair(page, 'utm_term', 'unsaved');

    await sidebarLink(page, 'Campaigns').click();
    const dialog = page.getByRole('dialog', { name: 'Unsaved changes' });
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(editor);
    expect(await pairs(page).getByLabel('Value').last().inputValue()).toBe('unsaved');

    // Back to the previous tab stays in the form; one more step back would leave it, and asks.
    await page.goBack();
    await page.waitForURL(/tab=basicInfo/);
    await page.goBack();
    await dialog.getByRole('button', { name: 'Stay' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(new URL(page.url()).pathname).toBe(editor);
    await tree(page).getByRole('button', { name: 'Attribution' }).click();
    expect(await pairs(page).getByLabel('Value').last().inputValue()).toBe('unsaved');

    // Reload and closing get the browser's own prompt.
    const prompt = page.waitForEvent('dialog');
    void page.close({ runBeforeUnload: true });
    const beforeUnload = await prompt;
    expect(beforeUnload.type()).toBe('beforeunload');
    await beforeUnload.dismiss();

    await sidebarLink(page, 'Campaigns').click();
    await dialog.getByRole('button', { name: 'Leave' }).click();
    await page.waitForURL((url) => url.pathname === '/campaigns');
  });

  it('keeps what was typed in a new campaign across a language switch, and saves it', async () => {
    const page = await browser.newPage();
    await newCampaign(page);
    const name = `Language e2e ${Date.now()}`;
    await page.getByLabel('Campaign name').fill(name);
    await switchLanguage(page, 'Language', 'Русский');
    await page.getByRole('button', { name: 'Сохранить и далее' }).waitFor();
    expect(await page.getByLabel('Название кампании').inputValue()).toBe(name);
    await page.getByRole('button', { name: 'Сохранить и далее' }).click();
    await page.waitForURL(/\/campaign\/edit\/\d{7}\?tab=targeting$/);
    await page.getByText('Изменения сохранены').waitFor();
    await page.getByRole('heading', { level: 1, name }).waitFor();
  });

  it('keeps unsaved edits of a stored campaign across a language switch, still unsaved, and saves them', async () => {
    const page = await browser.newPage();
    await openCampaign(page, DRAFT, 'attribution');
    await pairs(page).waitFor();
    const value = `lang${Date.now()}`;
    await addPair(page, 'utm_content', value);
    await switchLanguage(page, 'Language', 'Русский');
    const russianPairs = page.locator('.ra-input').filter({ has: page.getByText('Параметры атрибуции', { exact: true }) });
    await russianPairs.waitFor();
    expect(await russianPairs.getByLabel('Значение').last().inputValue()).toBe(value);
    // Still unsaved: leaving asks.
    await sidebarLink(page, 'Кампании').click();
    const dialog = page.getByRole('dialog', { name: 'Несохранённые изменения' });
    await dialog.getByRole('button', { name: 'Остаться' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Сохранить', exact: true }).click();
    await page.getByText('Изменения сохранены').waitFor();
    await page.reload();
    await russianPairs.getByLabel('Значение').last().waitFor();
    expect(await russianPairs.getByLabel('Значение').last().inputValue()).toBe(value);
  });

  it('keeps the tab in the address: a reload and Back keep it', async () => {
    const page = await browser.newPage();
    await openCampaign(page, DRAFT, 'attribution');
    await pairs(page).waitFor();
    await page.reload();
    await pairs(page).waitFor();
    expect(tabOf(page)).toBe('attribution');
    await tree(page).getByRole('button', { name: 'Basic info' }).click();
    await page.waitForURL(/tab=basicInfo/);
    await page.getByLabel('Campaign name').waitFor();
    await page.goBack();
    await page.waitForURL(/tab=attribution/);
    await pairs(page).waitFor();
    // No tab, or one the user may not see, is replaced by the first one allowed.
    await page.goto(`/campaign/edit/${DRAFT}?tab=ownerAdvancedBidding`);
    await page.waitForURL(/tab=basicInfo/);
  });
});
