import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import russianMessages from 'ra-language-russian';
import { Form, I18nContextProvider, type TranslationMessages } from 'ra-core';
import { useFormContext, type FieldValues, type Resolver, type UseFormReturn } from 'react-hook-form';
import editorEn from '../../../locales/en/campaign-editor.json';
import editorRu from '../../../locales/ru/campaign-editor.json';
import coreEn from '../../../locales/en/core.json';
import coreRu from '../../../locales/ru/core.json';
import widgetsEn from '../../../locales/en/widgets.json';
import widgetsRu from '../../../locales/ru/widgets.json';
import type { Permission } from '../../../src/api/contract';
import type { ResourceApi } from '../../../src/data/resourceApi';
import { memoryDataProvider } from '../../../src/test/memoryResource';
import { signIn } from '../../../src/test/signedIn';
import { TestAdminContext, testAuthProvider } from '../../../src/test/TestAdminContext';
import type { CampaignFormValues } from '../form/campaignFormValues';
import { toFieldErrors } from '../shell/formErrors';
import type { SectionContext, SectionRules } from './sectionContract';

/*
 * The one test bench of the editor's sections (and of the estimate panel): the element inside
 * ra-core's Form with the given values, the real messages of the editor plus the section's own, the
 * editor's named calls answered in memory with each request recorded, optionally the section's rules
 * run by a resolver as the shell runs them, and the form readable and writable from outside.
 * Each section's <Section>.testkit.tsx supplies only its own messages, calls and values.
 */

type Language = 'en' | 'ru';
/** A locale file of the editor: its messages sit under 'campaign-editor'. */
type EditorMessages = { 'campaign-editor': object };

/**
 * A named call's answer in memory, given what was sent (the query's abort signal left out); it may
 * throw the server's refusal (createApiError).
 */
export type MemoryCall = (params: Record<string, unknown>) => unknown;

export interface SectionBenchOptions {
  /** The section's own messages by language (English is required; Russian when a test renders it). */
  messages: { en: readonly EditorMessages[]; ru?: readonly EditorMessages[] };
  /** The 'campaign-editor' resource's named calls the section makes. */
  calls?: Record<string, MemoryCall>;
  /** How a call's request is recorded when not as sent (an upload's File as its name and size). */
  recordAs?: Record<string, (params: Record<string, unknown>) => Record<string, unknown>>;
  /** Other resources the section reads (countries, campaigns). */
  resources?: Record<string, ResourceApi>;
  /** Run on a submit, then on each change, as the editor's shell runs a section's rules. */
  rules?: { rules: SectionRules; context: SectionContext };
}

export interface BenchRenderOptions<V extends FieldValues> {
  values: V;
  permissions?: Permission[];
  language?: Language;
  path?: string;
}

/** One recorded request: the call's name and its parameters (the query's abort signal left out). */
export interface RecordedRequest {
  name: string;
  params: Record<string, unknown>;
}

const messagesOf = (language: Language, own: readonly EditorMessages[]): TranslationMessages =>
  ({
    ...(language === 'en' ? englishMessages : russianMessages),
    ...(language === 'en' ? coreEn : coreRu),
    ...(language === 'en' ? widgetsEn : widgetsRu),
    'campaign-editor': Object.assign({}, (language === 'en' ? editorEn : editorRu)['campaign-editor'], ...own.map((file) => file['campaign-editor'])),
  }) as unknown as TranslationMessages;

const withoutSignal = (params: unknown): Record<string, unknown> => {
  const { signal: _signal, ...rest } = (params ?? {}) as Record<string, unknown>;
  void _signal;
  return rest;
};

export const createSectionBench = <V extends FieldValues>(options: SectionBenchOptions) => {
  const requests: RecordedRequest[] = [];
  let form: UseFormReturn<V> | undefined;
  const current = (): UseFormReturn<V> => {
    if (!form) throw new Error('The form is not rendered');
    return form;
  };

  const editorApi: ResourceApi = {
    custom: Object.fromEntries(
      Object.entries(options.calls ?? {}).map(([name, call]) => [
        name,
        async (_ctx: unknown, params: unknown) => {
          const sent = withoutSignal(params);
          requests.push({ name, params: options.recordAs?.[name]?.(sent) ?? sent });
          return call(sent);
        },
      ]),
    ),
  };

  const resolver: Resolver | undefined = options.rules
    ? async (values: FieldValues) => {
        const { rules, context } = options.rules!;
        const problems = rules(values as CampaignFormValues, context, true);
        return problems.length ? { values: {}, errors: toFieldErrors(problems) } : { values, errors: {} };
      }
    : undefined;

  const FormProbe = () => {
    form = useFormContext<V>();
    return null;
  };

  const renderInForm = (element: ReactElement, { values, permissions = [], language = 'en', path = '/campaign/create' }: BenchRenderOptions<V>) => {
    signIn({ permissions });
    const own = language === 'en' ? options.messages.en : (options.messages.ru ?? []);
    const i18nProvider = polyglotI18nProvider(() => messagesOf(language, own), language);
    const dataProvider = memoryDataProvider({ ...options.resources, 'campaign-editor': editorApi });
    const Wrapper = ({ children }: { children: ReactNode }) => (
      <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={dataProvider} path={path}>
        <I18nContextProvider value={i18nProvider}>{children}</I18nContextProvider>
      </TestAdminContext>
    );
    return render(
      <Wrapper>
        <Form defaultValues={values} resolver={resolver} noValidate onSubmit={() => undefined}>
          {element}
          <FormProbe />
          {resolver ? <button type="submit">Check</button> : null}
        </Form>
      </Wrapper>,
    );
  };

  return {
    renderInForm,
    /** Every named call the element made, in order. */
    requests,
    requestsNamed: (name: string) => requests.filter((request) => request.name === name).map((request) => request.params),
    /** The form as react-hook-form gives it (setValue, setError, …). */
    form: current,
    /** Reads the form's values from outside, as the shell's save would. */
    formValues: (): V => current().getValues(),
    /** Sets an error as the shell does with a refused save's field errors (the server's, type 'server'). */
    serverError: (field: string, message: string) => current().setError(field as never, { type: 'server', message }),
    /** Asks react-hook-form to focus a field, as its setFocus and the shell's fallback do. */
    focusField: (name: string) => current().setFocus(name as never),
  };
};
