import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import type { WhitelabelInfo } from '../api/contract';
import { App } from '../app/App';
import { AppCrashPage } from '../app/AppCrashPage';
import { createAppRouter } from '../app/appRouter';
import { seedStoredLocale } from '../app/store';
import { PLUGINS } from '../app/plugins';
import { createI18nProvider } from '../i18n/i18nProvider';
import { loadShellMessages } from '../i18n/messages';
import type { Language } from '../plugins/contract';
import { validatePlugins } from '../plugins/registry';
import { applyWhitelabelToDocument } from '../whitelabel/whitelabelDocument';
import type { Opening } from './opening';

export interface BootStart {
  language: Language;
  /** Both already requested by the entry (src/main.tsx). */
  whitelabel: Promise<WhitelabelInfo>;
  opening: Promise<Opening>;
}

/**
 * Checks the plugin list, waits for the shell's messages, the white-label and the opening page (whose
 * plugin's messages load with its code), then renders.
 */
export const boot = async ({ language, whitelabel: whitelabelRequest, opening: openingRequest }: BootStart): Promise<void> => {
  validatePlugins(PLUGINS);
  const [messages, whitelabel, opening] = await Promise.all([
    loadShellMessages(language, PLUGINS),
    whitelabelRequest,
    openingRequest,
  ]);
  await opening.ready;
  document.documentElement.lang = language;
  seedStoredLocale(language);
  // The white-label name is the document title (spec 1 §2), its favicon the page's icon.
  applyWhitelabelToDocument(whitelabel);
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  const reactRoot = createRoot(root);
  // One router for the page's life, made outside React: created in a render, StrictMode would make
  // two in development, each listening to the history.
  const i18nProvider = createI18nProvider(PLUGINS, { language, messages });
  const router = createAppRouter(
    <App
      plugins={PLUGINS}
      queryClient={opening.queryClient}
      dataProvider={opening.dataProvider}
      whitelabel={whitelabel}
      i18nProvider={i18nProvider}
    />,
    <AppCrashPage i18nProvider={i18nProvider} />,
  );
  // The first screen renders as a transition, so React yields to the browser every few milliseconds
  // instead of holding the main thread for the whole shell and page: on a phone's CPU that render was
  // one task of half a second, which Lighthouse counts as blocking time. Only its commit stays one task.
  // This needs react-admin's stored locale seeded above: otherwise react-admin renders nothing in the
  // transition and the whole app again from an effect, an update that React renders in one task.
  startTransition(() => {
    reactRoot.render(
      <StrictMode>
        <RouterProvider router={router} />
      </StrictMode>,
    );
  });
};
