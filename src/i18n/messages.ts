import type { DspPlugin, Language, Messages } from '../plugins/contract';
import { validateMenuLabels } from '../plugins/registry';
import { mergeMessageTrees } from '../domain/messageTree';

export const LANGUAGES: { locale: Language; name: string }[] = [
  { locale: 'en', name: 'English' },
  { locale: 'ru', name: 'Русский' },
];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The device's chosen language; kept apart from the session so logging out does not reset it. */
export const LANGUAGE_STORAGE_KEY = 'DSP_LANGUAGE';

export const isLanguage = (value: unknown): value is Language => value === 'en' || value === 'ru';

export const storedLanguage = (): Language => {
  const value = localStorage.getItem(LANGUAGE_STORAGE_KEY);
  return isLanguage(value) ? value : DEFAULT_LANGUAGE;
};

export const storeLanguage = (language: Language): void => localStorage.setItem(LANGUAGE_STORAGE_KEY, language);

/** Merges message trees; later sources win key by key (no source is changed). */
export const mergeMessages = (...sources: Messages[]): Messages => mergeMessageTrees(...sources);

const reactAdmin: Record<Language, () => Promise<{ default: Messages }>> = {
  en: () => import('ra-language-english') as Promise<{ default: Messages }>,
  ru: () => import('ra-language-russian') as Promise<{ default: Messages }>,
};

/**
 * The shell's messages, which the first screen needs whatever page it is: the core's own namespaces
 * (`core`: pages, validation, errors; `shell`: account switcher, admin shell; `widgets`: shared
 * widgets such as the date-range picker) and every plugin's menu labels (`menu.json`, under each
 * plugin's namespace). A plugin's other messages load with its pages (pluginMessages.ts).
 */
const shell: Record<Language, () => Promise<{ default: Messages }>[]> = {
  en: () => [
    import('../../locales/en/core.json'),
    import('../../locales/en/shell.json'),
    import('../../locales/en/widgets.json'),
    import('../../locales/en/menu.json'),
  ],
  ru: () => [
    import('../../locales/ru/core.json'),
    import('../../locales/ru/shell.json'),
    import('../../locales/ru/widgets.json'),
    import('../../locales/ru/menu.json'),
  ],
};

/** react-admin's Russian set (5.4.5) lacks these two keys; ours supplies them. */
const RA_RUSSIAN_GAPS: Messages = {
  ra: { guesser: { empty: { title: 'Нет данных для отображения', message: 'Проверьте поставщика данных' } } },
};

/**
 * Starts fetching a language's shell messages before the plugin list is known: they travel in one
 * chunk (vite/chunks.ts), so `loadShellMessages` later finds them already loaded.
 */
export const preloadLanguage = (language: Language): void => {
  void Promise.all([reactAdmin[language](), ...shell[language]()]).catch(() => undefined); // loadShellMessages reports failures
};

/**
 * react-admin's messages and the shell's in one language, checked to hold every plugin's menu labels
 * (a label left in a plugin's own file would be missing until that plugin's page loads).
 */
export const loadShellMessages = async (language: Language, plugins: readonly DspPlugin[]): Promise<Messages> => {
  const sources = await Promise.all([reactAdmin[language](), ...shell[language]()]);
  const merged = mergeMessages(...(language === 'ru' ? [RA_RUSSIAN_GAPS] : []), ...sources.map((module) => module.default));
  validateMenuLabels(plugins, language, merged);
  return merged;
};

/** Every message of a language at once, the plugins' included: for tests that render several areas. */
export const loadMessages = async (language: Language, plugins: readonly DspPlugin[]): Promise<Messages> => {
  const [shellMessages, ...pluginSources] = await Promise.all([
    loadShellMessages(language, plugins),
    ...plugins.map((plugin) => plugin.translations[language]()),
  ]);
  return mergeMessages(shellMessages, ...pluginSources.map((module) => module.default));
};
