import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import polyglotI18nProvider from 'ra-i18n-polyglot';
import englishMessages from 'ra-language-english';
import { Form, I18nContextProvider, type TranslationMessages } from 'ra-core';
import { useFormContext, type FieldPath } from 'react-hook-form';
import basicInfoEn from '../../../locales/en/campaign-editor-basic-info.json';
import editorEn from '../../../locales/en/campaign-editor.json';
import core from '../../../locales/en/core.json';
import { createApiError } from '../../../src/api/HttpError';
import { ERROR_CATALOGUE, type AppPromotionInfo, type AppPromotionLookupRequest, type CampaignRecord, type Permission } from '../../../src/api/contract';
import { memoryDataProvider, memoryResource } from '../../../src/test/memoryResource';
import { signIn } from '../../../src/test/signedIn';
import { TestAdminContext, testAuthProvider } from '../../../src/test/TestAdminContext';
import type { ResourceApi } from '../../../src/data/resourceApi';
import type { SectionContext } from '../sections/sectionContract';
import type { BasicInfoValues } from './basicInfoModel';
import BasicInfoSection from './BasicInfoSection';
import { newBasicInfo, newContext } from './basicInfoTestValues';

/*
 * The section's test bench: basic info inside ra-core's Form with the given values, the real English
 * messages, countries and the app store in memory, and the form's values readable from outside.
 */

const i18nProvider = polyglotI18nProvider(
  () =>
    ({
      ...englishMessages,
      ...core,
      'campaign-editor': { ...editorEn['campaign-editor'], ...basicInfoEn['campaign-editor'] },
    }) as unknown as TranslationMessages,
  'en',
);

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

/** The store behind the appPromotion call: one known Android app, anything else 1311 as the mock answers. */
export const lookups: AppPromotionLookupRequest[] = [];
const campaignEditorApi: ResourceApi = {
  custom: {
    appPromotion: async (_ctx, params) => {
      const { app_platform_type, bundle_id } = params as AppPromotionLookupRequest;
      lookups.push({ app_platform_type, bundle_id });
      if (app_platform_type === 'android' && bundle_id === EXAMPLE_APP.bundle_id) return EXAMPLE_APP;
      throw createApiError(ERROR_CATALOGUE[1311], 400, 1311);
    },
  },
};
const campaignsApi: ResourceApi = {
  custom: { total: async () => ({ current_period_clicks: 30, current_period_impressions: 1_000, current_period_spent: 12 }) },
};

/** Reads the form's values from outside, as the shell's save would. */
export let formValues: () => BasicInfoValues = () => {
  throw new Error('The form is not rendered');
};
/** Asks react-hook-form to focus a field, as its setFocus and focus-on-error do. */
export let focusField: (name: string) => void = () => {
  throw new Error('The form is not rendered');
};
const ValuesProbe = () => {
  const { getValues, setFocus } = useFormContext<BasicInfoValues>();
  formValues = () => getValues();
  focusField = (name) => setFocus(name as FieldPath<BasicInfoValues>);
  return null;
};

export const renderSection = ({
  values = newBasicInfo(),
  record,
  context = newContext(),
  permissions = [],
}: { values?: BasicInfoValues; record?: CampaignRecord; context?: SectionContext; permissions?: Permission[] } = {}) => {
  signIn({ permissions });
  const dataProvider = memoryDataProvider({
    countries: memoryResource(COUNTRIES).api,
    'campaign-editor': campaignEditorApi,
    campaigns: campaignsApi,
  });
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <TestAdminContext authProvider={testAuthProvider(true)} dataProvider={dataProvider} path="/campaign/create">
      <I18nContextProvider value={i18nProvider}>{children}</I18nContextProvider>
    </TestAdminContext>
  );
  render(
    <Wrapper>
      <Form defaultValues={values}>
        <BasicInfoSection record={record} context={context} />
        <ValuesProbe />
      </Form>
    </Wrapper>,
  );
};
