import { localStorageStore } from 'react-admin';
import type { Language } from '../plugins/contract';

/** react-admin's store (the locale, list preferences…), kept in localStorage under `RaStoreDSP.`. */
export const appStore = localStorageStore(undefined, 'DSP');

/**
 * Writes the language the app opens in as react-admin's stored locale. react-admin's i18n provider
 * renders nothing until its stored locale equals the provider's, then renders the whole app again from
 * an effect (a first visit, a cleared store, a store reset by logging out): a second render of the
 * first screen, and a synchronous one. With the two equal the first render is the only one.
 */
export const seedStoredLocale = (language: Language): void => {
  if (appStore.getItem('locale') !== language) appStore.setItem('locale', language);
};
