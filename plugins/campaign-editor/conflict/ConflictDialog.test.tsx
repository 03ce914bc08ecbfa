import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nContextProvider, type TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import russianMessages from 'ra-language-russian';
import coreEn from '../../../locales/en/core.json';
import coreRu from '../../../locales/ru/core.json';
import { mergeMessages } from '../../../src/i18n/messages';
import type { Messages } from '../../../src/plugins/contract';
import plugin from '../index';
import { SECTIONS } from '../sections/sections';
import { mergeValues } from './campaignMerge';
import { ConflictDialog } from './ConflictDialog';
import { conflictRows } from './conflictRows';

// The editor's messages as the manifest loads them.
const i18nIn = async (language: 'en' | 'ru') => {
  const editor = (await plugin.translations[language]()).default;
  const base = (language === 'en' ? englishMessages : russianMessages) as unknown as Messages;
  const messages = mergeMessages(base, (language === 'en' ? coreEn : coreRu) as Messages, editor);
  return polyglotI18nProvider(() => messages as unknown as TranslationMessages, language);
};

const MESSAGE = 'This campaign was changed by someone else after you opened it. Nothing was saved.';
const base = { name: 'Spring', cpxManual: false, attributionTags: 'a=1', budget: 10 };
const merge = mergeValues(base, { ...base, name: 'Mine', cpxManual: true, budget: 20 }, { ...base, name: 'Theirs', attributionTags: '', budget: 30 });

const renderDialog = async (language: 'en' | 'ru' = 'en') => {
  const onLoad = vi.fn();
  const onDismiss = vi.fn();
  render(
    <I18nContextProvider value={await i18nIn(language)}>
      <ConflictDialog offer={{ message: MESSAGE, rows: conflictRows(merge.conflicts, SECTIONS) }} onLoad={onLoad} onDismiss={onDismiss} />
    </I18nContextProvider>,
  );
  return { onLoad, onDismiss };
};

describe('ConflictDialog', () => {
  it("shows the server's message and each field both changed side by side, by its label, the user's value chosen", async () => {
    await renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'This campaign was changed by someone else' });
    expect(within(dialog).getByText(MESSAGE)).toBeInTheDocument();
    const fields = within(dialog).getAllByRole('group');
    expect(fields.map((field) => field.querySelector('legend')?.textContent)).toEqual(['Basic info › Campaign name', 'Basic info › Daily budget']);
    const name = within(dialog).getByRole('group', { name: 'Basic info › Campaign name' });
    expect(within(name).getByRole('radio', { name: 'Yours Mine' })).toBeChecked();
    expect(within(name).getByRole('radio', { name: 'Current version Theirs' })).not.toBeChecked();
  });

  it('hands the picks to Load and nothing to Cancel', async () => {
    const { onLoad, onDismiss } = await renderDialog();
    const budget = screen.getByRole('group', { name: 'Basic info › Daily budget' });
    await userEvent.click(within(budget).getByRole('radio', { name: 'Current version 30' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(onLoad).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Load with my changes' }));
    expect(onLoad).toHaveBeenCalledWith({ budget: 'theirs' });
  });

  it('speaks Russian', async () => {
    await renderDialog('ru');
    const dialog = screen.getByRole('dialog', { name: 'Кампанию изменил кто-то другой' });
    expect(within(dialog).getByRole('button', { name: 'Загрузить с моими изменениями' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('radio', { name: /^Ваше/ })).toHaveLength(2);
  });
});
