import adminEn from '../../../locales/en/campaign-editor-admin.json';
import adminRu from '../../../locales/ru/campaign-editor-admin.json';
import creativesEn from '../../../locales/en/campaign-editor-creatives.json';
import creativesRu from '../../../locales/ru/campaign-editor-creatives.json';
import videoEn from '../../../locales/en/campaign-editor-video.json';
import videoRu from '../../../locales/ru/campaign-editor-video.json';
import type { CampaignVisuals, CompanionBanner, VideoAd } from '../../../src/api/contract';
import { defaultVisuals, emptyVideoAd } from '../../../src/api/contract/campaign-defaults';
import { storedUpload, uploadRecordedAs } from '../creatives/uploads.testkit';
import { createSectionBench } from '../sections/sectionBench.testkit';
import VideoSection from './VideoSection';
import { videoRules } from './videoRules';

/* The video ads tab on the editor's section bench: uploads go to the mock, which checks and stores them. */

export interface VideoTestValues {
  visuals: CampaignVisuals;
  bidding_strategy: { goal: string };
}

export const videoValues = ({ enabled = true, ads = [emptyVideoAd()] }: { enabled?: boolean; ads?: VideoAd[] } = {}): VideoTestValues => ({
  visuals: { ...defaultVisuals(), video_enabled: enabled, video_ads: ads },
  bidding_strategy: { goal: 'landing_page_traffic' },
});

export const storedCompanion: CompanionBanner = { width: 300, height: 250, creative_name: 'Teaser_companion', file_id: 9131, url: '/v1/file/cache/9131' };

export const storedVideoAd = (overrides: Partial<VideoAd> = {}): VideoAd => ({
  ...emptyVideoAd(),
  creative_name: 'Teaser',
  video: { file_id: 9130, name: 'teaser.mp4', url: '/v1/file/cache/9130', size: 52_000, duration: 2.04, width: 640, height: 360 },
  companion_banners: [storedCompanion],
  ...overrides,
});

const bench = createSectionBench<VideoTestValues>({
  // The admin messages name the exchanges (an exchange's rejection says which one).
  messages: { en: [creativesEn, videoEn, adminEn], ru: [creativesRu, videoRu, adminRu] },
  recordAs: uploadRecordedAs,
  rules: { rules: videoRules, context: { isNew: false, isAudio: false, today: '2030-05-15' } },
});

export const { backend, formValues, requestsNamed, refuseNext } = bench;
/** The file the mock stored last under this name. */
export const stored = (name: string) => storedUpload(backend, name);

export const renderVideoAds = ({ values = videoValues(), language = 'en' }: { values?: VideoTestValues; language?: 'en' | 'ru' } = {}) =>
  bench.renderInForm(<VideoSection record={undefined} context={{ isNew: false, isAudio: false, today: '2030-05-15' }} />, { values, language });
