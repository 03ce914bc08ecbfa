import type { ReactNode } from 'react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import { I18nContextProvider, type I18nProvider, type TranslationMessages } from 'ra-core';
import { PLUGINS } from '../../app/plugins';
import { loadMessages } from '../../i18n/messages';
import type { DspPlugin } from '../../plugins/contract';
import { PluginsProvider } from '../../plugins/PluginsContext';

/**
 * For tests of the parts built from the plugins' menus: the app's real English messages, the
 * plugins' included (the admin links' labels are the admin plugin's), which TestAdminContext's
 * core-only messages lack. Loaded once per file (`beforeAll`).
 */
export const appEnglish = async (): Promise<I18nProvider> => {
  const messages = await loadMessages('en', PLUGINS);
  return polyglotI18nProvider(() => messages as unknown as TranslationMessages, 'en');
};

/** Inside TestAdminContext: the plugin list (the app's by default) and the app's messages. */
export const WithAppPlugins = ({ i18n, plugins = PLUGINS, children }: { i18n: I18nProvider; plugins?: readonly DspPlugin[]; children: ReactNode }) => (
  <PluginsProvider value={plugins}>
    <I18nContextProvider value={i18n}>{children}</I18nContextProvider>
  </PluginsProvider>
);
