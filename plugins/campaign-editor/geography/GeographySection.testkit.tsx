import geographyEn from '../../../locales/en/campaign-editor-geography.json';
import geographyRu from '../../../locales/ru/campaign-editor-geography.json';
import targetingEn from '../../../locales/en/campaign-editor-targeting.json';
import targetingRu from '../../../locales/ru/campaign-editor-targeting.json';
import type { CampaignTargeting, City, Permission } from '../../../src/api/contract';
import { defaultTargeting } from '../../../src/api/contract/campaign-defaults';
import { memoryResource } from '../../../src/test/memoryResource';
import { createSectionBench } from '../sections/sectionBench.testkit';
import GeographySection from './GeographySection';

/* The geography tab on the editor's section bench: countries and cities in memory. */

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

const COUNTRIES = [
  { id: 'AM', iso_code: 'AM', name: 'Armenia', timezone_offset_seconds: 14_400 },
  { id: 'NG', iso_code: 'NG', name: 'Nigeria', timezone_offset_seconds: 3_600 },
];
const CITIES: Record<string, City[]> = {
  NG: [
    { id: 501, name: 'Lagos', country: 'NG' },
    { id: 502, name: 'Kano', country: 'NG' },
  ],
};

const bench = createSectionBench<GeographyTestValues>({
  messages: { en: [targetingEn, geographyEn], ru: [targetingRu, geographyRu] },
  calls: { cities: (params) => CITIES[String(params.country)] ?? [] },
  resources: { countries: memoryResource(COUNTRIES).api },
});

export const { formValues, requests, requestsNamed } = bench;

export const renderGeography = ({
  values = geographyValues(),
  permissions = [],
  language = 'en',
}: { values?: GeographyTestValues; permissions?: Permission[]; language?: 'en' | 'ru' } = {}) =>
  bench.renderInForm(<GeographySection record={undefined} context={{ isNew: false, isAudio: false, today: '2030-05-15' }} />, {
    values,
    permissions,
    language,
    path: '/campaign/edit/7?tab=geography',
  });
