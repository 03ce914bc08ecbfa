import { useEffect } from 'react';
import { useLocaleState } from 'ra-core';

/**
 * Keeps <html lang> on the language the page is shown in, not only the one the boot read: screen
 * readers pick their voice from it. Called by whatever offers the language choice on the page (the
 * switch, or the compact top bar's menu), one of which every shell and sign-in page renders.
 */
export const useDocumentLanguage = (): void => {
  const [language] = useLocaleState();
  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
};
