import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { Form, I18nContextProvider, type TranslationMessages } from 'ra-core';
import { useFormContext } from 'react-hook-form';
import editorEn from '../../../locales/en/campaign-editor.json';
import targetingEn from '../../../locales/en/campaign-editor-targeting.json';
import core from '../../../locales/en/core.json';
import type {
  CampaignRecord,
  CampaignTargeting,
  City,
  DictionaryItem,
  PendingResourceRequest,
  SegmentAudience,
  SegmentAudienceListRequest,
  TargetingResource,
  TargetingResourceQuery,
} from '../../../src/api/contract';
import type { ResourceApi } from '../../../src/data/resourceApi';
import { memoryDataProvider } from '../../../src/test/memoryResource';
import { signIn } from '../../../src/test/signedIn';
import { TestAdminContext, testAuthProvider } from '../../../src/test/TestAdminContext';
import type { SectionContext } from '../sections/sectionContract';
import TargetingSection from './TargetingSection';
import { newContext, newTargeting } from './targetingTestValues';

/*
 * The targeting tab's test bench: the section inside ra-core's Form with the given values, the real
 * English messages, and the editor's named calls answered in memory (each request recorded), with
 * the form's values readable from outside.
 */

const i18nProvider = polyglotI18nProvider(
  () =>
    ({
      ...englishMessages,
      ...core,
      'campaign-editor': { ...editorEn['campaign-editor'], ...targetingEn['campaign-editor'] },
    }) as unknown as TranslationMessages,
  'en',
);

export interface TargetingTestValues {
  country: string;
  targeting: CampaignTargeting;
  targeting_on: boolean;
}

export const newValues = (overrides: Partial<TargetingTestValues> = {}): TargetingTestValues => ({
  country: '',
  targeting: newTargeting(),
  targeting_on: false,
  ...overrides,
});

/** Manual targeting in a Nigerian campaign, with the given targeting changes. */
export const manualForm = (targeting: Partial<CampaignTargeting> = {}, country = 'NG'): TargetingTestValues =>
  newValues({ country, targeting: newTargeting({ automatic_targeting: false, ...targeting }), targeting_on: true });

const RESOURCES: TargetingResource[] = [
  { id: 1, name: 'Word Quest', icon: 'data:,', description: 'Word puzzles', type: 'app', bundle_ids: ['com.example.wordquest', '1400000001'], users_min: 10_000, users_max: 50_000 },
  { id: 2, name: 'Word Chef', icon: 'data:,', description: 'Recipes', type: 'app', bundle_ids: ['com.example.wordchef'], users_min: 5_000, users_max: 9_000 },
  { id: 3, name: 'Chess Club', icon: 'data:,', description: 'Chess', type: 'app', bundle_ids: ['com.example.chess'], users_min: 1_000, users_max: 2_000 },
];
const CITIES: Record<string, City[]> = {
  NG: [
    { id: 501, name: 'Lagos', country: 'NG' },
    { id: 502, name: 'Kano', country: 'NG' },
  ],
  AM: [{ id: 601, name: 'Yerevan', country: 'AM' }],
};
export const AUDIENCES: SegmentAudience[] = [
  { id: 41, name: 'Newsletter readers', row_count: 12_000, space_id: 2002 },
  { id: 42, name: 'Past buyers', row_count: 3_400, space_id: 2002 },
];
/** An audience of another space, reachable by id only. */
const FOREIGN_AUDIENCE: SegmentAudience = { id: 77, name: 'Partner list', row_count: 900, space_id: 2009 };
const INTERESTS: DictionaryItem[] = [
  { value: 9, title: 'Fitness & wellness' },
  { value: 10, title: 'Football' },
];
const LANGUAGES: DictionaryItem[] = [
  { value: 'en', title: 'English' },
  { value: 'ha', title: 'Hausa' },
];

/** Every named call the section made, in order, with its parameters (the query's signal left out). */
export const requests: { name: string; params: Record<string, unknown> }[] = [];
const record = (name: string, params: unknown) => {
  const { signal: _signal, ...rest } = (params ?? {}) as Record<string, unknown>;
  void _signal;
  requests.push({ name, params: rest });
};
export const requestsNamed = (name: string) => requests.filter((request) => request.name === name).map((request) => request.params);

const campaignEditorApi: ResourceApi = {
  custom: {
    dictionary: async (_ctx, params) => {
      record('dictionary', params);
      return (params as { name: string }).name === 'interests' ? INTERESTS : LANGUAGES;
    },
    targetingResources: async (_ctx, params) => {
      record('targetingResources', params);
      const { name } = params as TargetingResourceQuery;
      return RESOURCES.filter((resource) => resource.name.toLowerCase().includes(name.toLowerCase()));
    },
    requestResearch: async (_ctx, params) => {
      record('requestResearch', params);
      const { name, campaign_id } = params as PendingResourceRequest;
      return { id: 1, name, campaign_id, space_id: 2002, requested_at: '2030-05-15T10:00:00Z' };
    },
    cities: async (_ctx, params) => {
      record('cities', params);
      return CITIES[(params as { country: string }).country] ?? [];
    },
    segmentAudiences: async (_ctx, params) => {
      record('segmentAudiences', params);
      return AUDIENCES.filter((audience) => audience.space_id === (params as SegmentAudienceListRequest).space_id);
    },
    segmentAudience: async (_ctx, params) => {
      record('segmentAudience', params);
      const { id } = params as { id: number };
      const found = [...AUDIENCES, FOREIGN_AUDIENCE].find((audience) => audience.id === id);
      if (!found) throw new Error('Not found');
      return found;
    },
  },
};

/** Reads the form's values from outside, as the shell's save would. */
export let formValues: () => TargetingTestValues = () => {
  throw new Error('The form is not rendered');
};
const ValuesProbe = () => {
  const { getValues } = useFormContext<TargetingTestValues>();
  formValues = () => getValues();
  return null;
};

export const renderSection = ({
  values = newValues(),
  record: stored,
  context = newContext(),
}: { values?: TargetingTestValues; record?: CampaignRecord; context?: SectionContext } = {}) => {
  signIn();
  const dataProvider = memoryDataProvider({ 'campaign-editor': campaignEditorApi });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={dataProvider} path="/campaign/create">
      <I18nContextProvider value={i18nProvider}>{children}</I18nContextProvider>
    </TestAdminContext>
  );
  return render(
    <Wrapper>
      <Form defaultValues={values}>
        <TargetingSection record={stored} context={context} />
        <ValuesProbe />
      </Form>
    </Wrapper>,
  );
};
