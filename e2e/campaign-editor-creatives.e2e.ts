import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CAMPAIGN_STATUS_KEYS, CREATIVE_UPLOAD_PATHS, type CampaignRecord, type UploadedCreativeFile } from '../src/api/contract';
import { loginAs } from './support/auth';
import { serverAnswered, useBrowser } from './support/browser';
import { apiData, newOwnDraft, ownCampaigns, personaToken } from './support/campaigns';
import { MOCK_URL } from './support/env';

/**
 * The banner ads tab with real files (test-fixtures/creatives): each wrong file refused in the browser
 * with its exact message and never sent, each right one uploaded, previewed at its slot's size, saved
 * and shown again; and the same wrong files sent straight to the mock, refused with nothing stored.
 */

const fixture = (name: string) => resolve('test-fixtures/creatives', name);

const openBanners = async (page: Page, id: number) => {
  await loginAs(page, 'advertiser', `/campaign/edit/${id}?tab=bannerAds`);
  await page.getByRole('heading', { name: 'Banner ads' }).waitFor();
};

const slot = (page: Page, size: string) => page.getByRole('region', { name: `${size} banner` });

describe('campaign editor: banner ads', () => {
  const browser = useBrowser();

  it('refuses wrong files before sending them, uploads right ones, previews them at real size and keeps them through save and reload', async () => {
    const draft: CampaignRecord = await newOwnDraft('advertiser', `Banners e2e ${Date.now()}`);
    const page = await browser.newPage({ width: 1400, height: 1000 });
    const uploads: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/file/upload')) uploads.push(request.url());
    });
    await openBanners(page, draft.id);

    const medium = slot(page, '300x250');
    // Off by its ratio, and a 300x250 frame turned a quarter by its EXIF orientation (shown as 250x300),
    // with another refusal between them so the second is seen anew.
    const wrongShape = 'The image must be at least 300x250 pixels, with exactly that aspect ratio.';
    for (const [name, message] of [
      ['banner-300x260.jpg', wrongShape],
      ['html-banner-nested.zip', 'An HTML banner must be a zip file with index.html at its root.'],
      ['banner-300x250-rotated.jpg', wrongShape],
    ] as const) {
      await medium.getByLabel('300x250 banner file').setInputFiles(fixture(name));
      await medium.getByRole('alert').filter({ hasText: message }).waitFor();
    }
    const mobile = slot(page, '320x50');
    await mobile.getByLabel('320x50 banner file').setInputFiles(fixture('banner-320x60.webp'));
    await mobile.getByRole('alert').filter({ hasText: 'The image must be at least 320x50 pixels, with exactly that aspect ratio.' }).waitFor();
    expect(uploads).toEqual([]);

    const stored = page.waitForResponse((response) => response.url().endsWith(CREATIVE_UPLOAD_PATHS.upload3) && response.status() === 200);
    await medium.getByLabel('300x250 banner file').setInputFiles(fixture('banner-600x500.png'));
    await stored;
    const image = medium.getByRole('img', { name: 'banner-600x500' });
    await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(600);
    expect(await image.evaluate((element) => [element.getBoundingClientRect().width, element.getBoundingClientRect().height])).toEqual([300, 250]);

    const leaderboard = slot(page, '728x90');
    await leaderboard.getByLabel('728x90 banner file').setInputFiles(fixture('html-banner-nested.zip'));
    await leaderboard.getByRole('alert').filter({ hasText: 'An HTML banner must be a zip file with index.html at its root.' }).waitFor();
    await leaderboard.getByLabel('728x90 banner file').setInputFiles(fixture('html-banner.zip'));
    await leaderboard.getByText('HTML banner', { exact: true }).waitFor();
    expect(uploads).toHaveLength(2);
    // The HTML banner plays at 728x90 in a frame sandboxed to scripts only (an opaque origin).
    const frame = leaderboard.locator('iframe');
    expect(await frame.getAttribute('sandbox')).toBe('allow-scripts');
    expect(await frame.evaluate((element) => [element.getBoundingClientRect().width, element.getBoundingClientRect().height])).toEqual([728, 90]);
    await frame.contentFrame().getByRole('link', { name: 'Spring sale' }).waitFor();

    await medium.getByRole('textbox', { name: 'Creative name' }).fill('Summer sale');
    await page.getByRole('button', { name: /^Save/ }).click();
    await page.getByText('Changes saved').first().waitFor();

    await page.goto(`/campaign/edit/${draft.id}?tab=bannerAds`);
    await expect.poll(() => slot(page, '300x250').getByRole('textbox', { name: 'Creative name' }).inputValue()).toBe('Summer_sale');
    await slot(page, '728x90').getByText('HTML banner', { exact: true }).waitFor();
    const { access_token } = await personaToken('advertiser');
    const record = await apiData<CampaignRecord>(`/v1/campaign/${draft.id}`, access_token);
    // The slot's size and the upload's format, as the server took them from the stored files.
    expect(record.visuals.banners.map(({ key, width, height, format, creative_name }) => ({ key, width, height, format, creative_name }))).toEqual([
      { key: 106, width: 300, height: 250, format: 'image', creative_name: 'Summer_sale' },
      { key: 103, width: 728, height: 90, format: 'html', creative_name: 'html-banner' },
    ]);
  });

  it('the same wrong files sent straight to the mock are refused with their messages, and nothing is stored', async () => {
    const { access_token } = await personaToken('advertiser');
    const send = async (name: string, width: number, height: number) => {
      const form = new FormData();
      form.append('kind', 'banner');
      form.append('width', String(width));
      form.append('height', String(height));
      form.append('file', new Blob([readFileSync(fixture(name))]), name);
      const response = await fetch(`${MOCK_URL}${CREATIVE_UPLOAD_PATHS.upload3}`, { method: 'POST', headers: { Authorization: `Bearer ${access_token}` }, body: form });
      return (await response.json()) as { type: { code: number }; data: UploadedCreativeFile | { errors: { file: string }; reason: string } };
    };
    const first = await send('banner-300x250.png', 300, 250);
    expect(first.type.code).toBe(0);
    const wrongOnes: [string, number, number, string][] = [
      ['banner-300x260.jpg', 300, 250, 'The image must be at least 300x250 pixels, with exactly that aspect ratio.'],
      ['banner-300x250-rotated.jpg', 300, 250, 'The image must be at least 300x250 pixels, with exactly that aspect ratio.'],
      ['banner-320x60.webp', 320, 50, 'The image must be at least 320x50 pixels, with exactly that aspect ratio.'],
      ['html-banner-nested.zip', 728, 90, 'An HTML banner must be a zip file with index.html at its root.'],
      ['image-named.mp3', 320, 50, 'The image must be at least 320x50 pixels, with exactly that aspect ratio.'],
    ];
    for (const [name, width, height, message] of wrongOnes) {
      const refused = await send(name, width, height);
      expect(refused.type.code, name).toBe(2);
      expect((refused.data as { errors: { file: string } }).errors.file, name).toBe(message);
    }
    // Nothing was stored in between: the next accepted file takes the id right after the first.
    const next = await send('banner-300x250.jpg', 300, 250);
    expect((next.data as UploadedCreativeFile).file_id).toBe((first.data as UploadedCreativeFile).file_id + 1);
  });

  it('warns of a disapproved banner on its tab and on the Visuals group, collapsed or not', async () => {
    const { access_token } = await personaToken('advertiser');
    const rows = (await ownCampaigns('advertiser', CAMPAIGN_STATUS_KEYS)).filter((row) => row.creative_status === 'disapproved');
    const records = await Promise.all(rows.map((row) => apiData<CampaignRecord>(`/v1/campaign/${row.id}`, access_token)));
    const disapproved = records.find((record) => record.visuals.banners.length > 0);
    if (!disapproved) throw new Error('The seed has no own campaign with a disapproved banner');
    const page = await browser.newPage();
    await openBanners(page, disapproved.id);
    const tree = page.getByRole('navigation', { name: 'Campaign sections' });
    const visuals = tree.getByRole('button', { name: /^Visuals/ });
    await visuals.getByRole('img', { name: 'A creative was disapproved' }).waitFor();
    await tree.getByRole('button', { name: /^Banner ads/ }).getByRole('img', { name: 'A creative was disapproved' }).waitFor();
    await visuals.click();
    await expect.poll(() => visuals.getAttribute('aria-expanded')).toBe('false');
    await visuals.getByRole('img', { name: 'A creative was disapproved' }).waitFor();
    // A campaign whose creatives were all approved carries no warning.
    const approved = (await ownCampaigns('advertiser', CAMPAIGN_STATUS_KEYS)).find((row) => row.creative_status === 'approved');
    if (!approved) throw new Error('The seed has no own campaign with approved creatives');
    await page.goto(`/campaign/edit/${approved.id}?tab=basicInfo`);
    await tree.getByRole('button', { name: /^Visuals/ }).waitFor();
    expect(await tree.getByRole('img', { name: 'A creative was disapproved' }).count()).toBe(0);
  });

  it('keeps the uploaded banner and its typed name when a save is refused, and saves them once the error is fixed', async () => {
    const draft = await newOwnDraft('advertiser', `Banners kept ${Date.now()}`);
    const [taken] = (await ownCampaigns('advertiser', CAMPAIGN_STATUS_KEYS)).filter((row) => row.id !== draft.id);
    if (!taken) throw new Error('The advertiser has no other campaign');
    const page = await browser.newPage({ width: 1400, height: 1000 });
    browser.allowConsole(serverAnswered(400));
    await openBanners(page, draft.id);
    const medium = slot(page, '300x250');
    await medium.getByLabel('300x250 banner file').setInputFiles(fixture('banner-600x500.png'));
    await medium.getByRole('img', { name: 'banner-600x500' }).waitFor();
    await medium.getByRole('textbox', { name: 'Creative name' }).fill('Kept_banner');
    const tree = page.getByRole('navigation', { name: 'Campaign sections' });
    await tree.getByRole('button', { name: 'Basic info' }).click();
    await page.getByLabel('Campaign name').fill(taken.name);
    await page.getByRole('button', { name: /^Save/ }).click();
    await page.getByText('Campaign name must be unique per space').first().waitFor();

    await tree.getByRole('button', { name: /^Banner ads/ }).click();
    // The preview's text alternative is the creative's name, so it shows the typed one.
    await slot(page, '300x250').getByRole('img', { name: 'Kept_banner' }).waitFor();
    expect(await slot(page, '300x250').getByRole('textbox', { name: 'Creative name' }).inputValue()).toBe('Kept_banner');

    await tree.getByRole('button', { name: 'Basic info' }).click();
    await page.getByLabel('Campaign name').fill(`Banners kept ${Date.now()}`);
    await page.getByRole('button', { name: /^Save/ }).click();
    await page.getByText('Changes saved').first().waitFor();
    const { access_token } = await personaToken('advertiser');
    const record = await apiData<CampaignRecord>(`/v1/campaign/${draft.id}`, access_token);
    expect(record.visuals.banners.map(({ key, creative_name }) => ({ key, creative_name }))).toEqual([{ key: 106, creative_name: 'Kept_banner' }]);
  });
});
