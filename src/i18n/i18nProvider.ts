import polyglotI18nProvider from 'ra-i18n-polyglot';
import type { I18nProvider, TranslationMessages } from 'ra-core';
import type { DspPlugin, Language, Messages } from '../plugins/contract';
import { LANGUAGES, isLanguage, loadMessages } from './messages';

/**
 * Polyglot needs the first language's messages synchronously, so the boot loads them before rendering
 * (`initial`); the other language is fetched when the user switches to it.
 */
export const createI18nProvider = (
  plugins: readonly DspPlugin[],
  initial: { language: Language; messages: Messages },
): I18nProvider => {
  const loaded = new Map<Language, Messages>([[initial.language, initial.messages]]);
  return polyglotI18nProvider(
    (locale: string) => {
      const language: Language = isLanguage(locale) ? locale : initial.language;
      const cached = loaded.get(language);
      // Our message trees are react-admin's shape plus our namespaces.
      if (cached) return cached as unknown as TranslationMessages;
      return loadMessages(language, plugins).then((messages) => {
        loaded.set(language, messages);
        return messages as unknown as TranslationMessages;
      });
    },
    initial.language,
    LANGUAGES,
  );
};
