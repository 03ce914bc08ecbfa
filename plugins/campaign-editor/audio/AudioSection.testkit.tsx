import audioEn from '../../../locales/en/campaign-editor-audio.json';
import audioRu from '../../../locales/ru/campaign-editor-audio.json';
import creativesEn from '../../../locales/en/campaign-editor-creatives.json';
import creativesRu from '../../../locales/ru/campaign-editor-creatives.json';
import type { AudioAd, CampaignVisuals } from '../../../src/api/contract';
import { defaultVisuals } from '../../../src/api/contract/campaign-defaults';
import { storedUpload, uploadRecordedAs } from '../creatives/uploads.testkit';
import { createSectionBench } from '../sections/sectionBench.testkit';
import AudioSection from './AudioSection';
import { audioRules } from './audioRules';

/* The audio ads tab on the editor's section bench: uploads go to the mock, which checks and stores them. */

export interface AudioTestValues {
  visuals: CampaignVisuals;
  bidding_strategy: { goal: string };
}

export const audioValues = (tracks: AudioAd[] = []): AudioTestValues => ({
  visuals: { ...defaultVisuals(), audio_enabled: true, audio_ads: tracks },
  bidding_strategy: { goal: 'audio_advertising' },
});

export const storedTrack = (n: number, overrides: Partial<AudioAd> = {}): AudioAd => ({
  file_id: 9140 + n,
  name: `spot_${n}.mp3`,
  url: `/v1/file/cache/${9140 + n}`,
  size: 0.03,
  duration: 20,
  extension: 'mp3',
  ...overrides,
});

/** An mp3 by its first bytes (an MPEG-1 layer III frame header), padded to `size` bytes; how long it plays is `DURATIONS[name]` (jsdom cannot decode). */
export const mp3File = (name: string, size = 40_000) => {
  const bytes = new Uint8Array(size);
  bytes.set([0xff, 0xfb, 0x90, 0x64]);
  return new File([bytes], name, { type: 'audio/mpeg' });
};
/**
 * The lengths the browser's decoder reads in the tests (jsdom cannot decode; the bounds are exact,
 * 15.0 to 30.0 s). The mock decodes what it is sent itself.
 */
export const DURATIONS: Record<string, number> = { 'spot 10s.mp3': 10, 'spot 14.6s.mp3': 14.6, 'spot 20s.mp3': 20.09, 'spot 30s.mp3': 30, 'spot 30.05s.mp3': 30.05 };
export const readDuration = (file: Blob) => Promise.resolve(DURATIONS[(file as File).name] ?? null);

const bench = createSectionBench<AudioTestValues>({
  messages: { en: [creativesEn, audioEn], ru: [creativesRu, audioRu] },
  recordAs: uploadRecordedAs,
  rules: { rules: audioRules, context: { isNew: false, isAudio: true, today: '2030-05-15' } },
});

export const { backend, formValues, requestsNamed, refuseNext } = bench;
/** The file the mock stored last under this name. */
export const stored = (name: string) => storedUpload(backend, name);

export const renderAudioAds = ({ values = audioValues(), language = 'en' }: { values?: AudioTestValues; language?: 'en' | 'ru' } = {}) =>
  bench.renderInForm(<AudioSection record={undefined} context={{ isNew: false, isAudio: true, today: '2030-05-15' }} readDuration={readDuration} />, { values, language });
