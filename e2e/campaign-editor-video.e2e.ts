import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { COMPANION_MAX_BYTES, CREATIVE_UPLOAD_PATHS, type CampaignRecord, type CampaignVisuals, type UploadedCreativeFile, type UploadedImage, type UploadedVideo } from '../src/api/contract';
import { emptyVideoAd } from '../src/api/contract/campaign-defaults';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { settleView } from './support/settle';
import { useBrowser } from './support/browser';
import { apiData, newOwnDraft, personaToken, saveCampaignAs } from './support/campaigns';
import { MOCK_URL } from './support/env';

/**
 * The video ads tab with real files (test-fixtures/creatives): each wrong video or companion refused
 * in the browser with its exact message and never sent, each right one uploaded and previewed at real
 * size (the video playing in its player, the companion beside it), saved and shown again; and the same
 * wrong files sent straight to the mock, refused with nothing stored.
 */

const fixture = (name: string) => resolve('test-fixtures/creatives', name);

/** A PNG 300x250 padded to one byte over the companion limit (150 KB). */
const oversizedCompanion = () => {
  const bytes = Buffer.alloc(COMPANION_MAX_BYTES + 1);
  readFileSync(fixture('companion-300x250.png')).copy(bytes);
  return bytes;
};

/** One file sent straight to the mock's video upload call, as an API client sends it. */
const send = async (kind: 'video' | 'companion', name: string, content: Buffer = readFileSync(fixture(name))) => {
  const { access_token } = await personaToken('advertiser');
  const form = new FormData();
  form.append('kind', kind);
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const response = await fetch(`${MOCK_URL}${CREATIVE_UPLOAD_PATHS.video}`, { method: 'POST', headers: { Authorization: `Bearer ${access_token}` }, body: form });
  return (await response.json()) as { type: { code: number }; data: UploadedCreativeFile | { errors: { file: string }; reason: string } };
};

/** A draft of our own with video ads off and one empty item, whatever the seeded draft it copies held. */
const videoDraft = async (visuals: Partial<CampaignVisuals> = {}): Promise<CampaignRecord> => {
  const draft = await newOwnDraft('advertiser', `Video ads e2e ${Date.now()}`);
  return saveCampaignAs('advertiser', { ...draft, visuals: { ...draft.visuals, video_enabled: false, video_ads: [emptyVideoAd()], ...visuals } });
};

const item = (page: Page, n: number) => page.getByRole('region', { name: `Video ad ${n}` });
const box = async (locator: Locator) => {
  const rect = await locator.boundingBox();
  if (!rect) throw new Error('not shown');
  return rect;
};

/** Axe's serious violations once the page's requests have settled (the app bar's loader is no part of the tab). */
const settledViolations = async (page: Page) => {
  await settleView(page);
  return seriousViolations(page);
};

const refusedInBrowser = async (ad: Locator, label: string, file: string | { name: string; mimeType: string; buffer: Buffer }, message: string) => {
  await ad.getByLabel(label).setInputFiles(typeof file === 'string' ? fixture(file) : file);
  await ad.getByRole('alert').filter({ hasText: message }).waitFor();
};

describe('campaign editor: video ads', () => {
  const browser = useBrowser();

  it('refuses wrong files before sending them, uploads right ones, plays them at real size with the companion beside, and keeps them through save and reload', async () => {
    const draft = await videoDraft();
    const page = await browser.newPage({ width: 1400, height: 1000 });
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/file/upload')) uploads.push(request.url());
    });
    await loginAs(page, 'advertiser');
    await page.goto(`/campaign/edit/${draft.id}?tab=videoAds`);
    await page.getByRole('heading', { name: 'Video ads', exact: true }).waitFor();
    await page.getByRole('switch', { name: 'Video ads on' }).check();

    const first = item(page, 1);
    await refusedInBrowser(first, 'Video ad 1 video file', 'image-named.mp3', 'Only mp4 videos are allowed.');
    await refusedInBrowser(first, 'Video ad 1 video file', 'video-320x240.mp4', 'Please upload video with 480x360, 640x360 or 1920x800 dimensions');
    // An ISO file of another brand (a QuickTime movie) is refused before its bytes are sent.
    await refusedInBrowser(first, 'Video ad 1 video file', 'video-640x360-qt.mov', 'Only mp4 videos are allowed.');
    await refusedInBrowser(first, 'Video ad 1 companion banner file', 'companion-320x250.png', 'Please upload image with 300x250 dimensions');
    await refusedInBrowser(first, 'Video ad 1 companion banner file', 'banner-728x90.gif', 'Only jpg or png images are allowed.');
    await refusedInBrowser(first, 'Video ad 1 companion banner file', { name: 'big.png', mimeType: 'image/png', buffer: oversizedCompanion() }, 'The file must be at most 150 KB.');
    expect(uploads).toEqual([]);

    const storedVideo = page.waitForResponse((response) => response.url().endsWith(CREATIVE_UPLOAD_PATHS.video) && response.status() === 200);
    await first.getByLabel('Video ad 1 video file').setInputFiles(fixture('video-640x360.mp4'));
    await storedVideo;
    await first.getByLabel('Video ad 1 companion banner file').setInputFiles(fixture('companion-300x250.png'));
    const companion = first.getByRole('img', { name: 'companion-300x250' });
    await expect.poll(() => companion.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(300);
    expect(uploads).toHaveLength(2);

    // The video plays from the server in its player at its own size (the CSP lets it load), the companion beside it.
    const player = first.getByLabel('Video: video-640x360.mp4');
    expect(await player.evaluate((element) => (element as HTMLVideoElement).controls)).toBe(true);
    await expect.poll(() => player.evaluate((element) => (element as HTMLVideoElement).readyState)).toBeGreaterThanOrEqual(1);
    expect(await player.evaluate((element) => [(element as HTMLVideoElement).videoWidth, (element as HTMLVideoElement).videoHeight])).toEqual([640, 360]);
    const [shown, beside] = [await box(player), await box(companion)];
    expect([shown.width, shown.height, beside.width, beside.height]).toEqual([640, 360, 300, 250]);
    expect(beside.x).toBeGreaterThanOrEqual(shown.x + shown.width);
    expect(beside.y).toBe(shown.y);
    await expect.poll(() => first.getByRole('textbox', { name: 'Creative name' }).inputValue()).toBe('video-640x360');
    await first.getByRole('textbox', { name: 'Creative name' }).fill('Spring teaser');

    await page.getByRole('button', { name: 'Add video ad' }).click();
    const second = item(page, 2);
    await second.getByLabel('Video ad 2 video file').setInputFiles(fixture('video-1920x800.mp4'));
    await second.getByLabel('Video: video-1920x800.mp4').waitFor();
    expect(await box(second.getByLabel('Video: video-1920x800.mp4'))).toMatchObject({ width: 1920, height: 800 });

    await page.getByRole('button', { name: /^Save/ }).click();
    await page.getByText('Changes saved').first().waitFor();

    await page.goto(`/campaign/edit/${draft.id}?tab=videoAds`);
    await expect.poll(() => item(page, 1).getByRole('textbox', { name: 'Creative name' }).inputValue()).toBe('Spring_teaser');
    await item(page, 1).getByRole('img', { name: 'companion-300x250' }).waitFor();
    await item(page, 2).getByLabel('Video: video-1920x800.mp4').waitFor();
    const { access_token } = await personaToken('advertiser');
    const record = await apiData<CampaignRecord>(`/v1/campaign/${draft.id}`, access_token);
    expect(record.visuals.video_enabled).toBe(true);
    expect(record.visuals.video_ads.map(({ creative_name, video, companion_banners }) => ({ creative_name, video: video && [video.name, video.width, video.height], companions: companion_banners.map((c) => [c.creative_name, c.width, c.height]) }))).toEqual([
      { creative_name: 'Spring_teaser', video: ['video-640x360.mp4', 640, 360], companions: [['companion-300x250', 300, 250]] },
      { creative_name: 'video-1920x800', video: ['video-1920x800.mp4', 1920, 800], companions: [] },
    ]);
  });

  it('the same wrong files sent straight to the mock are refused with their messages, and nothing is stored', async () => {
    const first = await send('video', 'video-480x360.mp4');
    expect(first.type.code).toBe(0);
    const wrongOnes: ['video' | 'companion', string, Buffer | undefined, number, string][] = [
      ['video', 'video-320x240.mp4', undefined, 2, 'Please upload video with 480x360, 640x360 or 1920x800 dimensions'],
      ['video', 'video-640x360-qt.mov', undefined, 2, 'Only mp4 videos are allowed.'],
      ['video', 'image-named.mp3', undefined, 2, 'Only mp4 videos are allowed.'],
      ['companion', 'companion-320x250.png', undefined, 2, 'Please upload image with 300x250 dimensions'],
      ['companion', 'banner-728x90.gif', undefined, 2, 'Only jpg or png images are allowed.'],
      ['companion', 'big.png', oversizedCompanion(), 181, 'The file must be at most 150 KB.'],
    ];
    for (const [kind, name, content, code, message] of wrongOnes) {
      const refused = await send(kind, name, content);
      expect(refused.type.code, name).toBe(code);
      expect((refused.data as { errors: { file: string } }).errors.file, name).toBe(message);
    }
    // Nothing was stored in between: the next accepted file takes the id right after the first.
    const next = await send('companion', 'companion-300x250.jpg');
    expect((next.data as UploadedCreativeFile).file_id).toBe((first.data as UploadedCreativeFile).file_id + 1);
  });

  it('is axe clean with a stored video ad and an empty one, in English and in Russian, and refuses in Russian', async () => {
    const video = (await send('video', 'video-480x360.mp4')).data as UploadedVideo;
    const companion = (await send('companion', 'companion-300x250.jpg')).data as UploadedImage;
    const stored = {
      ...emptyVideoAd(),
      creative_name: 'Stored_teaser',
      video: { file_id: video.file_id, name: video.file_name, url: video.file_url, size: video.size, duration: video.duration, width: video.width, height: video.height },
      companion_banners: [{ width: 300, height: 250, creative_name: 'Stored_companion', file_id: companion.file_id, url: companion.file_url }],
    };
    // Stored with video ads off: while on, the server (as the form) refuses an item without its video and name.
    const draft = await videoDraft({ video_enabled: false, video_ads: [stored, emptyVideoAd()] });
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await loginAs(page, 'advertiser');
    await page.goto(`/campaign/edit/${draft.id}?tab=videoAds`);
    await page.getByLabel('Video ads on').check();
    await item(page, 1).getByLabel('Video: video-480x360.mp4').waitFor();
    await item(page, 2).getByLabel('Video ad 2 video file').waitFor({ state: 'attached' });
    const english = await settledViolations(page);

    await page.getByRole('combobox', { name: 'Language' }).first().selectOption({ label: 'Русский' });
    const second = page.getByRole('region', { name: 'Видеообъявление 2' });
    await second.getByLabel('Видеообъявление 2: файл видео').waitFor({ state: 'attached' });
    expect(await page.locator('html').getAttribute('lang')).toBe('ru');
    const russian = await settledViolations(page);
    expect([...english, ...russian], describeViolations([...english, ...russian])).toEqual([]);

    await refusedInBrowser(second, 'Видеообъявление 2: файл видео', 'video-320x240.mp4', 'Загрузите видео размером 480x360, 640x360 или 1920x800');
    await refusedInBrowser(second, 'Видеообъявление 2: файл сопутствующего баннера', { name: 'big.png', mimeType: 'image/png', buffer: oversizedCompanion() }, 'Файл должен быть не больше 150 КБ.');
  });
});
