import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { AUDIENCE_PATHS, type Audience } from '../src/api/contract';
import enCore from '../locales/en/core.json';
import ruCore from '../locales/ru/core.json';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { serverAnswered, useBrowser } from './support/browser';
import { apiData, personaToken } from './support/campaigns';
import { settle } from './support/settle';
import { expectEvery } from '../src/test/expectations';
import { formatCount } from '../src/domain/money';

/**
 * The audience list and the static upload (spec 3 §2, §5, §8) against the mock, in English and
 * Russian: a CSV's row count in the list, the server's refusals in place (empty file, a name taken, a
 * bad line with its number), the details page, delete with a confirmation, and axe on the four routes.
 */

type Language = 'en' | 'ru';

const WORDS = {
  en: {
    heading: 'Audiences', create: 'Create audience', staticChoice: /^Static/, continue: 'Continue', name: 'Name', file: 'Audience file (CSV)', upload: 'Upload',
    created: 'Audience Created Successfully !', empty: 'Audience file is empty', details: 'Audience details', back: 'Back to audiences', delete: (name: string) => `Delete ${name}`, confirm: 'Delete', deleted: 'Audience deleted',
    // The server's own English (code 182 with its figures, 183), unchanged on the English page.
    badLine: '1 line is not a GAID, IDFA or phone number; the first is line 3', nameTaken: 'An audience of this name already exists in this account.',
    uploading: 'Uploading the audience file', checking: 'Checking the file…', percent: (value: number) => `${value}%`,
  },
  ru: {
    heading: 'Аудитории', create: 'Создать аудиторию', staticChoice: /^Статическая/, continue: 'Продолжить', name: 'Название', file: 'Файл аудитории (CSV)', upload: 'Загрузить',
    created: 'Аудитория успешно создана!', empty: 'Файл аудитории пуст', details: 'Сведения об аудитории', back: 'Назад к аудиториям', delete: (name: string) => `Удалить ${name}`, confirm: 'Удалить', deleted: 'Аудитория удалена',
    badLine: '1 строка не является GAID, IDFA или номером телефона; первая из них — строка 3', nameTaken: 'Аудитория с таким названием уже есть в этом аккаунте.',
    uploading: 'Файл аудитории загружается', checking: 'Проверяем файл…', percent: (value: number) => `${value} %`,
  },
} as const;

/** The question a dialog asks before it closes with typed values. */
const UNSAVED = { en: enCore.core.unsavedChanges, ru: ruCore.core.unsavedChanges } as const;

const folder = mkdtempSync(join(tmpdir(), 'audiences-e2e-'));
/** A CSV written for the test: the browser picks it from disk as a user would. */
const csv = (fileName: string, lines: string[]): string => {
  const path = join(folder, fileName);
  writeFileSync(path, lines.join('\n'));
  return path;
};
const GAID = '38400000-8cf0-11bd-b23e-10b96e40000d';
const IDFA = 'E2B1F5A4-1C2D-4E5F-8A9B-0C1D2E3F4A5B';

const switchToRussian = async (page: Page) => {
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption({ label: 'Русский' });
  await page.getByRole('combobox', { name: 'Язык' }).first().waitFor();
};

const openList = async (page: Page, language: Language) => {
  await loginAs(page, 'advertiser', '/audiences');
  if (language === 'ru') await switchToRussian(page);
  await page.getByRole('heading', { name: WORDS[language].heading, level: 1 }).waitFor();
};

const openUpload = async (page: Page, language: Language) => {
  const words = WORDS[language];
  await page.getByRole('button', { name: words.create }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: words.staticChoice }).check();
  await dialog.getByRole('button', { name: words.continue }).click();
  return dialog;
};

const row = (page: Page, name: string) => page.getByTestId('audience-row').filter({ has: page.getByRole('link', { name, exact: true }) });

const ownAudiences = async (): Promise<Audience[]> => {
  const { access_token, space_id } = await personaToken('advertiser');
  return apiData<Audience[]>(AUDIENCE_PATHS.list, access_token, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ space_id, name: '' }) });
};

describe('audience list and static upload', () => {
  const browser = useBrowser();

  for (const language of ['en', 'ru'] as const) {
    const words = WORDS[language];

    it(`uploads a CSV and lists its row count; refuses an empty file, a bad line with its number and a name taken; shows the details; deletes (${language})`, async () => {
      // The server's refusals answer 4xx, which Chromium logs.
      browser.allowConsole(serverAnswered(400), serverAnswered(409), serverAnswered(422));
      const page = await browser.newPage({ width: 1400, height: 1000 });
      await openList(page, language);
      const name = `Upload e2e ${language} ${Date.now()}`;
      const dialog = await openUpload(page, language);
      await dialog.getByRole('textbox', { name: words.name }).fill(name);

      // Blank lines only: the browser cannot tell, the server answers 186.
      await dialog.getByLabel(words.file).setInputFiles(csv(`blank-${language}.csv`, ['', '  ', '']));
      await dialog.getByRole('button', { name: words.upload }).click();
      await dialog.getByRole('alert').filter({ hasText: words.empty }).waitFor();

      // A bad third line: refused with how many lines are bad and its number, in the page's language.
      await dialog.getByLabel(words.file).setInputFiles(csv(`bad-${language}.csv`, [GAID, '2348012345678', 'not-an-id', IDFA]));
      await dialog.getByRole('button', { name: words.upload }).click();
      await dialog.getByRole('alert').filter({ hasText: words.badLine }).waitFor();

      await dialog.getByLabel(words.file).setInputFiles(csv(`good-${language}.csv`, [GAID, '2348012345678', IDFA]));
      await dialog.getByRole('button', { name: words.upload }).click();
      await page.getByText(words.created).first().waitFor();
      await expect.poll(() => dialog.count()).toBe(0);
      await expect.poll(() => row(page, name).locator('td').nth(3).textContent()).toBe('3');

      // The same name again: refused under the name.
      const again = await openUpload(page, language);
      await again.getByRole('textbox', { name: words.name }).fill(name.toUpperCase());
      await again.getByLabel(words.file).setInputFiles(csv(`again-${language}.csv`, [GAID]));
      await again.getByRole('button', { name: words.upload }).click();
      await again.getByText(words.nameTaken).waitFor();
      await expect.poll(() => again.getByRole('textbox', { name: words.name }).getAttribute('aria-invalid')).toBe('true');
      // Escape asks first (a name and a file are typed work), and Leave closes. Pressed in the name's
      // box: a key goes where the focus is, and the refusal's toast may have taken it out of the dialog.
      await again.getByRole('textbox', { name: words.name }).press('Escape');
      await page.getByRole('dialog', { name: UNSAVED[language].title }).getByRole('button', { name: UNSAVED[language].leave }).click();
      await expect.poll(() => again.count()).toBe(0);

      // The details page, by the name's link.
      const stored = (await ownAudiences()).find((audience) => audience.name === name);
      if (!stored) throw new Error('the upload was not stored');
      await row(page, name).getByRole('link', { name }).click();
      await page.getByRole('heading', { name: words.details, level: 1 }).waitFor();
      const facts = page.getByTestId('audience-facts');
      await expect.poll(() => facts.locator('dd').allTextContents()).toEqual([
        String(stored.id),
        name,
        expect.stringMatching(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}$/),
        language === 'en' ? 'Static' : 'Статическая',
        '3',
        '2002',
        language === 'en' ? 'Ready' : 'Готова',
      ]);
      await page.getByRole('link', { name: words.back }).click();
      await page.getByRole('heading', { name: words.heading, level: 1 }).waitFor();

      // Delete, after the confirmation.
      await row(page, name).getByRole('button', { name: words.delete(name) }).click();
      await page.getByRole('dialog').getByRole('button', { name: words.confirm, exact: true }).click();
      await page.getByText(words.deleted).first().waitFor();
      await expect.poll(() => row(page, name).count()).toBe(0);
      expect((await ownAudiences()).some((audience) => audience.name === name)).toBe(false);
    });
  }

  for (const language of ['en', 'ru'] as const) {
    const words = WORDS[language];

    it(`shows the percentage sent of a large file, then checks it, and lists its row count (${language})`, async () => {
      const page = await browser.newPage({ width: 1400, height: 1000 });
      await openList(page, language);
      const name = `Large upload e2e ${language} ${Date.now()}`;
      // 100,000 GAIDs, about 3.7 MB.
      const lines = Array.from({ length: 100_000 }, (_, index) => `38400000-8cf0-11bd-b23e-${index.toString(16).padStart(12, '0')}`);
      const dialog = await openUpload(page, language);
      await dialog.getByRole('textbox', { name: words.name }).fill(name);
      await dialog.getByLabel(words.file).setInputFiles(csv(`large-${language}.csv`, lines));
      // Every state a progress bar takes, written down as the page changes (the bars last only as long
      // as the upload, which on localhost is short): its name, and its value or 'indeterminate'.
      await page.evaluate(() => {
        const seen: string[] = [];
        Object.assign(window, { progressSeen: seen });
        const note = () => {
          for (const bar of document.querySelectorAll('[role="progressbar"]')) {
            const entry = `${bar.getAttribute('aria-label')}=${bar.getAttribute('aria-valuenow') ?? 'indeterminate'}|${bar.getAttribute('aria-valuetext') ?? ''}`;
            if (!seen.includes(entry)) seen.push(entry);
          }
        };
        new MutationObserver(note).observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['aria-valuenow'] });
      });
      const seen = () => page.evaluate(() => (window as unknown as { progressSeen: string[] }).progressSeen);
      await dialog.getByRole('button', { name: words.upload }).click();

      // The bar appears with a value and reaches 100, never going back; then the server checks the file.
      await expect.poll(seen).toContain(`${words.uploading}=100|${words.percent(100)}`);
      const values = (await seen()).filter((entry) => entry.startsWith(`${words.uploading}=`)).map((entry) => Number(entry.split('=')[1]?.split('|')[0]));
      expect(values).toEqual([...values].sort((a, b) => a - b));
      expectEvery(values, (value) => value >= 0 && value <= 100);
      expect(await seen()).toContain(`${words.checking}=indeterminate|`);

      await page.getByText(words.created).first().waitFor();
      await expect.poll(() => row(page, name).locator('td').nth(3).textContent()).toBe(formatCount(100_000, language));

      // Leave the list as the seed made it for the tests that read its rows.
      const stored = (await ownAudiences()).find((audience) => audience.name === name);
      if (!stored) throw new Error('the large upload was not stored');
      const { access_token } = await personaToken('advertiser');
      await apiData<null>(`${AUDIENCE_PATHS.audience}/${stored.id}`, access_token, { method: 'DELETE' });
    });
  }

  it('shows each status in its colour chip, a name links to details (static) or the builder (dynamic), and the name search finds it', async () => {
    const page = await browser.newPage({ width: 1400, height: 1000 });
    await openList(page, 'en');
    await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('50');
    const chips = page.getByTestId('audience-row').locator('[data-status]');
    await expect.poll(async () => new Set(await chips.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-status')))).size).toBe(3);
    // Each check waits: the page of 50 may still be replacing the page of 10 when the chips first show.
    await expect.poll(() => row(page, 'Partner CRM import').getByText('Failed').count()).toBe(1);
    await expect.poll(() => row(page, 'Spring sale landing visitors').getByText('Processing').count()).toBe(1);
    await expect.poll(() => row(page, 'Newsletter subscribers').getByRole('link').getAttribute('href')).toMatch(/\/audience\/details\/\d+$/);
    await expect.poll(() => row(page, 'Cart abandoners').getByRole('link').getAttribute('href')).toMatch(/\/audience\/edit\/\d+$/);

    // The name search, ignoring case.
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('cart aband');
    await expect.poll(() => page.getByTestId('audience-row').getByRole('link').allTextContents()).toEqual(['Cart abandoners']);
  });

  it('passes axe on the four audience routes in English and Russian', async () => {
    const [dynamic, staticOne] = [(await ownAudiences()).find((audience) => audience.type === 'dynamic'), (await ownAudiences()).find((audience) => audience.type === 'static')];
    if (!dynamic || !staticOne) throw new Error('the seed has no dynamic or static audience');
    const page = await browser.newPage({ width: 1400, height: 1000 });
    const found: string[] = [];
    const routes: [string, Record<Language, string>][] = [
      ['/audiences', { en: 'Audiences', ru: 'Аудитории' }],
      ['/audience/create', { en: 'New Audience', ru: 'Новая аудитория' }],
      [`/audience/edit/${dynamic.id}`, { en: 'Edit audience', ru: 'Редактирование аудитории' }],
      [`/audience/details/${staticOne.id}`, { en: 'Audience details', ru: 'Сведения об аудитории' }],
    ];
    await loginAs(page, 'advertiser', '/audiences');
    for (const language of ['en', 'ru'] as const) {
      if (language === 'ru') await switchToRussian(page);
      for (const [url, heading] of routes) {
        await page.goto(url);
        await page.getByRole('heading', { name: heading[language], level: 1 }).waitFor();
        await settle(page);
        expect(await page.locator('html').getAttribute('lang')).toBe(language);
        const violations = await seriousViolations(page);
        if (violations.length) found.push(`${url} in ${language}:\n${describeViolations(violations)}`);
      }
    }
    expect(found).toEqual([]);
  });
});
