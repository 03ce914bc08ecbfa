import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CREATIVE_UPLOAD_PATHS, type CampaignRecord, type UploadedCreativeFile } from '../src/api/contract';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { apiData, newOwnDraft, personaToken } from './support/campaigns';
import { MOCK_URL } from './support/env';
import { INLINE_MESSAGE_MS } from '../plugins/campaign-editor/owner/useFlashMessage';

/**
 * The responsive ads tab with real files (test-fixtures/creatives): the wrong image and logo refused
 * in the browser with their exact messages and never sent, the right ones uploaded and shown in the
 * 300x250 preview, the manual combinations chosen, the ad saved and shown again; a refusal also as a
 * toast, its line gone after 3 s; and the same wrong files sent straight to the mock,
 * refused with nothing stored.
 */

const fixture = (name: string) => resolve('test-fixtures/creatives', name);

const openResponsive = async (page: Page, id: number) => {
  await loginAs(page, 'advertiser', `/campaign/edit/${id}?tab=responsiveAds`);
  await page.getByRole('heading', { name: 'Responsive ads' }).waitFor();
};

const box = (page: Page, name: string) => page.getByRole('region', { name, exact: true });

/**
 * Lets the page render what its timers just changed before the test looks: React renders on a task
 * of its own (a posted message), queued before this one.
 */
const renderedAfterTimers = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = () => done();
        channel.port2.postMessage(null);
      }),
  );
const sizeOf = (element: Element) => [element.getBoundingClientRect().width, element.getBoundingClientRect().height];

describe('campaign editor: responsive ads', () => {
  const browser = useBrowser();

  it('refuses wrong files before sending them, uploads right ones, previews the ad at 300x250 and keeps it through save and reload', async () => {
    const draft: CampaignRecord = await newOwnDraft('advertiser', `Responsive e2e ${Date.now()}`);
    const page = await browser.newPage({ width: 1400, height: 1000 });
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/file/upload')) uploads.push(request.url());
    });
    await openResponsive(page, draft.id);
    await page.getByRole('switch', { name: 'Responsive ad on' }).click();

    await page.getByRole('button', { name: 'Add title' }).click();
    await page.getByRole('textbox', { name: 'Title 1' }).fill('<b>Fresh</b> deals');
    await page.getByRole('button', { name: 'Add description' }).click();
    await page.getByRole('textbox', { name: 'Description 1' }).fill('Save on your next order.');
    await page.getByRole('textbox', { name: 'Call to action' }).fill('Shop now');
    await page.getByRole('textbox', { name: 'Call-to-action colour' }).fill('#D32F2F');
    await page.getByRole('textbox', { name: 'Company name' }).fill('Acme');
    await page.getByRole('textbox', { name: 'Creative name' }).fill('Acme responsive');
    // Manual combinations: the helper line says what the choice does.
    await page.getByText(/^Off: the platform combines your titles and descriptions/).waitFor();
    await page.getByRole('switch', { name: 'Manual combinations' }).click();
    await page.getByText(/^On: your pairs are served as you wrote them/).waitFor();

    const image = box(page, 'Image');
    for (const [name, message] of [
      ['responsive-300x300.png', 'The image must be exactly 250x250 pixels.'],
      ['html-banner.zip', 'Only png, jpg, gif or webp images are allowed.'],
    ] as const) {
      await image.getByLabel('Responsive ad image file').setInputFiles(fixture(name));
      await image.getByRole('alert').filter({ hasText: message }).waitFor();
    }
    const logo = box(page, 'Logo');
    await logo.getByLabel('Responsive ad logo file').setInputFiles(fixture('logo-128x96.png'));
    await logo.getByRole('alert').filter({ hasText: 'The logo must be square (as wide as it is high).' }).waitFor();
    expect(uploads).toEqual([]);

    await image.getByLabel('Responsive ad image file').setInputFiles(fixture('responsive-250x250.webp'));
    const stored = image.getByRole('img', { name: 'Image' });
    await expect.poll(() => stored.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(250);
    expect(await stored.evaluate(sizeOf)).toEqual([250, 250]);
    await logo.getByLabel('Responsive ad logo file').setInputFiles(fixture('responsive-300x300.png'));
    await expect.poll(() => logo.getByRole('img', { name: 'Logo' }).evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(300);
    expect(uploads).toHaveLength(2);

    // The preview: a 300x250 card with the texts as text, the image and logo, the button in its colour.
    const card = page.getByRole('group', { name: 'Responsive ad preview at real size, 300x250' });
    expect(await card.evaluate(sizeOf)).toEqual([300, 250]);
    await card.getByText('<b>Fresh</b> deals', { exact: true }).waitFor();
    expect(await card.locator('b').count()).toBe(0);
    const button = card.getByText('Shop now', { exact: true });
    expect(await button.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(211, 47, 47)');
    await expect.poll(() => card.locator('img').evaluateAll((images) => images.map((element) => (element as HTMLImageElement).naturalWidth))).toEqual([300, 250]);

    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);

    await page.getByRole('button', { name: /^Save/ }).click();
    await page.getByText('Changes saved').first().waitFor();

    await page.goto(`/campaign/edit/${draft.id}?tab=responsiveAds`);
    await expect.poll(() => page.getByRole('textbox', { name: 'Creative name' }).inputValue()).toBe('Acme_responsive');
    expect(await page.getByRole('textbox', { name: 'Call-to-action colour' }).inputValue()).toBe('d32f2f');
    expect(await page.getByRole('textbox', { name: 'Title 1' }).inputValue()).toBe('<b>Fresh</b> deals');
    await box(page, 'Image').getByRole('img', { name: 'Image' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Manual combinations' }).isChecked()).toBe(true);
    const { access_token } = await personaToken('advertiser');
    const record = await apiData<CampaignRecord>(`/v1/campaign/${draft.id}`, access_token);
    expect(record.visuals.dynamic_enabled).toBe(true);
    expect(record.visuals.dynamic_ad).toMatchObject({
      titles: [{ key: 1, value: '<b>Fresh</b> deals' }],
      descriptions: [{ key: 1, value: 'Save on your next order.' }],
      call_to_action: 'Shop now',
      call_to_action_color: 'd32f2f',
      company_name: 'Acme',
      creative_name: 'Acme_responsive',
      images: [{ key: 1, file_id: expect.any(Number), url: expect.stringMatching(/^\/v1\/file\/cache\/[0-9a-f]{32}$/) }],
      logos: [{ key: 1, file_id: expect.any(Number), url: expect.stringMatching(/^\/v1\/file\/cache\/[0-9a-f]{32}$/) }],
      is_manual: true,
    });
  });

  it('shows a refusal as an error toast as well, and the line under its box goes after 3 s on the page clock', async () => {
    const draft: CampaignRecord = await newOwnDraft('advertiser', `Responsive toast e2e ${Date.now()}`);
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await openResponsive(page, draft.id);
    await page.getByRole('switch', { name: 'Responsive ad on' }).click();
    const logo = box(page, 'Logo');
    await logo.waitFor();
    // The same box takes a square logo with no alert (removed again), so the refusal below is the logo's shape's doing.
    await logo.getByLabel('Responsive ad logo file').setInputFiles(fixture('logo-128x128.png'));
    await logo.getByRole('img', { name: 'Logo' }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    await logo.getByRole('button', { name: 'Remove Logo' }).click();
    await logo.getByRole('img', { name: 'Logo' }).waitFor({ state: 'detached' });

    // The message's 3 s are counted on the page's clock, which runs from here only as the test moves it.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 500);
    await logo.getByLabel('Responsive ad logo file').setInputFiles(fixture('logo-128x96.png'));
    const message = 'The logo must be square (as wide as it is high).';
    const inline = logo.getByRole('alert').filter({ hasText: message });
    await inline.waitFor();
    // The same words in the notification bar, outside the box: two alerts say it.
    await expect.poll(() => page.getByRole('alert').filter({ hasText: message }).count()).toBe(2);
    await page.clock.runFor(INLINE_MESSAGE_MS - 1);
    await renderedAfterTimers(page);
    expect(await inline.isVisible()).toBe(true);
    await page.clock.runFor(1);
    await inline.waitFor({ state: 'hidden' });
    await page.clock.resume();
  });

  it('in Russian: the refusal and the rules of an incomplete ad in their words, and nothing saved', async () => {
    const draft: CampaignRecord = await newOwnDraft('advertiser', `Responsive ru e2e ${Date.now()}`);
    const page = await browser.newPage({ width: 1400, height: 1000 });
    const saves: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT' && request.url().endsWith('/v1/campaign')) saves.push(request.url());
    });
    await loginAs(page, 'advertiser');
    await page.getByRole('combobox', { name: 'Language' }).first().selectOption({ label: 'Русский' });
    await page.goto(`/campaign/edit/${draft.id}?tab=responsiveAds`);
    await page.getByRole('heading', { name: 'Адаптивные объявления' }).waitFor();
    await page.getByRole('switch', { name: 'Адаптивное объявление включено' }).click();
    const logo = box(page, 'Логотип');
    await logo.getByLabel('Файл логотипа адаптивного объявления').setInputFiles(fixture('logo-128x96.png'));
    await logo.getByRole('alert').filter({ hasText: 'Логотип должен быть квадратным (ширина равна высоте).' }).waitFor();
    await page.getByRole('textbox', { name: 'Призыв к действию' }).fill('Подробнее!');
    await page.getByRole('button', { name: /^Сохранить/ }).first().click();
    await page.getByText('Добавьте хотя бы один заголовок.').first().waitFor();
    await page.getByText('Не больше 12 байт (буква не латинского алфавита занимает 2 и больше).').first().waitFor();
    await logo.getByText('Загрузите квадратный логотип.').waitFor();
    expect(saves).toEqual([]);
    const violations = await seriousViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  it('the same wrong files sent straight to the mock are refused with their messages, and nothing is stored', async () => {
    const { access_token } = await personaToken('advertiser');
    const send = async (name: string, kind: 'dynamic_image' | 'dynamic_logo') => {
      const form = new FormData();
      form.append('kind', kind);
      form.append('file', new Blob([readFileSync(fixture(name))]), name);
      const response = await fetch(`${MOCK_URL}${CREATIVE_UPLOAD_PATHS.upload3}`, { method: 'POST', headers: { Authorization: `Bearer ${access_token}` }, body: form });
      return (await response.json()) as { type: { code: number }; data: UploadedCreativeFile | { errors: { file: string }; reason: string } };
    };
    const first = await send('responsive-250x250.png', 'dynamic_image');
    expect(first.type.code).toBe(0);
    const wrongOnes: [string, 'dynamic_image' | 'dynamic_logo', string, string][] = [
      ['responsive-300x300.png', 'dynamic_image', 'imageSizeError', 'The image must be exactly 250x250 pixels.'],
      ['image-named.mp3', 'dynamic_image', 'imageSizeError', 'The image must be exactly 250x250 pixels.'],
      ['html-banner.zip', 'dynamic_image', 'fileType', 'Only png, jpg, gif or webp images are allowed.'],
      ['logo-128x96.png', 'dynamic_logo', 'imageSquareError', 'The logo must be square (as wide as it is high).'],
    ];
    for (const [name, kind, reason, message] of wrongOnes) {
      const refused = await send(name, kind);
      expect(refused.type.code, name).toBe(2);
      expect(refused.data, name).toMatchObject({ errors: { file: message }, reason });
    }
    // Nothing was stored in between: the next accepted file takes the id right after the first.
    const next = await send('logo-128x128.png', 'dynamic_logo');
    expect((next.data as UploadedCreativeFile).file_id).toBe((first.data as UploadedCreativeFile).file_id + 1);
  });
});
