import { describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { AUDIENCE_PATHS, type Audience } from '../src/api/contract';
import { loginAs } from './support/auth';
import { useBrowser } from './support/browser';
import { apiData, newOwnDraft, personaToken } from './support/campaigns';

/**
 * The dynamic audience builder (spec 3 §2, §4, §5) in English and Russian: Save disabled until an
 * include action exists, the exclude block only after one, 'required field' under each empty field
 * with the toast, add-or / add-and / switch, the confirmation when the last include goes while
 * excludes exist, the period limited to 2 characters, the live estimate, save, edit and update, and
 * the new audience offered in a draft campaign's targeting.
 */

type Language = 'en' | 'ru';

const WORDS = {
  en: {
    create: 'New Audience', edit: 'Edit audience', list: 'Audiences', include: 'Include', exclude: 'Exclude', first: 'Add action', or: 'Add with OR', and: 'Add with AND',
    switchToAnd: 'Switch to AND', switchToOr: 'Switch to OR', conditionOr: 'Condition: OR', conditionAnd: 'Condition: AND', conditionNone: 'Condition: none',
    action: 'Action', period: 'Period (days)', value: 'Page URL contains', name: 'Name', save: 'Save', update: 'Update', required: 'required field',
    fillRequired: 'All required fields should be fulfilled !', created: 'Audience Created Successfully !', updated: 'Audience Updated Successfully !',
    includeAction: (n: number) => `Include action ${n}`, excludeAction: (n: number) => `Exclude action ${n}`,
    removeInclude: (n: number) => `Remove include action ${n}`, confirmTitle: 'Remove the last include action?', cancel: 'Cancel', remove: 'Remove',
    people: /^[\d,]+ people$/, dynamic: 'Dynamic', manual: /^Manual targeting/, anyOf: 'In any of these audiences',
  },
  ru: {
    create: 'Новая аудитория', edit: 'Редактирование аудитории', list: 'Аудитории', include: 'Включить', exclude: 'Исключить', first: 'Добавить действие', or: 'Добавить через ИЛИ', and: 'Добавить через И',
    switchToAnd: 'Сменить на И', switchToOr: 'Сменить на ИЛИ', conditionOr: 'Условие: ИЛИ', conditionAnd: 'Условие: И', conditionNone: 'Условие: нет',
    action: 'Действие', period: 'Период (дней)', value: 'Адрес страницы содержит', name: 'Название', save: 'Сохранить', update: 'Обновить аудиторию', required: 'обязательное поле',
    fillRequired: 'Заполните все обязательные поля!', created: 'Аудитория успешно создана!', updated: 'Аудитория успешно обновлена!',
    includeAction: (n: number) => `Действие включения ${n}`, excludeAction: (n: number) => `Действие исключения ${n}`,
    removeInclude: (n: number) => `Удалить действие включения ${n}`, confirmTitle: 'Удалить последнее действие включения?', cancel: 'Отмена', remove: 'Удалить',
    people: /^[\d,\s]+ чел\.$/, dynamic: 'Динамическая', manual: /^Ручной таргетинг/, anyOf: 'Хотя бы в одной из аудиторий',
  },
} as const;

type Words = (typeof WORDS)[Language];

const switchToRussian = async (page: Page) => {
  await page.getByRole('combobox', { name: 'Language' }).first().selectOption({ label: 'Русский' });
  await page.getByRole('combobox', { name: 'Язык' }).first().waitFor();
};

const block = (page: Page, words: Words, name: 'include' | 'exclude') => page.getByRole('region', { name: words[name], exact: true });

const fillAction = async (group: Locator, words: Words, action: string, period: string, value: string) => {
  await group.getByRole('combobox', { name: words.action }).selectOption(action);
  const periodBox = group.getByRole('textbox', { name: words.period });
  await periodBox.fill('');
  await periodBox.pressSequentially(period);
  await group.getByRole('textbox', { name: words.value }).fill(value);
};

const audienceNamed = async (name: string): Promise<Audience | undefined> => {
  const { access_token, space_id } = await personaToken('advertiser');
  const all = await apiData<Audience[]>(AUDIENCE_PATHS.list, access_token, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ space_id, name }) });
  return all.find((audience) => audience.name === name);
};

describe('dynamic audience builder', () => {
  const browser = useBrowser();

  for (const language of ['en', 'ru'] as const) {
    const words = WORDS[language];

    it(`builds with or / and and the switch, asks before the last include goes, saves, edits and updates, and the audience is offered in targeting (${language})`, async () => {
      const page = await browser.newPage({ width: 1500, height: 1100 });
      await loginAs(page, 'advertiser', '/audience/create');
      if (language === 'ru') await switchToRussian(page);
      await page.getByRole('heading', { name: words.create, level: 1 }).waitFor();
      const include = block(page, words, 'include');
      const exclude = block(page, words, 'exclude');
      const save = page.getByRole('button', { name: words.save, exact: true });

      // Save is disabled and no exclude block until an include action exists.
      expect(await save.isDisabled()).toBe(true);
      expect(await exclude.count()).toBe(0);
      await include.getByRole('button', { name: words.first, exact: true }).click();
      await exclude.waitFor();
      expect(await save.isEnabled()).toBe(true);
      expect(await include.getByTestId('block-condition').textContent()).toBe(words.conditionNone);

      // Every empty field says so, with the toast.
      await save.click();
      await page.getByText(words.fillRequired).first().waitFor();
      await expect.poll(() => page.getByText(words.required, { exact: true }).count()).toBe(4);

      // The period takes 2 characters at most.
      await fillAction(include.getByRole('group', { name: words.includeAction(1) }), words, 'page_visit', '123', '/pricing');
      expect(await include.getByRole('textbox', { name: words.period }).inputValue()).toBe('12');
      await expect.poll(() => page.getByText(words.required, { exact: true }).count()).toBe(1);

      // Both joins after the first action; once or is chosen only or is offered, and switch flips it.
      expect(await include.getByRole('button', { name: words.and, exact: true }).count()).toBe(1);
      await include.getByRole('button', { name: words.or, exact: true }).click();
      expect(await include.getByTestId('block-condition').textContent()).toBe(words.conditionOr);
      expect(await include.getByRole('button', { name: words.and, exact: true }).count()).toBe(0);
      await include.getByRole('button', { name: words.switchToAnd, exact: true }).click();
      expect(await include.getByTestId('block-condition').textContent()).toBe(words.conditionAnd);
      expect(await include.getByRole('button', { name: words.or, exact: true }).count()).toBe(0);
      await fillAction(include.getByRole('group', { name: words.includeAction(2) }), words, 'click', '7', '/checkout');
      await exclude.getByRole('button', { name: words.first, exact: true }).click();
      await fillAction(exclude.getByRole('group', { name: words.excludeAction(1) }), words, 'conversion', '30', '/thank-you');

      // The live estimate, once the definition is complete.
      await expect.poll(() => page.getByTestId('audience-estimate').textContent()).toMatch(words.people);

      // Removing an include that is not the last asks nothing; the last one with excludes asks.
      await include.getByRole('button', { name: words.removeInclude(2) }).click();
      expect(await include.getByTestId('block-condition').textContent()).toBe(words.conditionNone);
      await include.getByRole('button', { name: words.removeInclude(1) }).click();
      const confirm = page.getByRole('dialog', { name: words.confirmTitle });
      await confirm.getByRole('button', { name: words.cancel }).click();
      await expect.poll(() => confirm.count()).toBe(0);
      expect(await include.getByRole('group').count()).toBe(1);
      expect(await exclude.getByRole('group').count()).toBe(1);
      await include.getByRole('button', { name: words.removeInclude(1) }).click();
      await confirm.getByRole('button', { name: words.remove, exact: true }).click();
      await expect.poll(() => exclude.count()).toBe(0);
      expect(await include.getByRole('group').count()).toBe(0);
      expect(await save.isDisabled()).toBe(true);

      // Built again: two includes joined by and, one exclude; saved.
      await include.getByRole('button', { name: words.first, exact: true }).click();
      await fillAction(include.getByRole('group', { name: words.includeAction(1) }), words, 'page_visit', '14', '/pricing');
      await include.getByRole('button', { name: words.and, exact: true }).click();
      await fillAction(include.getByRole('group', { name: words.includeAction(2) }), words, 'click', '7', '/checkout');
      await exclude.getByRole('button', { name: words.first, exact: true }).click();
      await fillAction(exclude.getByRole('group', { name: words.excludeAction(1) }), words, 'conversion', '30', '/thank-you');
      const name = `Builder e2e ${language} ${Date.now()}`;
      await page.getByRole('textbox', { name: words.name }).fill(name);
      await save.click();
      await page.getByText(words.created).first().waitFor();
      await page.getByRole('heading', { name: words.list, level: 1 }).waitFor();
      const row = page.getByTestId('audience-row').filter({ has: page.getByRole('link', { name, exact: true }) });
      await expect.poll(() => row.locator('td').nth(1).textContent()).toBe(words.dynamic);
      const saved = await audienceNamed(name);
      expect(saved?.dynamic_audience).toEqual({
        include_condition: 'and',
        exclude_condition: null,
        include_actions: [
          { action: 'page_visit', period: '14', parameters: [{ metric: 'page_url', condition: 'contains', value: '/pricing' }] },
          { action: 'click', period: '7', parameters: [{ metric: 'page_url', condition: 'contains', value: '/checkout' }] },
        ],
        exclude_actions: [{ action: 'conversion', period: '30', parameters: [{ metric: 'page_url', condition: 'contains', value: '/thank-you' }] }],
      });

      // Edit: the same layout loaded from the audience, with Update.
      await row.getByRole('link', { name }).click();
      await page.getByRole('heading', { name: words.edit, level: 1 }).waitFor();
      expect(await page.getByRole('textbox', { name: words.name }).inputValue()).toBe(name);
      expect(await include.getByTestId('block-condition').textContent()).toBe(words.conditionAnd);
      expect(await include.getByRole('group', { name: words.includeAction(2) }).getByRole('textbox', { name: words.value }).inputValue()).toBe('/checkout');
      await include.getByRole('button', { name: words.switchToOr, exact: true }).click();
      const renamed = `${name} v2`;
      await page.getByRole('textbox', { name: words.name }).fill(renamed);
      await page.getByRole('button', { name: words.update, exact: true }).click();
      await page.getByText(words.updated).first().waitFor();
      await page.getByRole('heading', { name: words.list, level: 1 }).waitFor();
      await page.getByRole('link', { name: renamed, exact: true }).waitFor();
      const updated = await audienceNamed(renamed);
      expect([updated?.id, updated?.dynamic_audience?.include_condition]).toEqual([saved?.id, 'or']);

      // Offered in a draft campaign's targeting.
      const draft = await newOwnDraft('advertiser', `Audience targeting e2e ${language} ${Date.now()}`);
      await page.goto(`/campaign/edit/${draft.id}?tab=targeting`);
      await page.getByRole('radio', { name: words.manual }).click();
      const anyOf = page.getByRole('combobox', { name: words.anyOf });
      await anyOf.fill(renamed.slice(0, 20));
      await page.getByRole('option', { name: new RegExp(`^${renamed}`) }).waitFor();
    });
  }

  it('a saved campaign whose audience was deleted shows it as deleted', async () => {
    const { access_token, space_id } = await personaToken('advertiser');
    const name = `Deleted later e2e ${Date.now()}`;
    const dynamic_audience = {
      include_condition: null,
      exclude_condition: null,
      include_actions: [{ action: 'page_visit', period: '7', parameters: [{ metric: 'page_url', condition: 'contains', value: '/sale' }] }],
      exclude_actions: [],
    };
    const json = (method: string, body: unknown): RequestInit => ({ method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) });
    const audience = await apiData<Audience>(AUDIENCE_PATHS.dynamic, access_token, json('POST', { user_id: space_id, name, type: 'dynamic', dynamic_audience }));
    const draft = await newOwnDraft('advertiser', `Deleted audience e2e ${Date.now()}`);
    const page = await browser.newPage({ width: 1500, height: 1100 });
    await loginAs(page, 'advertiser', `/campaign/edit/${draft.id}?tab=targeting`);
    await page.getByRole('radio', { name: WORDS.en.manual }).click();
    const anyOf = page.getByRole('combobox', { name: WORDS.en.anyOf });
    await anyOf.fill(name.slice(0, 20));
    await page.getByRole('option', { name: new RegExp(`^${name}`) }).click();
    await page.getByRole('button', { name: /^Save/ }).click();
    await page.getByText('Changes saved').first().waitFor();

    await apiData<null>(`${AUDIENCE_PATHS.audience}/${audience.id}`, access_token, { method: 'DELETE' });
    // Back on the targeting tab (the save may have moved the editor to another tab).
    await page.goto(`/campaign/edit/${draft.id}?tab=targeting`);
    await page.getByText(`${name} (deleted)`).waitFor();
  });
});
