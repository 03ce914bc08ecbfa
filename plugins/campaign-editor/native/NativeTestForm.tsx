import creativesEn from '../../../locales/en/campaign-editor-creatives.json';
import creativesRu from '../../../locales/ru/campaign-editor-creatives.json';
import nativeEn from '../../../locales/en/campaign-editor-native.json';
import nativeRu from '../../../locales/ru/campaign-editor-native.json';
import type { CampaignVisuals, NativeAd, UploadedImage, UploadedVideo } from '../../../src/api/contract';
import { defaultNativeAd, defaultVisuals } from '../../../src/api/contract/campaign-defaults';
import { createApiError } from '../../../src/api/HttpError';
import { blobImageDimensions } from '../../../src/media/imageDimensions';
import { blobMp4Metadata } from '../../../src/media/mp4Metadata';
import { createSectionBench } from '../sections/SectionTestBench';
import NativeSection from './NativeSection';
import { nativeRules } from './nativeRules';

/* The native ads tab on the editor's section bench: uploads answered in memory, as the mock answers them. */

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

/** What the fake server refuses next (a reason key and its English text), else it stores the file. */
export const serverAnswer: { refuse: { reason: string; message: string } | null } = { refuse: null };
let nextId = 200_000;

const bench = createSectionBench<NativeTestValues>({
  messages: { en: [creativesEn, nativeEn], ru: [creativesRu, nativeRu] },
  calls: {
    creativeUpload: async (params) => {
      const { file, kind } = params as { file: File; kind: string };
      if (serverAnswer.refuse) throw createApiError('Invalid argument provided', 400, 2, { errors: { file: serverAnswer.refuse.message }, reason: serverAnswer.refuse.reason });
      const id = nextId++;
      const base = { file_id: id, file_url: `/v1/file/cache/${id}`, file_name: file.name, size: file.size };
      if (kind === 'video') {
        const facts = await blobMp4Metadata(file);
        return { ...base, content_type: 'video/mp4', format: 'video', width: facts?.width ?? 0, height: facts?.height ?? 0, duration: facts?.duration ?? 0 } satisfies UploadedVideo;
      }
      const size = await blobImageDimensions(file);
      return { ...base, content_type: 'image/png', format: 'image', width: size?.width ?? 0, height: size?.height ?? 0 } satisfies UploadedImage;
    },
  },
  recordAs: {
    creativeUpload: ({ file, ...rest }) => ({ ...rest, fileName: (file as File).name }),
  },
  rules: { rules: nativeRules, context: { isNew: false, isAudio: false, today: '2030-05-15' } },
});

export const { formValues, requests, requestsNamed } = bench;

export const renderNative = ({ values = nativeValues(), language = 'en' }: { values?: NativeTestValues; language?: 'en' | 'ru' } = {}) =>
  bench.renderInForm(<NativeSection record={undefined} context={{ isNew: false, isAudio: false, today: '2030-05-15' }} />, { values, language });
