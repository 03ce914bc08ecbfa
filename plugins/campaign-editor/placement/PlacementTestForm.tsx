import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { Form, I18nContextProvider, type TranslationMessages } from 'ra-core';
import { useFormContext } from 'react-hook-form';
import editorEn from '../../../locales/en/campaign-editor.json';
import placementEn from '../../../locales/en/campaign-editor-placement.json';
import core from '../../../locales/en/core.json';
import {
  WHITELIST_MAX_BYTES,
  WHITELIST_MAX_FILES,
  type CampaignPlacement,
  type CampaignRecord,
  type CategoryItem,
  type DictionaryItem,
  type PlacementListItem,
  type PlacementsReportRequest,
  type WhitelistFile,
} from '../../../src/api/contract';
import { defaultPlacement } from '../../../src/api/contract/campaign-defaults';
import { createApiError } from '../../../src/api/HttpError';
import type { ResourceApi } from '../../../src/data/resourceApi';
import { memoryDataProvider } from '../../../src/test/memoryResource';
import { signIn } from '../../../src/test/signedIn';
import { TestAdminContext, testAuthProvider } from '../../../src/test/TestAdminContext';
import type { SectionContext } from '../sections/sectionContract';
import PlacementSection from './PlacementSection';

/*
 * The placement tab's test bench: the section inside ra-core's Form with the given values, the real
 * English messages, and the editor's named calls answered in memory (each request recorded; the
 * whitelist files kept in a list the upload refuses to grow past the server's limits), with the
 * form's values readable from outside.
 */

const i18nProvider = polyglotI18nProvider(
  () =>
    ({
      ...englishMessages,
      ...core,
      'campaign-editor': { ...editorEn['campaign-editor'], ...placementEn['campaign-editor'] },
    }) as unknown as TranslationMessages,
  'en',
);

export interface PlacementTestValues {
  country: string;
  has_whitelist: boolean;
  placement: CampaignPlacement;
}

export const newValues = (overrides: Partial<PlacementTestValues> = {}, placement: Partial<CampaignPlacement> = {}): PlacementTestValues => ({
  country: 'NG',
  has_whitelist: false,
  placement: { ...defaultPlacement(), ...placement },
  ...overrides,
});

const placementItem = (name: string, site: string): PlacementListItem => ({
  name,
  site_or_app: site,
  exchange_id: 1,
  os: 'android',
  interstitial: false,
  user_count: 1_000,
  impression_count: 25_000,
  creative_position: 'above_the_fold',
  creative_type: 'banner',
  creative_size: '320x50',
  environment: 'app',
  category: 'news',
});
const PLACEMENTS: PlacementListItem[] = [
  placementItem('Daily News - banner', 'com.example.dailynews'),
  placementItem('News Stand - native', 'com.example.newsstand'),
  placementItem('Chess Club - banner', 'com.example.chess'),
];
const category = (category_id: number, value: string, label: string): CategoryItem => ({
  category_id,
  category_name: label,
  value,
  label,
  impression_count: 100_000,
});
const APP_CATEGORIES = [category(1, 'news', 'News'), category(2, 'sports', 'Sports')];
const GAME_CATEGORIES = [category(101, 'game_puzzle', 'Puzzle games')];
const LANGUAGES: DictionaryItem[] = [
  { value: 'en', title: 'English' },
  { value: 'ha', title: 'Hausa' },
];

export const whitelistFile = (name: string): WhitelistFile => ({ name, space_id: 2002, size: 12, file_name: `${name}.csv`, created_at: '2030-05-01T10:00:00Z' });
/** The space's whitelist files as the fake server holds them (each test sets its own). */
export const whitelistStore: WhitelistFile[] = [];

/** Every named call the section made, in order, with its parameters (the query's signal left out). */
export const requests: { name: string; params: Record<string, unknown> }[] = [];
const record = (name: string, params: unknown) => {
  const { signal: _signal, ...rest } = (params ?? {}) as Record<string, unknown>;
  void _signal;
  requests.push({ name, params: rest });
};
export const requestsNamed = (name: string) => requests.filter((request) => request.name === name).map((request) => request.params);

/** The refusals the mock server answers (mock-server/routes/whitelists.ts): type.message, then the reason on `file`. */
const refuse = (code: number, message: string, reason: string) => createApiError(message, 400, code, { errors: { file: reason } });

const campaignEditorApi: ResourceApi = {
  custom: {
    dictionary: async (_ctx, params) => {
      record('dictionary', params);
      return LANGUAGES;
    },
    placementsReport: async (_ctx, params) => {
      record('placementsReport', params);
      const { name = '' } = params as PlacementsReportRequest;
      const data = PLACEMENTS.filter((item) => item.name.toLowerCase().includes(name.toLowerCase()));
      return { data, total_size: data.length };
    },
    appCategories: async (_ctx, params) => {
      record('appCategories', params);
      return (params as { type: string }).type === 'game' ? GAME_CATEGORIES : APP_CATEGORIES;
    },
    whitelists: async (_ctx, params) => {
      record('whitelists', params);
      return [...whitelistStore];
    },
    whitelistUpload: async (_ctx, params) => {
      const { space, name, file } = params as { space: number; name: string; file: File };
      record('whitelistUpload', { space, name, fileName: file.name, size: file.size });
      if (whitelistStore.length >= WHITELIST_MAX_FILES) throw refuse(2, 'Invalid argument', 'At most 5 whitelist files per space: delete one first.');
      if (file.size >= WHITELIST_MAX_BYTES) throw refuse(181, 'File size invalid', 'The file must be under 10485760 bytes.');
      const stored = whitelistFile(name);
      whitelistStore.push(stored);
      return stored;
    },
    whitelistDownload: async (_ctx, params) => {
      record('whitelistDownload', params);
      const { name } = params as { name: string };
      return { blob: new Blob([`bundle\n${name}\n`], { type: 'text/csv' }), filename: `${name}.csv` };
    },
    whitelistDelete: async (_ctx, params) => {
      record('whitelistDelete', params);
      const { name } = params as { name: string };
      whitelistStore.splice(whitelistStore.findIndex((file) => file.name === name), 1);
      return null;
    },
  },
};

/** Reads the form's values from outside, as the shell's save would. */
export let formValues: () => PlacementTestValues = () => {
  throw new Error('The form is not rendered');
};
/** Whether the form holds changes (a reset has_whitelist must be saved). */
export let formIsDirty: () => boolean = () => false;
/** Focuses a field as the shell does for a checklist link or the first error. */
export let focusField: (name: string) => void = () => {
  throw new Error('The form is not rendered');
};
const ValuesProbe = () => {
  const { getValues, formState, setFocus } = useFormContext<PlacementTestValues>();
  formValues = () => getValues();
  focusField = (name) => setFocus(name as keyof PlacementTestValues);
  // Read while rendering: react-hook-form then re-renders the probe when the form becomes dirty.
  const dirty = formState.isDirty;
  formIsDirty = () => dirty;
  return null;
};

export const newContext = (): SectionContext => ({ isNew: false, isAudio: false, today: '2030-05-15' });

export const renderSection = ({ values = newValues(), record: stored }: { values?: PlacementTestValues; record?: CampaignRecord } = {}) => {
  signIn();
  const dataProvider = memoryDataProvider({ 'campaign-editor': campaignEditorApi });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={dataProvider} path="/campaign/edit/7001">
      <I18nContextProvider value={i18nProvider}>{children}</I18nContextProvider>
    </TestAdminContext>
  );
  return render(
    <Wrapper>
      <Form defaultValues={values}>
        <PlacementSection record={stored} context={newContext()} />
        <ValuesProbe />
      </Form>
    </Wrapper>,
  );
};
