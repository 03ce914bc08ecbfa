import { useCallback, useEffect, useMemo } from 'react';
import { useI18nProvider, useNotify } from 'ra-core';
import { RadioButtonGroupInput } from 'react-admin';
import type { LanguageKey, User } from '../../src/api/contract';
import { SectionForm } from '../../src/account-forms/SectionForm';
import { useStoreSavedUser } from '../../src/account-forms/useAccountUser';
import { languageOfUser } from '../../src/auth/authProvider';
import { useAppDataProvider } from '../../src/data/useInvokeQuery';
import { LANGUAGES } from '../../src/i18n/messages';
import type { Language } from '../../src/plugins/contract';
import { useChangeLanguage } from '../../src/i18n/useChangeLanguage';
import { PROFILE_RESOURCE } from './profileApi';

interface LanguageValues {
  language_key: LanguageKey;
}

/** language_key of each interface language (spec 1 §3: 1 English, 2 Russian). */
const KEY_OF = { en: 1, ru: 2 } as const;
/** The languages by their own names, as every language list shows them. */
const CHOICES = LANGUAGES.map(({ locale, name }) => ({ id: KEY_OF[locale], name }));

/**
 * The language a save has just switched the interface to, whose success message is still to show.
 * react-admin draws every view anew when the locale changes, notifications included, so a message
 * given before would vanish: the form, drawn anew in the new language, shows it then.
 */
let announced: Language | null = null;

/**
 * The language the user signs in to (spec 3 §2): saved with PUT /v1/user/change-language, which the
 * next sign-in reads (authProvider.login applies it); a successful save also switches the whole
 * interface at once, as the top bar's language switch does.
 */
export const LanguageForm = ({ user }: { user: User }) => {
  const dataProvider = useAppDataProvider();
  const storeSaved = useStoreSavedUser();
  const notify = useNotify();
  const i18nProvider = useI18nProvider();
  const [shown, changeLanguage] = useChangeLanguage();
  // The stored choice changes at once; the messages (getLocale) once loaded, just before the new drawing.
  useEffect(() => {
    if (announced === null || i18nProvider.getLocale() !== announced) return;
    announced = null;
    notify('profile.language.saved', { type: 'success' });
  }, [shown, i18nProvider, notify]);
  const values = useMemo<LanguageValues>(() => ({ language_key: KEY_OF[languageOfUser(user)] }), [user]);
  const save = useCallback((next: LanguageValues) => dataProvider.invoke<User>(PROFILE_RESOURCE, 'changeLanguage', { language_key: Number(next.language_key) }), [dataProvider]);
  const onSaved = useCallback(
    (answer: unknown) => {
      const saved = answer as User;
      storeSaved(saved);
      const next = languageOfUser(saved);
      if (next === shown) return;
      announced = next;
      changeLanguage(next);
    },
    [storeSaved, changeLanguage, shown],
  );
  return (
    <SectionForm title="profile.language.title" values={values} save={save} success="profile.language.saved" onSaved={onSaved} testId="language">
      <RadioButtonGroupInput source="language_key" label="profile.language.label" choices={CHOICES} translateChoice={false} helperText={false} />
    </SectionForm>
  );
};
