import { useFormContext } from 'react-hook-form';
import placementEn from '../../../locales/en/campaign-editor-placement.json';
import placementRu from '../../../locales/ru/campaign-editor-placement.json';
import { PERSONA_IDS } from '../../../mock-server/seed/facts';
import { storeWhitelist } from '../../../mock-server/routes/whitelists';
import { accountStorageOf } from '../../../mock-server/uploads/account-storage';
import {
  PLACEMENT_PATHS,
  type CampaignPlacement,
  type CampaignRecord,
  type PlacementListItem,
  type PlacementsReport,
  type PlacementsReportRequest,
  type WhitelistFile,
} from '../../../src/api/contract';
import { defaultPlacement } from '../../../src/api/contract/campaign-defaults';
import type { SectionContext } from '../sections/sectionContract';
import { createSectionBench } from '../sections/sectionBench.testkit';
import PlacementSection from './PlacementSection';

/*
 * The placement tab on the editor's section bench: the placements, app categories, languages and the
 * space's whitelist files are the mock's (its seed, and what a test stored there first); the form's
 * dirtiness is readable from outside.
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

const bench = createSectionBench<PlacementTestValues>({
  messages: { en: [placementEn], ru: [placementRu] },
  recordAs: {
    whitelistUpload: ({ file, ...rest }) => ({ ...rest, fileName: (file as File).name, size: (file as File).size }),
  },
});
const { backend } = bench;
const SPACE_ID = PERSONA_IDS.advertiser.spaceId;

/** A stored campaign of the advertiser's space, as the mock holds it. */
export const storedCampaign = (): CampaignRecord => {
  const found = backend.mock.store.state().campaigns.find((campaign) => campaign.space_id === SPACE_ID);
  if (!found) throw new Error("the seed has no campaign in the advertiser's space");
  return found;
};

/** The placements the mock's report answers for a search in Nigeria, most impressions first. */
export const placementsFound = async (name: string): Promise<PlacementListItem[]> => {
  const body: PlacementsReportRequest = { page: 1, page_size: 150, name, country: 'NG' };
  const { data } = await backend.call<PlacementsReport>(PLACEMENT_PATHS.report, { json: body });
  return data.data;
};

/** The advertiser's whitelist files as the mock holds them. */
export const storedWhitelists = (): WhitelistFile[] => backend.mock.store.state().whitelists.filter((file) => file.space_id === SPACE_ID);

/** Files the advertiser's space holds before the test (stored in the mock as an upload would). */
export const storeWhitelists = (...names: string[]): void =>
  backend.mock.store.mutate((db) => {
    for (const name of names) {
      const stored = storeWhitelist(db, accountStorageOf(backend.mock), SPACE_ID, { name, file: { fileName: `${name}.csv`, mimeType: 'text/csv', content: Buffer.from(`bundle\n${name}\n`) } }, new Date().toISOString());
      if (typeof stored === 'string') throw new Error(stored);
      if ('quota' in stored) throw new Error(stored.quota);
    }
  });

/** The advertiser's space starts each test without whitelist files, as the seed has it. */
export const removeWhitelists = (): void =>
  backend.mock.store.mutate((db) => {
    db.whitelists = db.whitelists.filter((file) => file.space_id !== SPACE_ID);
  });

export const { formValues, focusField, requestsNamed, untilAnswered } = bench;
/** The mock answers this much later (undone after the test), so a test sees the page wait. */
export const answerAfter = (latencyMs: number): Promise<void> => backend.settings({ latencyMs });

/** Whether the form holds changes (a reset has_whitelist must be saved). */
let dirty = false;
export const formIsDirty = () => dirty;
const DirtyProbe = () => {
  // Read while rendering: react-hook-form then re-renders the probe when the form becomes dirty.
  dirty = useFormContext().formState.isDirty;
  return null;
};

export const newContext = (): SectionContext => ({ isNew: false, isAudio: false, today: '2030-05-15' });

export const renderSection = ({ values = newValues(), record, language = 'en' }: { values?: PlacementTestValues; record?: CampaignRecord; language?: 'en' | 'ru' } = {}) =>
  bench.renderInForm(
    <>
      <PlacementSection record={record} context={newContext()} />
      <DirtyProbe />
    </>,
    { values, language, path: record ? `/campaign/edit/${record.id}` : '/campaign/create' },
  );
