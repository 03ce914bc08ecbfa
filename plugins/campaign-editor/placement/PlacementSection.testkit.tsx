import { useFormContext } from 'react-hook-form';
import placementEn from '../../../locales/en/campaign-editor-placement.json';
import {
  WHITELIST_MAX_BYTES,
  WHITELIST_MAX_FILES,
  type CampaignPlacement,
  type CampaignRecord,
  type CategoryItem,
  type DictionaryItem,
  type PlacementListItem,
  type WhitelistFile,
} from '../../../src/api/contract';
import { defaultPlacement } from '../../../src/api/contract/campaign-defaults';
import { createApiError } from '../../../src/api/HttpError';
import type { SectionContext } from '../sections/sectionContract';
import { createSectionBench } from '../sections/sectionBench.testkit';
import PlacementSection from './PlacementSection';

/*
 * The placement tab on the editor's section bench, with the editor's named calls answered in memory
 * (the whitelist files kept in a list the upload refuses to grow past the server's limits) and the
 * form's dirtiness readable from outside.
 */

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

/** The refusals the mock server answers (mock-server/routes/whitelists.ts): type.message, then the reason on `file`. */
const refuse = (code: number, message: string, reason: string) => createApiError(message, 400, code, { errors: { file: reason } });

const bench = createSectionBench<PlacementTestValues>({
  messages: { en: [placementEn] },
  calls: {
    dictionary: () => LANGUAGES,
    placementsReport: ({ name = '' }) => {
      const data = PLACEMENTS.filter((item) => item.name.toLowerCase().includes(String(name).toLowerCase()));
      return { data, total_size: data.length };
    },
    appCategories: ({ type }) => (type === 'game' ? GAME_CATEGORIES : APP_CATEGORIES),
    whitelists: () => [...whitelistStore],
    whitelistUpload: (params) => {
      const { name, file } = params as { name: string; file: File };
      if (whitelistStore.length >= WHITELIST_MAX_FILES) throw refuse(2, 'Invalid argument', 'At most 5 whitelist files per space: delete one first.');
      if (file.size >= WHITELIST_MAX_BYTES) throw refuse(181, 'File size invalid', 'The file must be under 10485760 bytes.');
      const stored = whitelistFile(name);
      whitelistStore.push(stored);
      return stored;
    },
    whitelistDownload: ({ name }) => ({ blob: new Blob([`bundle\n${String(name)}\n`], { type: 'text/csv' }), filename: `${String(name)}.csv` }),
    whitelistDelete: ({ name }) => {
      whitelistStore.splice(whitelistStore.findIndex((file) => file.name === name), 1);
      return null;
    },
  },
  recordAs: {
    whitelistUpload: ({ file, ...rest }) => ({ ...rest, fileName: (file as File).name, size: (file as File).size }),
  },
});

export const { formValues, focusField, requests, requestsNamed } = bench;

/** Whether the form holds changes (a reset has_whitelist must be saved). */
let dirty = false;
export const formIsDirty = () => dirty;
const DirtyProbe = () => {
  // Read while rendering: react-hook-form then re-renders the probe when the form becomes dirty.
  dirty = useFormContext().formState.isDirty;
  return null;
};

export const newContext = (): SectionContext => ({ isNew: false, isAudio: false, today: '2030-05-15' });

export const renderSection = ({ values = newValues(), record }: { values?: PlacementTestValues; record?: CampaignRecord } = {}) =>
  bench.renderInForm(
    <>
      <PlacementSection record={record} context={newContext()} />
      <DirtyProbe />
    </>,
    { values, path: '/campaign/edit/7001' },
  );
