import { renderToStaticMarkup } from 'react-dom/server';
import { I18nContextProvider, StoreContextProvider, type I18nProvider } from 'ra-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { appStore, seedStoredLocale } from './store';

const russian: I18nProvider = {
  translate: (key) => key,
  changeLocale: async () => {},
  getLocale: () => 'ru',
};

/** What react-admin's i18n context renders in its first pass: effects never run on the server. */
const firstRender = () =>
  renderToStaticMarkup(
    <StoreContextProvider value={appStore}>
      <I18nContextProvider value={russian}>
        <p>first screen</p>
      </I18nContextProvider>
    </StoreContextProvider>,
  );

describe("react-admin's stored locale", () => {
  beforeEach(() => localStorage.clear());

  it('holds the opening language once seeded, so the first render already shows the app', () => {
    // The premise: with no stored locale react-admin renders nothing first and the app only after an
    // effect, a second render of the whole first screen.
    expect(firstRender()).toBe('');
    seedStoredLocale('ru');
    expect(appStore.getItem('locale')).toBe('ru');
    expect(localStorage.getItem('RaStoreDSP.locale')).toBe('"ru"');
    expect(firstRender()).toBe('<p>first screen</p>');
  });

  it('replaces a locale left from another language', () => {
    appStore.setItem('locale', 'en');
    expect(firstRender()).toBe('');
    seedStoredLocale('ru');
    expect(firstRender()).toBe('<p>first screen</p>');
  });
});
