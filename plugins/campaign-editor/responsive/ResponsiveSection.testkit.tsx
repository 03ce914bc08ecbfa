import creativesEn from '../../../locales/en/campaign-editor-creatives.json';
import creativesRu from '../../../locales/ru/campaign-editor-creatives.json';
import responsiveEn from '../../../locales/en/campaign-editor-responsive.json';
import responsiveRu from '../../../locales/ru/campaign-editor-responsive.json';
import type { CampaignVisuals, DynamicAd } from '../../../src/api/contract';
import { defaultDynamicAd, defaultVisuals } from '../../../src/api/contract/campaign-defaults';
import { storedUpload, uploadRecordedAs } from '../creatives/uploads.testkit';
import { AppNotification } from '../../../src/app/AppNotification';
import { createSectionBench } from '../sections/sectionBench.testkit';
import ResponsiveSection from './ResponsiveSection';
import { responsiveRules } from './responsiveRules';

/* The responsive ads tab on the editor's section bench: uploads go to the mock, which checks and stores them. */

export interface ResponsiveTestValues {
  visuals: CampaignVisuals;
}

export const responsiveValues = (enabled: boolean, ad: Partial<DynamicAd> | null = {}): ResponsiveTestValues => ({
  visuals: { ...defaultVisuals(), dynamic_enabled: enabled, dynamic_ad: ad === null ? null : { ...defaultDynamicAd(), ...ad } },
});

export const storedAd = (): Partial<DynamicAd> => ({
  titles: [{ key: 1, value: 'Fresh deals' }],
  descriptions: [{ key: 1, value: 'Save on your next order.' }],
  call_to_action: 'Shop now',
  company_name: 'Acme',
  creative_name: 'Acme_responsive',
  images: [{ key: 1, file_id: 9123, url: '/v1/file/cache/9123' }],
  logos: [{ key: 1, file_id: 9124, url: '/v1/file/cache/9124' }],
});

const bench = createSectionBench<ResponsiveTestValues>({
  messages: { en: [creativesEn, responsiveEn], ru: [creativesRu, responsiveRu] },
  recordAs: uploadRecordedAs,
  rules: { rules: responsiveRules, context: { isNew: false, isAudio: false, today: '2030-05-15' } },
});

export const { backend, formValues, untilAnswered, requestsNamed, refuseNext } = bench;
/** The file the mock stored last under this name. */
export const stored = (name: string) => storedUpload(backend, name);

export const renderResponsive = ({ values = responsiveValues(false), language = 'en', toasts = false }: { values?: ResponsiveTestValues; language?: 'en' | 'ru'; toasts?: boolean } = {}) =>
  bench.renderInForm(
    <>
      <ResponsiveSection record={undefined} context={{ isNew: false, isAudio: false, today: '2030-05-15' }} />
      {/* The app's notification bar, for the tests of the toasts: off otherwise, so a tab's alerts are its own. */}
      {toasts ? <AppNotification /> : null}
    </>,
    { values, language },
  );
