import { describe, expect, it } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { CAMPAIGN_EDITOR_PATHS, CAMPAIGN_STATUS, type CampaignRecord, type Envelope } from '../src/api/contract';
import { loginAs, storedToken } from './support/auth';
import { useBrowser } from './support/browser';
import { firstOwnCampaign } from './support/campaigns';
import { MOCK_URL } from './support/env';

/**
 * The editor for each of the three personas (README): the administrator with the owner tab, the
 * advertiser without it (not even by address, nor in the record the server sends), and the analyst,
 * who holds no CAMPAIGN_* permission and gets no form at all.
 */

const tree = (page: Page) => page.getByRole('navigation', { name: 'Campaign sections' });
const tabOf = (page: Page) => new URL(page.url()).searchParams.get('tab');

/** The app's own GET of the campaign record, as the browser received it. */
const recordResponse = (page: Page, id: number): Promise<Response> =>
  page.waitForResponse((response) => response.request().method() === 'GET' && new URL(response.url()).pathname === `/v1/campaign/${id}`);

/** Opens the editor and answers the record the app loaded for it. */
const openEditor = async (page: Page, id: number, tab: string): Promise<CampaignRecord> => {
  const loaded = recordResponse(page, id);
  await page.goto(`/campaign/edit/${id}?tab=${tab}`);
  const body = (await (await loaded).json()) as Envelope<CampaignRecord>;
  await page.getByRole('heading', { level: 1, name: body.data.name }).waitFor();
  return body.data;
};

/** No editor: no input in the page's main area, no section tree, no footer button. */
const expectNoForm = async (page: Page) => {
  expect(await page.getByRole('main').locator('input, textarea, select').count()).toBe(0);
  expect(await tree(page).count()).toBe(0);
  for (const name of ['Save', 'Save and next', 'Publish']) expect(await page.getByRole('button', { name, exact: true }).count()).toBe(0);
};

/** The signed-in page's own token, used as an API client would use it. */
const asSession = async (page: Page, path: string): Promise<Envelope<unknown>> => {
  const response = await page.request.get(`${MOCK_URL}${path}`, { headers: { Authorization: `Bearer ${await storedToken(page)}` } });
  return (await response.json()) as Envelope<unknown>;
};

describe('campaign editor: personas', () => {
  const browser = useBrowser();

  it('shows the administrator the owner tab and its fields, and the owner fields in the record', async () => {
    const draft = await firstOwnCampaign('advertiser', [CAMPAIGN_STATUS.draft]);
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, 'admin');
    const record = await openEditor(page, draft.id, 'basicInfo');
    expect(record.owner).toBeDefined();

    const owner = tree(page).getByRole('button', { name: 'Owner advanced bidding' });
    await owner.click();
    await page.waitForURL(/tab=ownerAdvancedBidding/);
    const section = page.getByRole('region', { name: 'Owner advanced bidding' });
    await section.getByRole('textbox', { name: 'Margin' }).waitFor();
    await section.getByRole('textbox', { name: 'Fixed CPM' }).waitFor();
    await section.getByRole('textbox', { name: 'Deal link' }).waitFor();
    expect(await section.getByRole('checkbox', { name: 'Google' }).count()).toBe(1);
  });

  it('hides the owner tab from the advertiser, even by address, and the server sends no owner fields', async () => {
    const draft = await firstOwnCampaign('advertiser', [CAMPAIGN_STATUS.draft]);
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, 'advertiser');
    const record = await openEditor(page, draft.id, 'basicInfo');
    expect(record).not.toHaveProperty('owner');
    expect(record.id).toBe(draft.id);

    // Typed into the address, the owner tab is replaced by the first tab allowed.
    await page.goto(`/campaign/edit/${draft.id}?tab=ownerAdvancedBidding`);
    await page.waitForURL(/tab=basicInfo/);
    await page.getByLabel('Campaign name').waitFor();
    expect(await tree(page).getByRole('button', { name: 'Owner advanced bidding' }).count()).toBe(0);
    expect(await page.getByRole('textbox', { name: 'Margin' }).count()).toBe(0);

    // Basic info, attribution under advanced, the change log, and the footer.
    expect(await tree(page).getByRole('button').allInnerTexts()).toEqual(
      expect.arrayContaining([
        'Basic info',
        expect.stringMatching(/^Targeting/),
        'Visuals',
        expect.stringMatching(/^Responsive ads/),
        expect.stringMatching(/^Banner ads/),
        expect.stringMatching(/^Native ads/),
        expect.stringMatching(/^Video ads/),
        'Advanced',
        expect.stringMatching(/^Frequency/),
        'Placement',
        'Geography',
        expect.stringMatching(/^Attribution/),
        expect.stringMatching(/^Change log/),
      ]),
    );
    for (const name of ['Cancel', 'Save and next', 'Publish']) await page.getByRole('button', { name, exact: true }).waitFor();
    await tree(page).getByRole('button', { name: 'Attribution' }).click();
    await page.waitForURL(/tab=attribution/);
    await page.getByText('Attribution parameters', { exact: true }).waitFor();
    await tree(page).getByRole('button', { name: /^Change log/ }).click();
    await page.waitForURL(/tab=changeLog/);
    await page.getByRole('table', { name: 'Campaign changes' }).locator('tbody tr').first().getByRole('button').first().waitFor();
    expect(tabOf(page)).toBe('changeLog');

    // As an API client with the advertiser's own token: no owner fields, and the owner call refused.
    const direct = await asSession(page, `/v1/campaign/${draft.id}`);
    expect(direct.type.code).toBe(0);
    expect(direct.data).not.toHaveProperty('owner');
    // The administrator's session is answered the same owner call, so the refusal below is the advertiser's doing.
    const adminPage = await browser.newPage();
    await loginAs(adminPage, 'admin');
    expect((await asSession(adminPage, `${CAMPAIGN_EDITOR_PATHS.owner}/${draft.id}`)).type.code).toBe(0);
    expect((await asSession(page, `${CAMPAIGN_EDITOR_PATHS.owner}/${draft.id}`)).type.code).toBe(3);
  });

  it('gives the analyst, who holds no campaign permission, no form and no footer: a notice, the performance and Cancel', async () => {
    const running = await firstOwnCampaign('analyst', [CAMPAIGN_STATUS.running]);
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, 'analyst');
    await openEditor(page, running.id, 'basicInfo');
    await page.getByTestId('campaign-status').getByText('Running').waitFor();
    await page.getByRole('alert').filter({ hasText: 'This account cannot change campaign settings.' }).waitFor();
    const performance = page.getByTestId('performance-card');
    await performance.getByRole('heading', { name: 'Campaign performance' }).waitFor();
    await performance.getByRole('link', { name: 'View report' }).waitFor();
    await expectNoForm(page);

    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/campaigns');

    // A new campaign could never be saved: the create route shows the same notice, no form.
    await page.goto('/campaign/create?tab=basicInfo');
    await page.getByRole('alert').filter({ hasText: 'This account cannot change campaign settings.' }).waitFor();
    await expectNoForm(page);
  });

  it('shows the advertiser\'s editor in Russian: its tabs and footer', async () => {
    const draft = await firstOwnCampaign('advertiser', [CAMPAIGN_STATUS.draft]);
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, 'advertiser');
    await openEditor(page, draft.id, 'attribution');
    await page.getByRole('combobox', { name: 'Language' }).first().selectOption({ label: 'Русский' });
    const russianTree = page.getByRole('navigation', { name: 'Разделы кампании' });
    await russianTree.waitFor();
    await expect
      .poll(() => russianTree.getByRole('button').allInnerTexts())
      // A tab's badge (ON, a count) is part of its button's text: another suite may have saved this draft.
      .toEqual([
        'Основное',
        expect.stringMatching(/^Таргетинг/),
        'Креативы',
        expect.stringMatching(/^Адаптивные объявления/),
        expect.stringMatching(/^Баннеры/),
        expect.stringMatching(/^Нативная реклама/),
        expect.stringMatching(/^Видеореклама/),
        'Дополнительно',
        expect.stringMatching(/^Частота/),
        'Размещение',
        'География',
        expect.stringMatching(/^Атрибуция/),
        expect.stringMatching(/^Журнал изменений/),
      ]);
    for (const name of ['Отмена', 'Сохранить', 'Опубликовать']) await page.getByRole('button', { name, exact: true }).waitFor();
    await page.getByRole('region', { name: 'Атрибуция' }).getByRole('heading', { name: 'Атрибуция' }).waitFor();
    expect(await page.getByText('Basic info', { exact: true }).count()).toBe(0);
  });
});
