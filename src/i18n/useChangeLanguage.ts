import { useCallback } from 'react';
import { useLocaleState } from 'ra-core';
import type { Language } from '../plugins/contract';
import { storeLanguage } from './messages';

/** Switches the interface language and remembers it on this device. */
export const useChangeLanguage = () => {
  const [language, setLocale] = useLocaleState();
  const change = useCallback(
    (next: Language) => {
      storeLanguage(next);
      setLocale(next);
    },
    [setLocale],
  );
  return [language as Language, change] as const;
};
