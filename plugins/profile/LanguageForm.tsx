import { useCallback, useMemo } from 'react';
import { RadioButtonGroupInput } from 'react-admin';
import type { LanguageKey, User } from '../../src/api/contract';
import { SectionForm } from '../../src/account-forms/SectionForm';
import { useStoreSavedUser } from '../../src/account-forms/useAccountUser';
import { languageOfUser } from '../../src/auth/authProvider';
import { useAppDataProvider } from '../../src/data/useInvokeQuery';
import { LANGUAGES } from '../../src/i18n/messages';
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
 * The language the user signs in to (spec 3 §2): saved with PUT /v1/user/change-language, which the
 * next sign-in reads (authProvider.login applies it); a successful save also switches the whole
 * interface at once, as the top bar's language switch does.
 */
export const LanguageForm = ({ user }: { user: User }) => {
  const dataProvider = useAppDataProvider();
  const storeSaved = useStoreSavedUser();
  const [, changeLanguage] = useChangeLanguage();
  const values = useMemo<LanguageValues>(() => ({ language_key: KEY_OF[languageOfUser(user)] }), [user]);
  const save = useCallback((next: LanguageValues) => dataProvider.invoke<User>(PROFILE_RESOURCE, 'changeLanguage', { language_key: Number(next.language_key) }), [dataProvider]);
  const onSaved = useCallback(
    (answer: unknown) => {
      const saved = answer as User;
      storeSaved(saved);
      changeLanguage(languageOfUser(saved));
    },
    [storeSaved, changeLanguage],
  );
  return (
    <SectionForm title="profile.language.title" values={values} save={save} success="profile.language.saved" onSaved={onSaved} testId="language">
      <RadioButtonGroupInput source="language_key" label="profile.language.label" choices={CHOICES} translateChoice={false} helperText={false} />
    </SectionForm>
  );
};
