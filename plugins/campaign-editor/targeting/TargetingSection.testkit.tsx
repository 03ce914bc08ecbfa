import targetingEn from '../../../locales/en/campaign-editor-targeting.json';
import { ADMIN_AUDIENCES, ADVERTISER_AUDIENCES, FIRST_AUDIENCE_ID } from '../../../mock-server/seed/audiences';
import { citiesOf } from '../../../mock-server/seed/cities';
import type { CampaignRecord, CampaignTargeting, City } from '../../../src/api/contract';
import type { SectionContext } from '../sections/sectionContract';
import { createSectionBench } from '../sections/sectionBench.testkit';
import TargetingSection from './TargetingSection';
import { newContext, newTargeting } from './targetingValues.testkit';

/*
 * The targeting tab on the editor's section bench: its look-ups (apps, cities, audiences, interests,
 * languages) answered by the mock from its seed.
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

/** A Nigerian city of the seed, by name (fails the test when the seed has none of that name). */
export const nigerianCity = (name: string): City => {
  const found = citiesOf('NG').find((city) => city.name === name);
  if (!found) throw new Error(`the seed has no Nigerian city ${name}`);
  return found;
};

/** A seeded audience as the picker names it: its name and size. */
const audienceLabel = ({ name, row_count }: { name: string; row_count: number }) => `${name} (${row_count.toLocaleString('en')} users)`;
/** The demo advertiser's audiences (space 2002, seeded first): id and label. */
export const ADVERTISER_AUDIENCE_CHOICES = ADVERTISER_AUDIENCES.map((audience, index) => ({ id: FIRST_AUDIENCE_ID + index, label: audienceLabel(audience) }));
/** The admin agency's audiences (space 2001), seeded after the advertiser's. */
export const ADMIN_AUDIENCE_CHOICES = ADMIN_AUDIENCES.map((audience, index) => ({ id: FIRST_AUDIENCE_ID + ADVERTISER_AUDIENCES.length + index, label: audienceLabel(audience) }));

const bench = createSectionBench<TargetingTestValues>({ messages: { en: [targetingEn] } });

export const { answered, backend, formValues, requestsNamed, untilAnswered } = bench;

export const renderSection = ({
  values = newValues(),
  record,
  context = newContext(),
}: { values?: TargetingTestValues; record?: CampaignRecord; context?: SectionContext } = {}) =>
  bench.renderInForm(<TargetingSection record={record} context={context} />, { values });
