import { Button } from '@mui/material';
import { I18nContextProvider, type I18nProvider } from 'ra-core';
import { MessagePage } from '../pages/MessagePage';

/**
 * What the page shows when a render fails outside react-admin's own error screen (the sign-in pages,
 * the shell itself): react-admin's words for it in the user's language and a way to start again,
 * never the error's text or stack. The app's router hands such errors here instead of its default
 * developer screen. Rendered outside react-admin, so it brings its own translations.
 */
export const AppCrashPage = ({ i18nProvider }: { i18nProvider: I18nProvider }) => (
  <I18nContextProvider value={i18nProvider}>
    <main>
      <MessagePage title="ra.page.error" hint="ra.message.error">
        <Button variant="contained" onClick={() => window.location.reload()}>
          {i18nProvider.translate('ra.action.refresh')}
        </Button>
      </MessagePage>
    </main>
  </I18nContextProvider>
);
