import { describe, expect, it } from 'vitest';
import type { DspPlugin, Messages } from '../plugins/contract';
import { PLUGINS } from '../app/plugins';
import { createI18nProvider } from './i18nProvider';
import { loadShellMessages } from './messages';
import { PluginMessageStore } from './pluginMessages';

const plugin = (id: string, en: Messages, ru: Messages): DspPlugin => ({
  id,
  translations: { en: async () => ({ default: en }), ru: async () => ({ default: ru }) },
});

const REPORTS = plugin('reports', { reports: { title: 'Reports of %{name}' } }, { reports: { title: 'Отчёты %{name}' } });
const TELCO = plugin('telco', { telco: { title: 'Telco' } }, { telco: { title: 'Телеком' } });

const provider = async (store: PluginMessageStore) =>
  createI18nProvider(PLUGINS, { language: 'en', messages: await loadShellMessages('en', PLUGINS) }, store);

describe('the i18n provider', () => {
  it("translates the shell's messages at once and a plugin's once its page has loaded them", async () => {
    const store = new PluginMessageStore(() => ['en']);
    const i18n = await provider(store);
    expect(i18n.translate('campaigns.menu')).toBe('Campaigns');
    expect(i18n.translate('ra.action.save')).toBe('Save');
    expect(i18n.translate('reports.title', { name: 'Lagos', _: 'not yet' })).toBe('not yet');
    await store.show(REPORTS);
    expect(i18n.translate('reports.title', { name: 'Lagos' })).toBe('Reports of Lagos');
  });

  it('switches language with every plugin shown so far, and back', async () => {
    const store = new PluginMessageStore(() => ['en']);
    const i18n = await provider(store);
    await store.show(REPORTS);
    await i18n.changeLocale('ru');
    expect(i18n.getLocale()).toBe('ru');
    expect(i18n.translate('reports.title', { name: 'Лагос' })).toBe('Отчёты Лагос');
    expect(i18n.translate('campaigns.menu')).toBe('Кампании');
    // Shown in Russian only; English gets it on the way back.
    await store.show(TELCO);
    expect(i18n.translate('telco.title')).toBe('Телеком');
    await i18n.changeLocale('en');
    expect(i18n.translate('telco.title')).toBe('Telco');
    expect(i18n.translate('reports.title', { name: 'Lagos' })).toBe('Reports of Lagos');
  });

  it('loads a plugin shown while a switch is under way in both languages, and the last switch wins', async () => {
    const store = new PluginMessageStore(() => ['en']);
    const i18n = await provider(store);
    const toRussian = i18n.changeLocale('ru');
    const shown = store.show(TELCO);
    await Promise.all([toRussian, shown]);
    expect(i18n.translate('telco.title')).toBe('Телеком');
    const back = i18n.changeLocale('en');
    const again = i18n.changeLocale('ru');
    await Promise.all([back, again]);
    expect(i18n.getLocale()).toBe('ru');
    await i18n.changeLocale('en');
    expect(i18n.translate('telco.title')).toBe('Telco');
  });
});
