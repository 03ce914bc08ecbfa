import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { apiClient } from './api';
import { App } from './app/App';
import { PLUGINS } from './app/plugins';
import { createI18nProvider } from './i18n/i18nProvider';
import { loadMessages, storedLanguage } from './i18n/messages';
import { validatePlugins } from './plugins/registry';
import { pageForPath } from './routing/pageForPath';
import { preloadPage } from './routing/lazyPage';
import { fetchWhitelabel } from './whitelabel/whitelabel';

/** Boot: check the plugin list, load the device's language and the white-label, then render. */
const boot = async () => {
  validatePlugins(PLUGINS);
  const language = storedLanguage();
  // The page the app opens on loads alongside the messages, not after the first render.
  const page = pageForPath(PLUGINS, window.location.pathname);
  const [messages, whitelabel] = await Promise.all([
    loadMessages(language, PLUGINS),
    fetchWhitelabel(apiClient),
    page && preloadPage(page),
  ]);
  document.documentElement.lang = language;
  // The white-label name is the document title (spec 1 §2).
  document.title = whitelabel.name;
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App
        plugins={PLUGINS}
        whitelabel={whitelabel}
        i18nProvider={createI18nProvider(PLUGINS, { language, messages })}
      />
    </StrictMode>,
  );
};

boot().catch((error: unknown) => {
  // Nothing can be translated yet: show the reason plainly rather than a blank page.
  const root = document.getElementById('root');
  if (root) root.textContent = `The application could not start: ${error instanceof Error ? error.message : String(error)}`;
  throw error;
});
