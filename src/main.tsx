import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { PLUGINS } from './app/plugins';
import { createI18nProvider } from './i18n/i18nProvider';
import { loadMessages, storedLanguage } from './i18n/messages';
import { validatePlugins } from './plugins/registry';

/** Boot: check the plugin list, load the device's language, then render. */
const boot = async () => {
  validatePlugins(PLUGINS);
  const language = storedLanguage();
  const messages = await loadMessages(language, PLUGINS);
  document.documentElement.lang = language;
  const root = document.getElementById('root');
  if (!root) throw new Error('The page has no #root element');
  createRoot(root).render(
    <StrictMode>
      <App plugins={PLUGINS} i18nProvider={createI18nProvider(PLUGINS, { language, messages })} />
    </StrictMode>,
  );
};

boot().catch((error: unknown) => {
  // Nothing can be translated yet: show the reason plainly rather than a blank page.
  const root = document.getElementById('root');
  if (root) root.textContent = `The application could not start: ${error instanceof Error ? error.message : String(error)}`;
  throw error;
});
