import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { Form, I18nContextProvider, type TranslationMessages } from 'ra-core';
import { useFormContext, type UseFormReturn } from 'react-hook-form';
import editorEn from '../../../locales/en/campaign-editor.json';
import voiceEn from '../../../locales/en/campaign-editor-voice.json';
import core from '../../../locales/en/core.json';
import type { CampaignRecord, CampaignTargeting, RewardedSpotQuery } from '../../../src/api/contract';
import { createApiError } from '../../../src/api/HttpError';
import type { ResourceApi } from '../../../src/data/resourceApi';
import { memoryDataProvider } from '../../../src/test/memoryResource';
import { signIn } from '../../../src/test/signedIn';
import { TestAdminContext, testAuthProvider } from '../../../src/test/TestAdminContext';
import { newContext, newTargeting } from '../targeting/targetingTestValues';
import VoiceTargetingSection from './VoiceTargetingSection';

/*
 * The voice targeting tab's test bench: the section inside ra-core's Form with the given values, the
 * real English messages, and the two named calls answered in memory as the mock answers them (each
 * request recorded, in order), with the form readable and writable from outside.
 */

const i18nProvider = polyglotI18nProvider(
  () =>
    ({
      ...englishMessages,
      ...core,
      'campaign-editor': { ...editorEn['campaign-editor'], ...voiceEn['campaign-editor'] },
    }) as unknown as TranslationMessages,
  'en',
);

export interface VoiceTestValues {
  country: string;
  budget: number | null;
  targeting: CampaignTargeting;
  targeting_on: boolean;
}

export const voiceValues = (overrides: Partial<VoiceTestValues> = {}): VoiceTestValues => ({
  country: 'NG',
  budget: 70,
  targeting: newTargeting(),
  targeting_on: false,
  ...overrides,
});

/** A stored audio campaign of the demo space, priced at the default CPM 0.35. */
export const storedAudio = { id: 9001, space_id: 2002, currency: 'NGN' } as CampaignRecord;

/** Every named call the section made, in order, with its parameters (the query's signal left out). */
export const requests: { name: string; params: Record<string, unknown> }[] = [];
const remember = (name: string, params: unknown) => {
  const { signal: _signal, ...rest } = (params ?? {}) as Record<string, unknown>;
  void _signal;
  requests.push({ name, params: rest });
};
export const requestNames = () => requests.map((request) => request.name);

/** The calculator's next answers: a failure (code, message) each, then the mock's formula. */
export const calculatorFailures: { code: number; message: string }[] = [];

const campaignEditorApi: ResourceApi = {
  custom: {
    rewardedSpaceSwitch: async (_ctx, params) => {
      remember('rewardedSpaceSwitch', params);
      return { space_id: (params as { space_id: number }).space_id };
    },
    rewardedSpot: async (_ctx, params) => {
      remember('rewardedSpot', params);
      const failure = calculatorFailures.shift();
      if (failure) throw createApiError(failure.message, 200, failure.code);
      const { cpm_multiplier, daily_budget } = params as RewardedSpotQuery;
      return { spot: Math.floor((daily_budget / (0.35 * cpm_multiplier)) * 1000) };
    },
  },
};

/** The form as the shell holds it: read its values, or change one as another tab would. */
export let form: () => UseFormReturn<VoiceTestValues> = () => {
  throw new Error('The form is not rendered');
};
const FormProbe = () => {
  const context = useFormContext<VoiceTestValues>();
  form = () => context;
  return null;
};

export const renderVoice = ({ values = voiceValues(), record }: { values?: VoiceTestValues; record?: CampaignRecord } = {}) => {
  signIn();
  const dataProvider = memoryDataProvider({ 'campaign-editor': campaignEditorApi });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={dataProvider} path="/campaign/edit/9001">
      <I18nContextProvider value={i18nProvider}>{children}</I18nContextProvider>
    </TestAdminContext>
  );
  return render(
    <Wrapper>
      <Form defaultValues={values}>
        <VoiceTargetingSection record={record} context={newContext({ isAudio: true, isNew: record === undefined })} />
        <FormProbe />
      </Form>
    </Wrapper>,
  );
};
