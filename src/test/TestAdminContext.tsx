import type { ReactNode } from 'react';
import { AdminContext } from 'react-admin';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { MemoryRouter } from 'react-router-dom';
import type { TranslationMessages } from 'ra-core';
import type { AppAuthProvider } from '../auth/authProvider';
import shell from '../../locales/en/shell.json';
import core from '../../locales/en/core.json';

/** English react-admin messages plus the core and shell namespaces: tests read the real texts. */
const i18nProvider = polyglotI18nProvider(
  () => ({ ...englishMessages, ...core, ...shell }) as unknown as TranslationMessages,
  'en',
);

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

/** react-admin's contexts (auth, i18n, query client, notifications) inside a memory router. */
export const TestAdminContext = ({ authProvider, children, path = '/campaigns' }: { authProvider: AppAuthProvider; children: ReactNode; path?: string }) => (
  <MemoryRouter initialEntries={[path]}>
    <AdminContext authProvider={authProvider} i18nProvider={i18nProvider}>
      {children}
    </AdminContext>
  </MemoryRouter>
);
