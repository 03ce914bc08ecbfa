import { useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import type { DataProvider, TranslationMessages } from 'ra-core';
import { CORE_ACCESS, type AccessTable } from '../auth/accessTable';
import { AccessTableProvider } from '../auth/AccessTableContext';
import type { AppAuthProvider } from '../auth/authProvider';
import { createAppDataProvider } from '../data/appDataProvider';
import shell from '../../locales/en/shell.json';
import core from '../../locales/en/core.json';
import widgets from '../../locales/en/widgets.json';
import { createAppTheme } from '../theme/theme';
import { DEFAULT_WHITELABEL } from '../whitelabel/whitelabel';
import { TestDataRouter } from './TestDataRouter';

/** English react-admin messages plus the core, shell and widgets namespaces: tests read the real texts. */
const englishProvider = (extra: object = {}) =>
  polyglotI18nProvider(() => ({ ...englishMessages, ...core, ...shell, ...widgets, ...extra }) as unknown as TranslationMessages, 'en');

/** The app's own theme (its components' defaults included), in the default white-label's colours. */
const theme = createAppTheme(DEFAULT_WHITELABEL);

/** An auth provider whose canAccess answers `allowed` for everything; the rest as tests need. */
export const testAuthProvider = (allowed: boolean, extra: Partial<AppAuthProvider> = {}): AppAuthProvider => ({
  login: async () => ({ redirectTo: '/campaigns', language: 'en' }),
  logout: async () => undefined,
  checkAuth: async () => undefined,
  checkError: async () => undefined,
  getPermissions: async () => [],
  canAccess: async () => allowed,
  switchAccount: async () => {
    throw new Error('switchAccount was not expected');
  },
  ...extra,
});

/** One for every test: it keeps no state of its own (the session and the client are read per call). */
const CORE_DATA_PROVIDER = createAppDataProvider([]);

interface TestAdminContextProps {
  authProvider: AppAuthProvider;
  children: ReactNode;
  path?: string;
  /**
   * By default the app's dataProvider with the core's resources (spaces, whitelabel) on the app's /v1
   * client, which reaches the file's mock once mockBackend() runs; `backend.dataProvider(PLUGINS)` adds
   * the plugins' resources.
   */
  dataProvider?: DataProvider;
  /** A cache the test filled beforehand (a prefetch), else react-admin's own. */
  queryClient?: QueryClient;
  /** Texts of a test's own fixture (a made-up list's labels), beside the app's: a missing key fails a test. */
  messages?: object;
  /**
   * The gates of the plugin under test (its manifest's `access`), beside the core's: what the session's
   * access hooks answer from on the first render, as the app's merged table would.
   */
  access?: AccessTable;
}

/** react-admin's contexts (auth, data, i18n, query client, notifications) inside a data router in memory. */
export const TestAdminContext = ({
  authProvider,
  children,
  path = '/campaigns',
  dataProvider = CORE_DATA_PROVIDER,
  queryClient,
  messages,
  access,
}: TestAdminContextProps) => {
  // A provider of its own per mount: a language switched in one test (the provider keeps its locale)
  // must not carry into the next test of the worker, which shares this module (`isolate: false`).
  const [i18nProvider] = useState(() => englishProvider(messages));
  return (
    <TestDataRouter path={path}>
      <AccessTableProvider value={access ? { ...CORE_ACCESS, ...access } : CORE_ACCESS}>
        <AdminContext authProvider={authProvider} i18nProvider={i18nProvider} dataProvider={dataProvider} queryClient={queryClient} theme={theme}>
          {children}
        </AdminContext>
      </AccessTableProvider>
    </TestDataRouter>
  );
};
