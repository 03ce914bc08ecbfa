import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { CAMPAIGN_CSV_COLUMNS } from '../src/api/contract';
import { loginAs } from './support/auth';
import { describeViolations, seriousViolations } from './support/axe';
import { useBrowser } from './support/browser';
import { newOwnDraft } from './support/campaigns';

/**
 * The campaign list's CSV round trip against the mock, in English and Russian: the
 * editable file of the list's filter, edited here (a name changed, a line left blank, an unknown id),
 * its dry run (the change old → new, the refusal with the server's code and message, no line for the
 * blank), the apply, the list showing the new name, and the results file.
 */

type Language = 'en' | 'ru';

const WORDS = {
  en: {
    heading: 'Campaigns', search: 'Search by name', download: 'Download for editing', upload: 'Upload edited CSV', dialog: 'Upload edited CSV', file: 'Edited campaigns CSV file',
    dryRun: 'Dry run: what the file would change', summary: 'Lines: 3. Would change: 1, without a change: 1, refused: 1', name: 'Name', willChange: 'Will change',
    refused: 'Refused: Campaign is not found', code: 'Code 130', copy: 'Copy the code 130', apply: 'Apply all valid rows', result: 'Result per line', applied: 'Lines applied: 1, refused: 0', changed: 'Changed',
    results: 'Download results', close: 'Close',
  },
  ru: {
    heading: 'Кампании', search: 'Поиск по названию', download: 'Скачать для правки', upload: 'Загрузить исправленный CSV', dialog: 'Загрузка исправленного CSV', file: 'Исправленный CSV-файл кампаний',
    dryRun: 'Пробный прогон: что изменит файл', summary: 'Строк: 3. Изменится: 1, без изменений: 1, отклонено: 1', name: 'Название', willChange: 'Изменится',
    // The server's message as it wrote it; the page's own words around it.
    refused: 'Отклонено: Campaign is not found', code: 'Код 130', copy: 'Скопировать код 130', apply: 'Применить все допустимые строки', result: 'Результат по строкам', applied: 'Применено строк: 1, отклонено: 0', changed: 'Изменено',
    results: 'Скачать результаты', close: 'Закрыть',
  },
} as const;

const folder = mkdtempSync(join(tmpdir(), 'campaign-csv-e2e-'));

const switchToRussian = async (page: Page) => {
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption({ label: 'Русский' });
  await page.getByRole('combobox', { name: 'Язык' }).first().waitFor();
};

/** The downloaded file's lines (BOM off, CRLF). */
const linesOf = (path: string): string[] => readFileSync(path, 'utf8').replace(/^\uFEFF/, '').split('\r\n').filter((line) => line !== '');

describe('campaign list CSV round trip', () => {
  const browser = useBrowser();

  for (const language of ['en', 'ru'] as const satisfies readonly Language[]) {
    const words = WORDS[language];
    it(`downloads the list as an editable CSV, shows the dry run of the edited file (a change, a refusal, a blank line unchanged), applies it and downloads the results (${language})`, async () => {
      // Two drafts of this run's own, so the list's filter downloads exactly them whatever other suites do.
      const prefix = `CSV e2e ${language} ${Date.now()}`;
      const first = await newOwnDraft('advertiser', `${prefix} A`);
      const second = await newOwnDraft('advertiser', `${prefix} B`);
      const page = await browser.newPage({ width: 1400, height: 1000 });
      await loginAs(page, 'advertiser');
      if (language === 'ru') await switchToRussian(page);
      await page.getByRole('heading', { name: words.heading, level: 1 }).waitFor();
      await page.getByLabel(words.search).fill(prefix);
      await page.locator('tbody tr').filter({ hasText: `${prefix} B` }).waitFor();
      await expect.poll(() => page.locator('tbody a').count()).toBe(2);

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: words.download }).click()]);
      expect(download.suggestedFilename()).toBe('campaigns-edit.csv');
      const [header = '', ...rows] = linesOf((await download.path()) ?? '');
      expect(header.split(',')).toEqual([...CAMPAIGN_CSV_COLUMNS]);
      expect(rows.map((row) => row.split(',')[0])).toEqual([String(first.id), String(second.id)]);

      // Line 2: a new name; line 3: the id only (every other cell blank: no change); line 4: an id nobody has.
      const renamed = `${prefix} A renamed`;
      const firstCells = (rows[0] ?? '').split(',');
      firstCells[1] = renamed;
      const blank = [String(second.id), ...CAMPAIGN_CSV_COLUMNS.slice(1).map(() => '')].join(',');
      const unknown = ['99999999', ...CAMPAIGN_CSV_COLUMNS.slice(1).map((column) => (column === 'budget' ? '10' : ''))].join(',');
      const edited = join(folder, `edited-${language}.csv`);
      writeFileSync(edited, [header, firstCells.join(','), blank, unknown].join('\r\n'));

      await page.getByRole('button', { name: words.upload }).click();
      const dialog = page.getByRole('dialog', { name: words.dialog });
      await dialog.getByLabel(words.file).setInputFiles(edited);
      const dryRun = dialog.getByRole('table', { name: words.dryRun });
      await dryRun.waitFor();
      await expect.poll(() => dialog.getByTestId('csv-dry-run-summary').textContent()).toBe(words.summary);
      const change = dryRun.locator('[data-line="2"]');
      expect(await change.locator('td').allTextContents()).toEqual(['2', String(first.id), words.name, `${prefix} A → ${renamed}`, words.willChange]);
      expect(await dryRun.locator('[data-line="3"]').count()).toBe(0);
      // The sentence without its code; the code is a chip beside it, with a button that copies it.
      const refusedCell = dryRun.locator('[data-line="4"] td').last();
      expect(await refusedCell.textContent()).toBe(`${words.refused}${words.code}`);
      await refusedCell.getByRole('button', { name: words.copy }).waitFor();
      const violations = await seriousViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);

      await dialog.getByRole('button', { name: words.apply }).click();
      const result = dialog.getByRole('table', { name: words.result });
      await result.waitFor();
      expect(await dialog.getByTestId('csv-applied-summary').textContent()).toBe(words.applied);
      expect(await result.locator('[data-line="2"] td').last().textContent()).toBe(words.changed);
      const [results] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('button', { name: words.results }).click()]);
      expect(results.suggestedFilename()).toBe('campaigns-edit-results.csv');
      expect(linesOf((await results.path()) ?? '')).toEqual(['line,id,result,code,message,field,old,new', `2,${first.id},applied,0,,name,${prefix} A,${renamed}`]);
      const afterApply = await seriousViolations(page);
      expect(afterApply, describeViolations(afterApply)).toEqual([]);

      await dialog.getByRole('button', { name: words.close }).click();
      await dialog.waitFor({ state: 'hidden' });
      // The list was refreshed by the apply: the new name is on its row, the blank line's campaign unchanged.
      await page.locator('tbody a', { hasText: renamed }).waitFor();
      await page.locator('tbody a', { hasText: `${prefix} B` }).waitFor();
    });
  }
});
