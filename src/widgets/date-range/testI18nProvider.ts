import type { I18nProvider } from 'ra-core';
import { createI18nProvider } from '../../i18n/i18nProvider';
import { loadMessages } from '../../i18n/messages';
import { PLUGINS } from '../../app/plugins';
import type { Language } from '../../plugins/contract';

const providers = new Map<Language, Promise<I18nProvider>>();

/**
 * The app's real i18n provider with every namespace (the shared src/test wrapper carries only core and
 * shell), built once per language because loading all plugins' messages is slow.
 */
export const testI18nProvider = (language: Language): Promise<I18nProvider> => {
  const cached = providers.get(language);
  if (cached) return cached;
  const created = loadMessages(language, PLUGINS).then((messages) => createI18nProvider(PLUGINS, { language, messages }));
  providers.set(language, created);
  return created;
};
