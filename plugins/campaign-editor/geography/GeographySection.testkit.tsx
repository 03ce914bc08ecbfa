import geographyEn from '../../../locales/en/campaign-editor-geography.json';
import geographyRu from '../../../locales/ru/campaign-editor-geography.json';
import targetingEn from '../../../locales/en/campaign-editor-targeting.json';
import targetingRu from '../../../locales/ru/campaign-editor-targeting.json';
import type { CampaignTargeting, City, Permission } from '../../../src/api/contract';
import { defaultTargeting } from '../../../src/api/contract/campaign-defaults';
import { citiesOf } from '../../../mock-server/seed/cities';
import { createSectionBench } from '../sections/sectionBench.testkit';
import GeographySection from './GeographySection';

/* The geography tab on the editor's section bench: countries and cities as the mock's seed has them. */

export interface GeographyTestValues {
  country: string;
  timezone_offset_seconds: number;
  targeting: CampaignTargeting;
}

/** A Nigerian campaign (UTC+01:00) with the default targeting and the given changes. */
export const geographyValues = (targeting: Partial<CampaignTargeting> = {}, country = 'NG'): GeographyTestValues => ({
  country,
  timezone_offset_seconds: country ? 3_600 : 0,
  targeting: { ...defaultTargeting(), ...targeting },
});

/** Nigeria's seeded cities, largest first (Lagos, Kano, …): their ids are the mock's. */
export const NIGERIAN_CITIES: City[] = citiesOf('NG');
/** A seeded city by name (fails the test when the seed has no such city). */
export const city = (name: string): City => {
  const found = NIGERIAN_CITIES.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`the seed has no Nigerian city ${name}`);
  return found;
};

const bench = createSectionBench<GeographyTestValues>({
  messages: { en: [targetingEn, geographyEn], ru: [targetingRu, geographyRu] },
});

export const { formValues, requests, requestsNamed } = bench;

export const renderGeography = ({
  values = geographyValues(),
  permissions,
  language = 'en',
}: { values?: GeographyTestValues; permissions?: Permission[]; language?: 'en' | 'ru' } = {}) =>
  bench.renderInForm(<GeographySection record={undefined} context={{ isNew: false, isAudio: false, today: '2030-05-15' }} />, {
    values,
    permissions,
    language,
    path: '/campaign/edit/7?tab=geography',
  });
