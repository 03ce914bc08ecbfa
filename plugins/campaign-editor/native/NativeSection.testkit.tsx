import creativesEn from '../../../locales/en/campaign-editor-creatives.json';
import creativesRu from '../../../locales/ru/campaign-editor-creatives.json';
import nativeEn from '../../../locales/en/campaign-editor-native.json';
import nativeRu from '../../../locales/ru/campaign-editor-native.json';
import type { CampaignVisuals, NativeAd } from '../../../src/api/contract';
import { defaultNativeAd, defaultVisuals } from '../../../src/api/contract/campaign-defaults';
import { storedUpload, uploadRecordedAs } from '../creatives/uploads.testkit';
import { createSectionBench } from '../sections/sectionBench.testkit';
import NativeSection from './NativeSection';
import { nativeRules } from './nativeRules';

/* The native ads tab on the editor's section bench: uploads go to the mock, which checks and stores them. */

export interface NativeTestValues {
  visuals: CampaignVisuals;
  bidding_strategy: { goal: string };
}

export const nativeValues = ({ enabled = true, ad = {}, goal = 'landing_page_traffic' }: { enabled?: boolean; ad?: Partial<NativeAd> | null; goal?: string } = {}): NativeTestValues => ({
  visuals: { ...defaultVisuals(), native_enabled: enabled, native_ad: ad === null ? null : { ...defaultNativeAd(), ...ad } },
  bidding_strategy: { goal },
});

export const storedNativeAd = (): Partial<NativeAd> => ({
  creative_name: 'Acme_native',
  headline: 'Fresh deals',
  body: 'Save on your next order.',
  call_to_action: 'Shop now',
  advertiser: 'Acme',
  price: '$4.99',
  star_rating: 4,
  images: [
    { file_id: 9140, url: '/v1/file/cache/9140', width: 600, height: 600, file_name: 'square.png' },
    { file_id: 9141, url: '/v1/file/cache/9141', width: 1200, height: 627, file_name: 'wide.png' },
  ],
  logo: { file_id: 9142, url: '/v1/file/cache/9142', width: 128, height: 128, file_name: 'logo.png' },
});

const bench = createSectionBench<NativeTestValues>({
  messages: { en: [creativesEn, nativeEn], ru: [creativesRu, nativeRu] },
  recordAs: uploadRecordedAs,
  rules: { rules: nativeRules, context: { isNew: false, isAudio: false, today: '2030-05-15' } },
});

export const { backend, formValues, requestsNamed, refuseNext } = bench;
/** The file the mock stored last under this name. */
export const stored = (name: string) => storedUpload(backend, name);

export const renderNative = ({ values = nativeValues(), language = 'en' }: { values?: NativeTestValues; language?: 'en' | 'ru' } = {}) =>
  bench.renderInForm(<NativeSection record={undefined} context={{ isNew: false, isAudio: false, today: '2030-05-15' }} />, { values, language });
