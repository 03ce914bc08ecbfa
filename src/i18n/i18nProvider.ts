import Polyglot from 'node-polyglot';
import type { I18nProvider } from 'ra-core';
import type { DspPlugin, Language, Messages } from '../plugins/contract';
import { LANGUAGES, isLanguage, loadShellMessages } from './messages';
import { pluginMessages as appPluginMessages, type PluginMessageStore } from './pluginMessages';

/**
 * react-admin's i18nProvider over Polyglot, as ra-i18n-polyglot builds it, with one difference: the
 * phrase book of a language grows as plugins' messages arrive (a page's texts load with the page,
 * pluginMessages.ts). ra-i18n-polyglot builds its Polyglot once per language switch and offers no way
 * to add to it. Each language has its own book that only grows, so a plugin loaded while the user
 * switches language lands in the right book whatever finishes first.
 */
export const createI18nProvider = (
  plugins: readonly DspPlugin[],
  initial: { language: Language; messages: Messages },
  store: PluginMessageStore = appPluginMessages,
): I18nProvider => {
  const books = new Map<Language, Polyglot>();
  let current = initial.language;
  /** The language a switch is loading, until it is done. */
  let next: Language | undefined;

  const open = (language: Language, shellMessages: Messages): Polyglot => {
    const book = new Polyglot({ locale: language, phrases: { '': '', ...shellMessages } });
    store.loaded(language).forEach((messages) => book.extend(messages));
    books.set(language, book);
    return book;
  };
  open(current, initial.messages);
  store.subscribe((language, messages) => books.get(language)?.extend(messages));
  store.useLanguages(() => (next && next !== current ? [current, next] : [current]));

  return {
    translate: (key, options = {}) => books.get(current)?.t(key, options) ?? key,
    changeLocale: async (locale) => {
      const language: Language = isLanguage(locale) ? locale : current;
      next = language;
      try {
        const [shellMessages] = await Promise.all([books.has(language) ? undefined : loadShellMessages(language, plugins), store.loadShown(language)]);
        if (shellMessages && !books.has(language)) open(language, shellMessages);
        // A later switch has the last word.
        if (next === language) current = language;
      } finally {
        if (next === language) next = undefined;
      }
    },
    getLocale: () => current,
    getLocales: () => LANGUAGES,
  };
};
