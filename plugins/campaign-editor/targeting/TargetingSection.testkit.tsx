import targetingEn from '../../../locales/en/campaign-editor-targeting.json';
import type { CampaignRecord, CampaignTargeting, City, DictionaryItem, SegmentAudience, TargetingResource } from '../../../src/api/contract';
import type { SectionContext } from '../sections/sectionContract';
import { createSectionBench } from '../sections/sectionBench.testkit';
import TargetingSection from './TargetingSection';
import { newContext, newTargeting } from './targetingValues.testkit';

/*
 * The targeting tab on the editor's section bench, with the editor's named calls answered in memory.
 */

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

const bench = createSectionBench<TargetingTestValues>({
  messages: { en: [targetingEn] },
  calls: {
    dictionary: ({ name }) => (name === 'interests' ? INTERESTS : LANGUAGES),
    targetingResources: ({ name }) => RESOURCES.filter((resource) => resource.name.toLowerCase().includes(String(name).toLowerCase())),
    requestResearch: ({ name, campaign_id }) => ({ id: 1, name, campaign_id, space_id: 2002, requested_at: '2030-05-15T10:00:00Z' }),
    cities: ({ country }) => CITIES[String(country)] ?? [],
    segmentAudiences: ({ space_id }) => AUDIENCES.filter((audience) => audience.space_id === space_id),
    segmentAudience: ({ id }) => {
      const found = [...AUDIENCES, FOREIGN_AUDIENCE].find((audience) => audience.id === id);
      if (!found) throw new Error('Not found');
      return found;
    },
  },
});

export const { formValues, requests, requestsNamed } = bench;

export const renderSection = ({
  values = newValues(),
  record,
  context = newContext(),
}: { values?: TargetingTestValues; record?: CampaignRecord; context?: SectionContext } = {}) =>
  bench.renderInForm(<TargetingSection record={record} context={context} />, { values });
