import { describe, expect, it } from 'vitest';
import type { Page, Route } from 'playwright-core';
import { CREATIVE_UPLOAD_PATHS, fileCachePath, type BannerCreative, type CampaignRecord } from '../src/api/contract';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { settleView } from './support/settle';
import { serverAnswered, useBrowser } from './support/browser';
import { newOwnDraft, saveCampaignAs } from './support/campaigns';

/**
 * The banner tab with stored banners, the seeded PNG of the widest slot and the seeded zip HTML
 * banner, axe clean in English and Russian with the wide banner's scroller reachable by the keyboard;
 * and uploads the server refuses or fails (answered by `page.route`), which show the spec's upload
 * failure message in the user's language and keep everything typed.
 */

/** The seed's files (mock-server/seed/creative-files.ts): the 970x90 banner PNG and the 300x250 zip HTML banner. */
const SEEDED = { leaderboardPng: 9101, htmlBanner300x250: 9114 } as const;

const stored = (key: number, width: number, height: number, fileId: number, format: BannerCreative['format'], name: string): BannerCreative => ({
  width,
  height,
  type_key: 1,
  key,
  file_id: fileId,
  url: fileCachePath(fileId),
  format,
  creative_name: name,
  creative_serving_decision: null,
});

/** A draft of our own holding the seeded wide PNG banner and the seeded HTML banner. */
const draftWithStoredBanners = async (): Promise<CampaignRecord> => {
  const draft = await newOwnDraft('advertiser', `Stored banners e2e ${Date.now()}`);
  const banners = [stored(101, 970, 90, SEEDED.leaderboardPng, 'image', 'Wide_leaderboard'), stored(106, 300, 250, SEEDED.htmlBanner300x250, 'html', 'Autumn_html')];
  return saveCampaignAs('advertiser', { ...draft, visuals: { ...draft.visuals, banners } });
};

const slot = (page: Page, name: string) => page.getByRole('region', { name });

const openBanners = async (page: Page, id: number) => {
  await loginAs(page, 'advertiser', `/campaign/edit/${id}?tab=bannerAds`);
  await page.getByRole('heading', { name: 'Banner ads' }).waitFor();
};

const settledViolations = async (page: Page) => {
  await settleView(page);
  return seriousViolations(page);
};

describe('campaign editor: stored banners and failed uploads', () => {
  const browser = useBrowser();

  it('is axe clean with a stored image banner and an HTML banner, in English and in Russian, the wide one scrolled by the keyboard', async () => {
    const draft = await draftWithStoredBanners();
    expect(draft.visuals.banners.map(({ key, format }) => [key, format])).toEqual([
      [101, 'image'],
      [106, 'html'],
    ]);
    const page = await browser.newPage();
    await openBanners(page, draft.id);
    const wide = slot(page, '970x90 banner');
    const image = wide.getByRole('img', { name: 'Wide_leaderboard' });
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(970);
    // The seeded HTML banner plays in its sandboxed frame at its slot's size.
    const frame = slot(page, '300x250 banner').locator('iframe');
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts');
    await frame.contentFrame().getByRole('link', { name: 'Autumn offers' }).waitFor();

    // Wider than the tab at this viewport: the scroller takes the focus and the arrow keys scroll it.
    const scroller = wide.getByRole('group', { name: 'Banner preview at real size, 970x90' });
    const [scrollWidth, clientWidth] = await scroller.evaluate((element) => [element.scrollWidth, element.clientWidth]);
    expect(scrollWidth).toBeGreaterThan(clientWidth);
    await expect.poll(() => scroller.getAttribute('tabindex')).toBe('0');
    // A banner that fits is no tab stop.
    expect(await slot(page, '300x250 banner').getByRole('group', { name: 'Banner preview at real size, 300x250' }).getAttribute('tabindex')).toBeNull();
    await scroller.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => scroller.evaluate((element) => element.scrollLeft)).toBeGreaterThan(0);
    const english = await settledViolations(page);

    await page.getByRole('combobox', { name: 'Language' }).first().selectOption({ label: 'Русский' });
    await slot(page, 'Баннер 970x90').getByRole('group', { name: 'Предпросмотр баннера в реальном размере, 970x90' }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    const russian = await settledViolations(page);
    expect([...english, ...russian], describeViolations([...english, ...russian])).toEqual([]);

    // A refusal in Russian, in the browser check's words (the WebP of the wrong shape).
    const small = slot(page, 'Баннер 320x50');
    await small.getByLabel('Файл баннера 320x50').setInputFiles('test-fixtures/creatives/banner-320x60.webp');
    await small.getByRole('alert').filter({ hasText: 'Изображение должно быть не меньше 320x50 пикселей и точно с теми же пропорциями.' }).waitFor();
  });

  it("shows the spec's upload failure message, translated, when the server refuses for a reason the browser has no rule for or fails, and keeps everything typed", async () => {
    const draft = await draftWithStoredBanners();
    const page = await browser.newPage({ width: 1400, height: 1000 });
    browser.allowConsole(serverAnswered(400), serverAnswered(500));
    const answers = [
      { status: 400, body: { type: { code: 2, message: 'Invalid argument provided' }, data: { errors: { file: 'Send one file only.' }, reason: 'form' } } },
      { status: 500, body: { type: { code: 1, message: 'Backend exception' }, data: null } },
    ];
    let next = 0;
    await page.route(`**${CREATIVE_UPLOAD_PATHS.upload3}`, (route: Route) => {
      const answer = answers[next % answers.length] ?? answers[0];
      next += 1;
      return route.fulfill({ status: answer?.status, contentType: 'application/json', body: JSON.stringify(answer?.body) });
    });
    await openBanners(page, draft.id);
    const name = slot(page, '970x90 banner').getByRole('textbox', { name: 'Creative name' });
    await name.fill('Typed before the upload');
    const medium = slot(page, '300x250 banner');
    await medium.getByRole('button', { name: 'Remove 300x250 banner' }).click();

    for (const [language, box, message] of [
      ['en', '300x250 banner file', 'There was an error when uploading image/video'],
      ['ru', 'Файл баннера 300x250', 'Не удалось загрузить изображение или видео'],
    ] as const) {
      if (language === 'ru') {
        await page.getByRole('combobox', { name: 'Language' }).first().selectOption({ label: 'Русский' });
        await page.getByLabel(box).waitFor({ state: 'attached' });
      }
      for (const status of [400, 500]) {
        const answered = page.waitForResponse((response) => response.url().endsWith(CREATIVE_UPLOAD_PATHS.upload3) && response.status() === status);
        await page.getByLabel(box).setInputFiles('test-fixtures/creatives/banner-300x250.png');
        await answered;
        // The line under the box, in the page's main area (the same words also show as a toast outside it).
        await page.getByRole('main').getByRole('alert').filter({ hasText: message }).waitFor();
      }
    }
    expect(next).toBe(4);
    // Everything typed is still there: the renamed banner (spaces became underscores) and the removal.
    expect(await slot(page, 'Баннер 970x90').getByRole('textbox', { name: 'Название креатива' }).inputValue()).toBe('Typed_before_the_upload');
    expect(await slot(page, 'Баннер 300x250').locator('iframe').count()).toBe(0);
  });
});
