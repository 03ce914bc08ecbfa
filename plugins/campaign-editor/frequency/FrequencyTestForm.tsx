import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { Form, I18nContextProvider, type TranslationMessages } from 'ra-core';
import { useFormContext, type FieldValues, type Resolver } from 'react-hook-form';
import frequencyEn from '../../../locales/en/campaign-editor-frequency.json';
import editorEn from '../../../locales/en/campaign-editor.json';
import core from '../../../locales/en/core.json';
import widgets from '../../../locales/en/widgets.json';
import { TestAdminContext, testAuthProvider } from '../../../src/test/TestAdminContext';
import { newCampaignValues } from '../form/campaignDefaults';
import type { CampaignFormValues } from '../form/campaignFormValues';
import type { SectionContext } from '../sections/sectionContract';
import { toFieldErrors } from '../shell/formErrors';
import FrequencySection from './FrequencySection';
import { frequencyRules } from './frequencyRules';

/*
 * The section's test bench: the frequency tab inside ra-core's Form with a new campaign's values (or
 * the given ones), the real English messages, the tab's rules run by a resolver as the editor's shell
 * runs them (on a submit, then again on each change), and the form's values readable from outside.
 */

const i18nProvider = polyglotI18nProvider(
  () =>
    ({
      ...englishMessages,
      ...core,
      ...widgets,
      'campaign-editor': { ...editorEn['campaign-editor'], ...frequencyEn['campaign-editor'] },
    }) as unknown as TranslationMessages,
  'en',
);

const context: SectionContext = { isNew: false, isAudio: false, today: '2030-05-15' };

const resolver: Resolver = async (values: FieldValues) => {
  const problems = frequencyRules(values as CampaignFormValues, context, true);
  return problems.length ? { values: {}, errors: toFieldErrors(problems) } : { values, errors: {} };
};

/** Reads the form's values from outside, as the shell's save would. */
export let formValues: () => CampaignFormValues = () => {
  throw new Error('The form is not rendered');
};
/** Sets an error as the shell does with a refused save's field errors (the server's, type 'server'). */
export let serverError: (field: string, message: string) => void = () => {
  throw new Error('The form is not rendered');
};
/** Asks react-hook-form to focus a field, as its setFocus and the shell's fallback do. */
export let focusField: (name: string) => void = () => {
  throw new Error('The form is not rendered');
};
const ValuesProbe = () => {
  const { getValues, setError, setFocus } = useFormContext();
  formValues = () => getValues() as CampaignFormValues;
  serverError = (field, message) => setError(field, { type: 'server', message });
  focusField = (name) => setFocus(name);
  return null;
};

export const renderSection = ({ values = newCampaignValues(null) }: { values?: CampaignFormValues } = {}) => {
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <TestAdminContext authProvider={testAuthProvider(true)}>
      <I18nContextProvider value={i18nProvider}>{children}</I18nContextProvider>
    </TestAdminContext>
  );
  render(
    <Wrapper>
      <Form defaultValues={values} resolver={resolver} noValidate onSubmit={() => undefined}>
        <FrequencySection record={undefined} context={context} />
        <ValuesProbe />
        <button type="submit">Check</button>
      </Form>
    </Wrapper>,
  );
};
