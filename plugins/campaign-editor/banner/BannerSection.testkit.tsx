import creativesEn from '../../../locales/en/campaign-editor-creatives.json';
import creativesRu from '../../../locales/ru/campaign-editor-creatives.json';
import type { BannerCreative, CampaignVisuals, CreativeServingDecision, PixelSize } from '../../../src/api/contract';
import { defaultVisuals } from '../../../src/api/contract/campaign-defaults';
import { storedUpload, uploadRecordedAs } from '../creatives/uploads.testkit';
import { AppNotification } from '../../../src/app/AppNotification';
import { createSectionBench } from '../sections/sectionBench.testkit';
import BannerSection from './BannerSection';
import { bannerRules } from './bannerRules';

/* The banner tab on the editor's section bench: uploads go to the mock, which checks and stores them. */

export interface BannerTestValues {
  visuals: CampaignVisuals;
  bidding_strategy: { goal: string };
}

export const bannerValues = (banners: BannerCreative[] = []): BannerTestValues => ({
  visuals: { ...defaultVisuals(), banners },
  bidding_strategy: { goal: 'landing_page_traffic' },
});

export const DISAPPROVED: CreativeServingDecision = {
  deals_policy_compliance: { status: 'APPROVED', policy_topics: [] },
  network_policy_compliance: { status: 'DISAPPROVED', policy_topics: ['ALCOHOL', 'GAMBLING'] },
  platform_policy_compliance: { status: 'PENDING_REVIEW', policy_topics: [] },
};

export const storedBanner = (slot: PixelSize & { key: number }, overrides: Partial<BannerCreative> = {}): BannerCreative => ({
  width: slot.width,
  height: slot.height,
  type_key: 1,
  key: slot.key,
  file_id: 9106,
  url: '/v1/file/cache/9106',
  format: 'image',
  creative_name: 'Summer_sale',
  creative_serving_decision: null,
  ...overrides,
});

const bench = createSectionBench<BannerTestValues>({
  messages: { en: [creativesEn], ru: [creativesRu] },
  recordAs: uploadRecordedAs,
  rules: { rules: bannerRules, context: { isNew: false, isAudio: false, today: '2030-05-15' } },
});

export const { backend, formValues, untilAnswered, requestsNamed, focusField, refuseNext } = bench;
/** The file the mock stored last under this name. */
export const stored = (name: string) => storedUpload(backend, name);

export const renderBanners = ({ values = bannerValues(), language = 'en', toasts = false }: { values?: BannerTestValues; language?: 'en' | 'ru'; toasts?: boolean } = {}) =>
  bench.renderInForm(
    <>
      <BannerSection record={undefined} context={{ isNew: false, isAudio: false, today: '2030-05-15' }} />
      {/* The app's notification bar, for the tests of the toasts: off otherwise, so a tab's alerts are its own. */}
      {toasts ? <AppNotification /> : null}
    </>,
    { values, language },
  );
