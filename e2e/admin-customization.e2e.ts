import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { WHITELABEL_PATHS, type WhitelabelInfo, type WhitelabelRecord } from '../src/api/contract';
import { contrastWithWhite, formatRatio, hexToRgb } from '../src/domain/colorContrast';
import enAdmin from '../locales/en/admin.json';
import ruAdmin from '../locales/ru/admin.json';
import { WORDS } from './support/accountForms';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { serverAnswered, useBrowser } from './support/browser';
import { apiData, personaToken } from './support/campaigns';
import { mockAdmin, v1 } from './support/mockAdmin';

/**
 * The administrator's customization page (spec 3 §2, §5, §8) against the mock, in both languages: a
 * good logo saved, wrong images refused with the spec's message, a hostile SVG that never runs, a
 * colour that re-themes a second tab without a reload, a failed save that keeps the values, the
 * contrast warning, the gate and axe. Every test that saves ends with the mock reset, so the seeded
 * branding is back for the other files.
 */

type Language = 'en' | 'ru';
const LANGUAGES = ['en', 'ru'] as const satisfies readonly Language[];
const M = { en: enAdmin.admin, ru: ruAdmin.admin } as const;
const SWITCH = { en: { label: 'Language', choice: 'English' }, ru: { label: 'Язык', choice: 'Русский' } } as const;
const FIXTURES = path.join(import.meta.dirname, '..', 'test-fixtures', 'creatives');

const openAs = async (page: Page, language: Language) => {
  await loginAs(page, 'admin', '/admin/customization');
  if (language === 'ru') {
    await page.getByRole('combobox', { name: SWITCH.en.label }).first().selectOption({ label: SWITCH.ru.choice });
    await page.getByRole('combobox', { name: SWITCH.ru.label }).first().waitFor();
  }
  await page.getByRole('heading', { name: M[language].titles.adminCustomization, level: 1 }).waitFor();
  await page.getByTestId('customization-save').waitFor();
};

const imageInput = (page: Page, slot: string) => page.getByTestId(`image-${slot}`).locator('input[type="file"]');
const hex = (page: Page, field: string) => page.getByTestId(`color-${field}-hex`);

/** Saves, waits for the success modal and presses its OK (the data and the app's branding reload). */
const saveAndConfirm = async (page: Page, language: Language) => {
  const saved = page.waitForResponse((response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === WHITELABEL_PATHS.whitelabel);
  await page.getByTestId('customization-save').click();
  expect((await saved).status()).toBe(200);
  const dialog = page.getByRole('dialog', { name: M[language].customization.saved.title });
  await dialog.waitFor();
  await dialog.getByRole('button', { name: M[language].customization.saved.ok }).click();
  await dialog.waitFor({ state: 'detached' });
};

const adminRecord = async (): Promise<WhitelabelRecord> => {
  const { access_token } = await personaToken('admin');
  return apiData<WhitelabelRecord>(`${WHITELABEL_PATHS.whitelabel}/1`, access_token);
};

const rgbText = (color: string) => {
  const rgb = hexToRgb(color);
  return rgb ? `rgb(${rgb.r}, ${rgb.g}, ${rgb.b})` : '';
};

const HOSTILE_SVG = [
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="600" viewBox="0 0 600 600" onload="window.top.__svgRan = \'onload\'">',
  '<script>window.__svgRan = "script"; try { window.top.__svgRan = "script"; } catch (e) {}</script>',
  '<rect width="600" height="600" fill="#0B1F4D"/><circle cx="300" cy="300" r="120" fill="#21C17A" onclick="window.__svgRan = 1"/>',
  '</svg>',
].join('');

describe('administrator customization', () => {
  const browser = useBrowser();
  afterEach(() => mockAdmin.reset());

  for (const language of LANGUAGES) {
    const words = M[language].customization;

    it(`saves a 600x600 png logo and shows it, and refuses a wrong-size and a wrong-type image with the spec's message (${language})`, async () => {
      const page = await browser.newPage({ width: 1300, height: 1000 });
      await openAs(page, language);
      for (const [slot, file] of [['company_logo', 'banner-300x250.png'], ['company_logo', 'banner-300x250.jpg'], ['ad_logo', 'native-600x600.png']] as const) {
        await imageInput(page, slot).setInputFiles(path.join(FIXTURES, file));
        await page.getByTestId(`image-${slot}`).getByRole('alert').filter({ hasText: words.errors.mismatch }).waitFor();
      }
      // The hints say what each slot takes.
      expect(await page.getByTestId('image-company_logo').textContent()).toContain('PNG, SVG');
      expect(await page.getByTestId('image-company_logo').textContent()).toContain('600x600');
      await imageInput(page, 'company_logo').setInputFiles(path.join(FIXTURES, 'native-600x600.png'));
      await expect.poll(() => page.getByTestId('image-company_logo').getByRole('alert').count()).toBe(0);
      await saveAndConfirm(page, language);
      const logo = (await adminRecord()).whitelabel_settings.company_logo;
      expect(logo).toMatchObject({ file_type: 1, width: 600, height: 600 });
      const preview = page.getByTestId('image-company_logo-preview');
      await expect.poll(() => preview.getAttribute('src')).toBe(logo?.preview);
      await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);
    });
  }

  it('stores an SVG logo whose script never runs: not when shown, not when its address is opened directly', async () => {
    const page = await browser.newPage({ width: 1300, height: 1000 });
    await openAs(page, 'en');
    await imageInput(page, 'company_logo').setInputFiles({ name: 'logo.svg', mimeType: 'image/svg+xml', buffer: Buffer.from(HOSTILE_SVG) });
    await saveAndConfirm(page, 'en');
    const logo = (await adminRecord()).whitelabel_settings.company_logo;
    expect(logo).toMatchObject({ file_type: 4, width: 600, height: 600 });
    const address = logo?.preview ?? '';
    expect(address).toMatch(/^\/v1\/file\/cache\/[0-9a-f]{32}$/);
    const preview = page.getByTestId('image-company_logo-preview');
    await expect.poll(() => preview.getAttribute('src')).toBe(address);
    await expect.poll(() => preview.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);
    expect(await page.evaluate(() => (window as { __svgRan?: unknown }).__svgRan)).toBeUndefined();

    // What is stored holds no script, and it is served sandboxed, as a download to anything but an <img>.
    const served = await page.request.get(address, { headers: { 'Sec-Fetch-Dest': 'document' } });
    expect(await served.text()).not.toMatch(/script|onload|onclick/i);
    expect(served.headers()['content-security-policy']).toMatch(/^sandbox;/);
    expect(served.headers()['content-disposition']).toMatch(/^attachment/);

    // Opened directly in a tab: a download, never a document that could run anything.
    const tab = await page.context().newPage();
    const download = tab.waitForEvent('download');
    await tab.goto(address).catch(() => null);
    await download;
    expect(await tab.evaluate(() => (window as { __svgRan?: unknown }).__svgRan)).toBeUndefined();
    expect(await page.evaluate(() => (window as { __svgRan?: unknown }).__svgRan)).toBeUndefined();
  });

  it('re-themes, retitles and swaps the favicon of an open second tab without a reload when a colour and the name change', async () => {
    const page = await browser.newPage({ width: 1300, height: 1000 });
    await openAs(page, 'en');
    const second = await page.context().newPage();
    await second.goto('/campaigns');
    const appBar = second.locator('header').first();
    await appBar.waitFor();
    const before = await appBar.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(before).toBe(rgbText((await adminRecord()).whitelabel_settings.secondary_color));
    // The second tab must not load again: a marker on its window survives only without a reload.
    await second.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await hex(page, 'secondary_color').fill('#6A1B9A');
    // RGB follows the hex, and the hex follows the RGB.
    expect(await page.getByLabel('Secondary colour, red (0–255)').inputValue()).toBe('106');
    await page.getByLabel('Secondary colour, green (0–255)').fill('30');
    await expect.poll(() => hex(page, 'secondary_color').inputValue()).toBe('#6A1E9A');
    await page.getByTestId('color-secondary_color').getByRole('button', { name: 'Use colour #283593' }).click();
    await expect.poll(() => hex(page, 'secondary_color').inputValue()).toBe('#283593');
    await page.getByLabel('Name', { exact: true }).fill('Brand New DSP');
    await imageInput(page, 'favicon').setInputFiles(path.join(FIXTURES, 'logo-128x128.png'));
    await saveAndConfirm(page, 'en');

    await expect.poll(() => appBar.evaluate((el) => getComputedStyle(el).backgroundColor)).toBe(rgbText('#283593'));
    await expect.poll(() => second.title()).toBe('Brand New DSP');
    const info = (await v1('/v1/whitelabel/info')).body.data as WhitelabelInfo;
    await expect.poll(() => second.evaluate(() => document.querySelector('link[rel~="icon"]')?.getAttribute('href'))).toBe(`/v1/file/cache/${info.favicon}`);
    expect(await second.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    // The tab that saved follows too.
    await expect.poll(() => page.title()).toBe('Brand New DSP');
  });

  for (const language of LANGUAGES) {
    const words = M[language].customization;

    it(`keeps every value after a failed save and shows 'Failed To Save Changes' (${language})`, async () => {
      const page = await browser.newPage({ width: 1300, height: 1000 });
      await openAs(page, language);
      await hex(page, 'primary_color').fill('123456');
      await page.getByLabel(language === 'en' ? 'Facebook page id' : 'ID страницы Facebook').fill('brand-page-42');
      await imageInput(page, 'company_logo').setInputFiles(path.join(FIXTURES, 'native-600x600.png'));
      browser.allowConsole(serverAnswered(500));
      await mockAdmin.settings({ failRate: 1 });
      try {
        const refused = page.waitForResponse((response) => response.request().method() === 'PUT' && new URL(response.url()).pathname === WHITELABEL_PATHS.whitelabel);
        await page.getByTestId('customization-save').click();
        expect((await refused).status()).toBe(500);
        await page.getByRole('alert').filter({ hasText: words.failedToSave }).waitFor();
      } finally {
        await mockAdmin.settings({ failRate: 0 });
      }
      expect(await hex(page, 'primary_color').inputValue()).toBe('123456');
      expect(await page.getByLabel(language === 'en' ? 'Facebook page id' : 'ID страницы Facebook').inputValue()).toBe('brand-page-42');
      expect(await page.getByTestId('image-company_logo-preview').getAttribute('src')).toMatch(/^data:image\/png;base64,/);
      expect(await page.getByRole('dialog').count()).toBe(0);
      expect((await adminRecord()).whitelabel_settings.primary_color).not.toBe('#123456');
      // The typed work is guarded: leaving asks first, and staying keeps it.
      await page.getByRole('link', { name: WORDS[language].menu.admin.menu.accounts }).first().click();
      const leave = page.getByRole('dialog', { name: WORDS[language].core.unsavedChanges.title });
      await leave.waitFor();
      await leave.getByRole('button', { name: WORDS[language].core.unsavedChanges.stay }).click();
      await leave.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/admin/customization');
      expect(await hex(page, 'primary_color').inputValue()).toBe('123456');
    });

    it(`warns of a low-contrast primary colour with its ratio against WCAG AA 4.5:1, and is axe-clean (${language})`, async () => {
      const page = await browser.newPage({ width: 1300, height: 1000 });
      await openAs(page, language);
      expect(await page.getByTestId('contrast-warning').count()).toBe(0);
      const violations = await seriousViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);
      await hex(page, 'primary_color').fill('#FFD54F');
      const warning = page.getByTestId('contrast-warning');
      await warning.waitFor();
      const ratio = formatRatio(contrastWithWhite('#FFD54F')?.ratio ?? 0);
      expect(await warning.textContent()).toContain(ratio);
      expect(await warning.textContent()).toContain('4.5:1');
      await hex(page, 'primary_color').fill('#1E5EFF');
      await warning.waitFor({ state: 'detached' });
    });
  }

  it('refuses the advertiser on the route and on both calls', async () => {
    const page = await browser.newPage();
    // The administrator opens the same route with its form, so the denial below is the advertiser's doing.
    await loginAs(page, 'admin', '/admin/customization');
    await page.getByTestId('customization-save').waitFor();
    await loginAs(page, 'advertiser', '/admin/customization');
    await page.getByRole('heading', { name: 'Access denied' }).waitFor();
    expect(await page.getByTestId('customization-save').count()).toBe(0);
    const { access_token } = await personaToken('advertiser');
    const record = await adminRecord();
    // The administrator's same read, and the same save of the record as it stands, are taken: each refusal below is the advertiser's doing.
    const admin = (await personaToken('admin')).access_token;
    for (const [method, address, body] of [['GET', `${WHITELABEL_PATHS.whitelabel}/1`, undefined], ['PUT', WHITELABEL_PATHS.whitelabel, JSON.stringify(record)]] as const) {
      const answer = await v1(address, { method, token: admin, body, headers: body ? { 'Content-Type': 'application/json' } : undefined });
      expect([answer.status, answer.body.type.code]).toEqual([200, 0]);
    }
    for (const [method, address, body] of [['GET', `${WHITELABEL_PATHS.whitelabel}/1`, undefined], ['PUT', WHITELABEL_PATHS.whitelabel, JSON.stringify({ ...record, name: 'Taken over' })]] as const) {
      const answer = await v1(address, { method, token: access_token, body, headers: body ? { 'Content-Type': 'application/json' } : undefined });
      expect([answer.status, answer.body.type.code]).toEqual([403, 3]);
    }
    expect((await adminRecord()).name).toBe(record.name);
  });
});
