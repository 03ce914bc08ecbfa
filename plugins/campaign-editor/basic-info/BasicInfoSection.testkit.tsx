import basicInfoEn from '../../../locales/en/campaign-editor-basic-info.json';
import { createApiError } from '../../../src/api/HttpError';
import { ERROR_CATALOGUE, type AppPromotionInfo, type CampaignRecord, type Permission } from '../../../src/api/contract';
import { memoryResource } from '../../../src/test/memoryResource';
import type { SectionContext } from '../sections/sectionContract';
import { createSectionBench } from '../sections/sectionBench.testkit';
import type { BasicInfoValues } from './basicInfoModel';
import BasicInfoSection from './BasicInfoSection';
import { newBasicInfo, newContext } from './basicInfoValues.testkit';

/*
 * Basic info on the editor's section bench, with countries, the campaigns' totals and the app store
 * in memory.
 */

const COUNTRIES = [
  { id: 'AM', iso_code: 'AM', name: 'Armenia', timezone_offset_seconds: 14_400 },
  { id: 'NG', iso_code: 'NG', name: 'Nigeria', timezone_offset_seconds: 3_600 },
];

const EXAMPLE_APP: AppPromotionInfo = {
  bundle_id: 'com.example.app',
  app_platform_type: 'android',
  app_name: 'Example App',
  developer: 'Example Labs',
  icon_url: 'data:,',
  store_url: 'https://store.example.com/example',
  price: 'Free',
  star_rating: 4.2,
};

const bench = createSectionBench<BasicInfoValues>({
  messages: { en: [basicInfoEn] },
  calls: {
    /** The store behind the appPromotion call: one known Android app, anything else 1311 as the mock answers. */
    appPromotion: ({ app_platform_type, bundle_id }) => {
      if (app_platform_type === 'android' && bundle_id === EXAMPLE_APP.bundle_id) return EXAMPLE_APP;
      throw createApiError(ERROR_CATALOGUE[1311], 400, 1311);
    },
  },
  resources: {
    countries: memoryResource(COUNTRIES).api,
    campaigns: { custom: { total: async () => ({ current_period_clicks: 30, current_period_impressions: 1_000, current_period_spent: 12 }) } },
  },
});

export const { formValues, focusField, requests, requestsNamed } = bench;

export const renderSection = ({
  values = newBasicInfo(),
  record,
  context = newContext(),
  permissions = [],
}: { values?: BasicInfoValues; record?: CampaignRecord; context?: SectionContext; permissions?: Permission[] } = {}) =>
  bench.renderInForm(<BasicInfoSection record={record} context={context} />, { values, permissions });
