import type { ReactNode } from 'react';
import { I18nContextProvider, type I18nProvider } from 'ra-core';
import { PLUGINS } from '../app/plugins';
import { createI18nProvider } from '../i18n/i18nProvider';
import { loadMessages } from '../i18n/messages';
import type { DspPlugin, Language } from '../plugins/contract';
import { PluginsProvider } from '../plugins/PluginsContext';

const providers = new Map<Language, Promise<I18nProvider>>();

/**
 * The app's real i18n provider with every plugin's namespace (TestAdminContext carries only core and
 * shell), for tests of parts that show plugin messages: the admin links' labels, the shared widgets'
 * texts. Built once per language and file because loading every plugin's messages is slow.
 */
export const appI18nProvider = (language: Language): Promise<I18nProvider> => {
  const cached = providers.get(language);
  if (cached) return cached;
  const created = loadMessages(language, PLUGINS).then((messages) => createI18nProvider(PLUGINS, { language, messages }));
  providers.set(language, created);
  return created;
};

/** Inside TestAdminContext: the plugin list (the app's by default) and the app's messages. */
export const WithAppPlugins = ({ i18n, plugins = PLUGINS, children }: { i18n: I18nProvider; plugins?: readonly DspPlugin[]; children: ReactNode }) => (
  <PluginsProvider value={plugins}>
    <I18nContextProvider value={i18n}>{children}</I18nContextProvider>
  </PluginsProvider>
);
