import type { ReactElement, ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { act } from 'react';
import { beforeEach, vi } from 'vitest';
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
import type { PersonaName } from '../../../mock-server/personas';
import type { Permission } from '../../../src/api/contract';
import { PLUGINS } from '../../../src/app/plugins';
import { APP_ACCESS, appAuthProvider as authProvider } from '../../../src/test/appAccess';
import { session } from '../../../src/auth/session';
import type { AppDataProvider } from '../../../src/data/dataProvider';
import { mockBackend } from '../../../src/test/mockBackend';
import { TestAdminContext } from '../../../src/test/TestAdminContext';
import { newCampaignValues } from '../form/campaignDefaults';
import type { CampaignFormValues } from '../form/campaignFormValues';
import { toFieldErrors } from '../shell/formErrors';
import type { SectionContext, SectionRules } from './sectionContract';

/*
 * The one test bench of the editor's sections (and of the estimate panel): the element inside
 * ra-core's Form with the given values, the real messages of the editor plus the section's own, the
 * app's real dataProvider and /v1 client answered by the in-process mock (its seed: the demo
 * advertiser's space 2002, its countries, audiences, app store…) with each of the editor's named
 * calls recorded as it passes through, optionally the section's rules run by a resolver as the shell
 * runs them, and the form readable and writable from outside.
 * Each section's <Section>.testkit.tsx supplies only its own messages and values.
 */

type Language = 'en' | 'ru';
/** A locale file of the editor: its messages sit under 'campaign-editor'. */
type EditorMessages = { 'campaign-editor': object };

export interface SectionBenchOptions {
  /** The section's own messages by language (English is required; Russian when a test renders it). */
  messages: { en: readonly EditorMessages[]; ru?: readonly EditorMessages[] };
  /** Who is signed in to the mock (before each test, through the app's own login): the advertiser by default. */
  persona?: PersonaName;
  /** How a call's request is recorded when not as sent (an upload's File as its name and size). */
  recordAs?: Record<string, (params: Record<string, unknown>) => Record<string, unknown>>;
  /** Run on a submit, then on each change, as the editor's shell runs a section's rules. */
  rules?: { rules: SectionRules; context: SectionContext };
}

export interface BenchRenderOptions<V extends FieldValues> {
  values: V;
  /**
   * What the session may do, when narrower than the persona's permissions: a user whose role lacks
   * some (the mock still answers the persona's token, so only what the page offers changes).
   */
  permissions?: Permission[];
  language?: Language;
  path?: string;
  /** The page's cache as an earlier visit left it (react-admin makes a fresh one otherwise). */
  queryClient?: QueryClient;
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
  /** The names of the calls whose answer (or refusal) has come back, in the order they came. */
  const answered: string[] = [];
  /** Hand-made refusals by call name, each used once instead of asking the mock. */
  const handMade = new Map<string, Error[]>();
  let form: UseFormReturn<V> | undefined;
  const current = (): UseFormReturn<V> => {
    if (!form) throw new Error('The form is not rendered');
    return form;
  };

  const backend = mockBackend();
  const persona = options.persona ?? 'advertiser';
  beforeEach(async () => {
    requests.length = 0;
    answered.length = 0;
    handMade.clear();
    await backend.signIn(persona);
  });

  /** The app's dataProvider with its `invoke` watched: each editor call is recorded, then made as it is. */
  const recording = (provider: AppDataProvider): AppDataProvider => ({
    ...provider,
    invoke: <T,>(resource: string, name: string, params?: unknown): Promise<T> => {
      const refusal = resource === 'campaign-editor' ? handMade.get(name)?.shift() : undefined;
      const answer = refusal ? Promise.reject(refusal) : provider.invoke<T>(resource, name, params);
      if (resource !== 'campaign-editor') return answer;
      const sent = withoutSignal(params);
      requests.push({ name, params: options.recordAs?.[name]?.(sent) ?? sent });
      void answer.then(
        () => answered.push(name),
        () => answered.push(name),
      );
      return answer;
    },
  });

  /**
   * A bench holds only its section's fields; the editor's form always holds the whole campaign, whose
   * record the shared rules read. The rest is a new campaign's, each object's own fields the bench's.
   */
  const wholeForm = (values: FieldValues): CampaignFormValues => {
    const base = newCampaignValues(null) as unknown as Record<string, unknown>;
    const merged: Record<string, unknown> = { ...base };
    for (const [key, value] of Object.entries(values)) {
      const held = base[key];
      const isObject = (one: unknown) => typeof one === 'object' && one !== null && !Array.isArray(one);
      merged[key] = isObject(held) && isObject(value) ? { ...(held as object), ...(value as object) } : value;
    }
    return merged as unknown as CampaignFormValues;
  };

  const resolver: Resolver | undefined = options.rules
    ? async (values: FieldValues) => {
        const { rules, context } = options.rules!;
        const problems = rules(wholeForm(values), context, true);
        return problems.length ? { values: {}, errors: toFieldErrors(problems) } : { values, errors: {} };
      }
    : undefined;

  const FormProbe = () => {
    form = useFormContext<V>();
    return null;
  };

  const renderInForm = (element: ReactElement, { values, permissions, language = 'en', path = '/campaign/create', queryClient }: BenchRenderOptions<V>) => {
    if (permissions) session.setPermissions(permissions);
    const own = language === 'en' ? options.messages.en : (options.messages.ru ?? []);
    const i18nProvider = polyglotI18nProvider(() => messagesOf(language, own), language);
    const dataProvider = recording(backend.dataProvider(PLUGINS));
    const Wrapper = ({ children }: { children: ReactNode }) => (
      <TestAdminContext access={APP_ACCESS} authProvider={authProvider} dataProvider={dataProvider} path={path} queryClient={queryClient}>
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

  /**
   * For a test on fake timers (setTimeout only): waits in real time, as the mock's answer travels, until
   * the call has been answered `count` times, then runs on the fake clock what the answer scheduled
   * (react-query's notifications), so the page shows it before the test moves on or back to real timers.
   */
  const untilAnswered = async (name: string, count = 1): Promise<void> => {
    const deadline = Date.now() + 5_000;
    while (answered.filter((answeredName) => answeredName === name).length < count) {
      if (Date.now() > deadline) throw new Error(`The mock did not answer ${name} ${count} time(s) within 5 s`);
      await act(() => new Promise<void>((resolve) => setImmediate(resolve)));
    }
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(() => vi.advanceTimersByTimeAsync(0));
  };

  return {
    renderInForm,
    untilAnswered,
    /**
     * Refuses the next call of that name with a hand-made error instead of asking the mock: only for a
     * refusal the mock cannot give to what the page sends (say why where it is used).
     */
    refuseNext: (name: string, error: Error) => handMade.set(name, [...(handMade.get(name) ?? []), error]),
    /** The file's mock: what it holds (`backend.mock.store.state()`), its fault switches, a persona's calls. */
    backend,
    /** Every named call the element made, in order. */
    requests,
    answered,
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
