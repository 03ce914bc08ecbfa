import type { ReactNode } from 'react';
import { I18nContextProvider, type TranslationMessages } from 'ra-core';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import core from '../../../locales/en/core.json';
import shell from '../../../locales/en/shell.json';
import widgets from '../../../locales/en/widgets.json';
import admin from '../../../locales/en/campaign-editor-admin.json';

const provider = polyglotI18nProvider(
  () => ({ ...englishMessages, ...core, ...shell, ...widgets, ...admin }) as unknown as TranslationMessages,
  'en',
);

/**
 * For tests only: TestAdminContext's English messages plus this helper's own (owner, moderation,
 * change log), so tests read the texts a user reads. Wrap the component under test with it.
 */
export const AdminTestI18n = ({ children }: { children: ReactNode }) => (
  <I18nContextProvider value={provider}>{children}</I18nContextProvider>
);
