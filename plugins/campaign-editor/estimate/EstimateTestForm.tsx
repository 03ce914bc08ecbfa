import { Profiler, type ReactNode } from 'react';
import { act, render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { Form, I18nContextProvider, type TranslationMessages } from 'ra-core';
import { useFormContext, type FieldPath, type PathValue } from 'react-hook-form';
import estimateEn from '../../../locales/en/campaign-editor-estimate.json';
import estimateRu from '../../../locales/ru/campaign-editor-estimate.json';
import coreEn from '../../../locales/en/core.json';
import coreRu from '../../../locales/ru/core.json';
import type { AudienceSizeRequest, AudienceSizeResult, PlacementsGauge, PlacementsGaugeRequest } from '../../../src/api/contract';
import { defaultPlacement, defaultTargeting } from '../../../src/api/contract/campaign-defaults';
import { memoryDataProvider } from '../../../src/test/memoryResource';
import { TestAdminContext, testAuthProvider } from '../../../src/test/TestAdminContext';
import type { CampaignFormValues } from '../form/campaignFormValues';
import { AudienceEstimatePanel } from './AudienceEstimatePanel';

/*
 * The panel's test bench: the panel inside ra-core's Form with the values it reads, the real English
 * messages, and a scripted 'campaign-editor' resource whose audienceSize and placementsGauge record
 * every body and answer what the test says.
 */

const i18nProviders = {
  en: polyglotI18nProvider(() => ({ ...englishMessages, ...coreEn, ...estimateEn }) as unknown as TranslationMessages, 'en'),
  ru: polyglotI18nProvider(() => ({ ...englishMessages, ...coreRu, ...estimateRu }) as unknown as TranslationMessages, 'ru'),
};

export type EstimateValues = Pick<CampaignFormValues, 'targeting' | 'placement' | 'country' | 'cpm' | 'name'>;

export const newEstimateValues = (): EstimateValues => ({
  name: 'Spring sale',
  country: 'NG',
  cpm: 0.35,
  targeting: defaultTargeting(),
  placement: defaultPlacement(),
});

/** A backend that narrows as targeting narrows: 1,000,000 people over the whole age span, ÷ (1 + interests). */
export const narrowingEstimate = (body: AudienceSizeRequest): AudienceSizeResult => ({
  status: 200,
  audience_size: Math.round(((body.toAge - body.fromAge) / 47) * (1_000_000 / (1 + body.interests.length))),
});

export interface EstimateBackend {
  audience: (body: AudienceSizeRequest) => AudienceSizeResult | Promise<AudienceSizeResult>;
  placements: (body: PlacementsGaugeRequest) => PlacementsGauge | Promise<PlacementsGauge>;
}

export const renderPanel = (
  backend: Partial<EstimateBackend> = {},
  { values = newEstimateValues(), language = 'en' }: { values?: EstimateValues; language?: 'en' | 'ru' } = {},
) => {
  /** How many times React committed the panel's tree (a re-render that changed nothing still counts). */
  const panel = { commits: 0 };
  const audienceBodies: AudienceSizeRequest[] = [];
  const placementBodies: PlacementsGaugeRequest[] = [];
  const { audience = narrowingEstimate, placements = () => ({ total: 1_200, total_impressions: 3_400_000 }) } = backend;
  const dataProvider = memoryDataProvider({
    'campaign-editor': {
      custom: {
        audienceSize: async (_ctx, params) => {
          const { signal: _signal, ...body } = params as AudienceSizeRequest & { signal?: AbortSignal };
          audienceBodies.push(body);
          return audience(body);
        },
        placementsGauge: async (_ctx, params) => {
          const { signal: _signal, ...body } = params as PlacementsGaugeRequest & { signal?: AbortSignal };
          placementBodies.push(body);
          return placements(body);
        },
      },
    },
  });

  const form: { setValue: <N extends FieldPath<EstimateValues>>(name: N, value: PathValue<EstimateValues, N>) => void } = {
    setValue: () => {
      throw new Error('The form is not rendered');
    },
  };
  const ValuesProbe = () => {
    const { setValue } = useFormContext<EstimateValues>();
    form.setValue = (name, value) => act(() => setValue(name, value, { shouldDirty: true }));
    return null;
  };
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={dataProvider} path="/campaign/create">
      <I18nContextProvider value={i18nProviders[language]}>{children}</I18nContextProvider>
    </TestAdminContext>
  );
  render(
    <Wrapper>
      <Form defaultValues={values}>
        <Profiler id="estimate-panel" onRender={() => (panel.commits += 1)}>
          <AudienceEstimatePanel />
        </Profiler>
        <ValuesProbe />
      </Form>
    </Wrapper>,
  );
  return { audienceBodies, placementBodies, form, panel };
};
