import {
  BANNER_SLOTS,
  megabytes,
  type AudioAd,
  type BannerCreative,
  type CampaignGoal,
  type CampaignVisuals,
  type CreativeServingDecision,
  type CreativeStatus,
  type PolicyStatus,
} from '../../src/api/contract';
import { defaultDynamicAd, defaultNativeAd, defaultVisuals } from './campaign-defaults';
import { mediaRandom, maybeSecondTopic, seededVideoFile, seedVideoAd } from './campaign-video';
import { SEED_AUDIO, SEED_HTML_BANNER, seedMediaContent } from './creative-media';
import { bannerFileId, CREATIVE_FILE_IDS, fileUrl } from './creative-files';
import type { Random } from './random';

/** `count` distinct items drawn without replacement, in draw order. */
export const pickSome = <T>(rnd: Random, items: readonly T[], count: number): T[] => {
  const left = [...items];
  const picked: T[] = [];
  while (picked.length < count && left.length > 0) picked.push(...left.splice(rnd.int(0, left.length - 1), 1));
  return picked;
};

/** Creative names as the editor makes them: letters, digits, dashes, underscores, dots; at most 75. */
export const creativeName = (...parts: string[]): string =>
  parts
    .join('_')
    .replace(/\s+/g, '_')
    .replace(/[^A-Za-z0-9._-]/g, '')
    .slice(0, 75);

const POLICY_TOPICS = ['Misleading claims', 'Unclear landing page', 'Restricted content'] as const;

/**
 * A creative's serving decision agreeing with the campaign's creative status (spec 1 §4): approved
 * means all three parts approved, disapproved one part disapproved with its policy topic, pending one
 * part still in review. Drafts were never reviewed: null.
 */
export const servingDecision = (rnd: Random, status: CreativeStatus | null): CreativeServingDecision | null => {
  if (status === null) return null;
  const approved = { status: 'APPROVED' as PolicyStatus, policy_topics: [] as string[] };
  const parts: [CreativeServingDecision['deals_policy_compliance'], CreativeServingDecision['network_policy_compliance'], CreativeServingDecision['platform_policy_compliance']] = [
    { ...approved },
    { ...approved },
    { ...approved },
  ];
  const index = rnd.int(0, 2);
  if (status === 'disapproved') parts[index] = { status: 'DISAPPROVED', policy_topics: [rnd.pick(POLICY_TOPICS)] };
  if (status === 'pending_review') parts[index] = { status: 'PENDING_REVIEW', policy_topics: [] };
  const [deals, network, platform] = parts;
  return { deals_policy_compliance: deals, network_policy_compliance: network, platform_policy_compliance: platform };
};

const banners = (rnd: Random, base: string, review: CreativeStatus | null): BannerCreative[] => {
  const count = rnd.int(1, 3);
  const slots = pickSome(rnd, BANNER_SLOTS, count).sort((a, b) => a.key - b.key);
  return slots.map((slot) => ({
    width: slot.width,
    height: slot.height,
    type_key: 1,
    key: slot.key,
    file_id: bannerFileId(slot.key),
    url: fileUrl(bannerFileId(slot.key)),
    format: 'image',
    creative_name: creativeName(base, `${slot.width}x${slot.height}`),
    creative_serving_decision: servingDecision(rnd, review),
  }));
};

/** Up to 3 tracks, each a real seeded mp3 (SEED_AUDIO) with its real size. */
const audioTracks = (rnd: Random, base: string): AudioAd[] =>
  Array.from({ length: rnd.int(1, SEED_AUDIO.length) }, (_, index) => {
    const fileId = CREATIVE_FILE_IDS.audioFirst + index;
    const track = SEED_AUDIO[index] ?? SEED_AUDIO[0];
    // Still drawn (it was the size before the tracks were real files), so the later draws stay put.
    rnd.float(0.3, 1.2);
    return {
      file_id: fileId,
      name: `${creativeName(base, 'spot', String(index + 1))}.mp3`,
      url: fileUrl(fileId),
      size: track ? megabytes(seedMediaContent(track).length) : 0,
      duration: track?.duration ?? 0,
      extension: 'mp3',
    };
  });

export interface VisualsSeed {
  goal: CampaignGoal;
  /** The campaign name's slug, the stem of its creative names. */
  stem: string;
  /** Advertiser-facing texts. */
  company: string;
  /** Null for drafts (never reviewed). */
  review: CreativeStatus | null;
  /** A draft may still lack creatives: publishing it is then refused with code 135. */
  incomplete: boolean;
  app?: { name: string; developer: string; price: string; starRating: number } | undefined;
}

/** Creatives by goal: tracks for audio, banners for the rest, plus responsive or native ads for some. */
export const seedVisuals = (rnd: Random, seed: VisualsSeed): CampaignVisuals => {
  const visuals = defaultVisuals();
  if (seed.incomplete) return visuals;
  if (seed.goal === 'audio_advertising') return { ...visuals, audio_enabled: true, audio_ads: audioTracks(rnd, seed.stem) };
  visuals.banners = banners(rnd, seed.stem, seed.review);
  const awareness = seed.goal === 'enhanced_exposure' || seed.goal === 'maximized_reach';
  if (awareness && rnd.chance(0.5)) {
    visuals.dynamic_enabled = true;
    visuals.dynamic_ad = {
      ...defaultDynamicAd(),
      titles: [
        { key: 1, value: seed.company.slice(0, 30) },
        { key: 2, value: 'Offers this week' },
      ],
      descriptions: [{ key: 1, value: 'See what is new and save on your next order.' }],
      call_to_action: 'Learn more',
      company_name: seed.company.slice(0, 10),
      creative_name: creativeName(seed.stem, 'responsive'),
      images: [{ key: 1, file_id: CREATIVE_FILE_IDS.dynamicImage, url: fileUrl(CREATIVE_FILE_IDS.dynamicImage) }],
      logos: [{ key: 1, file_id: CREATIVE_FILE_IDS.dynamicLogo, url: fileUrl(CREATIVE_FILE_IDS.dynamicLogo) }],
    };
  }
  const nativeGoal = seed.goal === 'landing_page_traffic' || seed.goal === 'app_installs' || seed.goal === 'app_custom_event';
  if (nativeGoal && rnd.chance(0.6)) {
    visuals.native_enabled = true;
    const image = (id: number, width: number, height: number) => ({ file_id: id, url: fileUrl(id), width, height, file_name: `${seed.stem}_${width}x${height}.png` });
    visuals.native_ad = {
      ...defaultNativeAd(),
      creative_name: creativeName(seed.stem, 'native'),
      headline: (seed.app?.name ?? seed.company).slice(0, 25),
      body: seed.app ? 'Install now and get started in minutes.' : 'Fresh deals picked for you, every day.',
      call_to_action: seed.app ? 'Install' : 'Shop now',
      logo: image(CREATIVE_FILE_IDS.nativeLogo, 128, 128),
      images: [image(CREATIVE_FILE_IDS.nativeLandscape, 1200, 627)],
      star_rating: seed.app ? Math.max(1, Math.min(5, Math.round(seed.app.starRating))) : 5,
      price: seed.app?.price ?? '',
      advertiser: (seed.app?.developer ?? seed.company).slice(0, 25),
      creative_serving_decision: servingDecision(rnd, seed.review),
    };
  }
  addMediaCreatives(visuals, seed);
  return visuals;
};

/**
 * Video ads (every campaign named for video, about a third of the others) and the native ad's video
 * (half of the native ads), and a second policy topic on some disapprovals, from the campaign's own
 * media stream (campaign-video.ts).
 */
const addMediaCreatives = (visuals: CampaignVisuals, seed: VisualsSeed): void => {
  const media = mediaRandom(seed.stem);
  const review = (): CreativeServingDecision | null => maybeSecondTopic(media, servingDecision(media, seed.review));
  visuals.banners = visuals.banners.map((banner) => ({ ...banner, creative_serving_decision: maybeSecondTopic(media, banner.creative_serving_decision) }));
  if (seed.stem.includes('video') || media.chance(0.3)) {
    visuals.video_enabled = true;
    visuals.video_ads = [seedVideoAd(creativeName, seed.stem, review())];
  }
  if (visuals.native_enabled && visuals.native_ad && media.chance(0.5)) {
    const { width: _width, height: _height, ...video } = seededVideoFile(`${seed.stem}_native.mp4`);
    visuals.native_ad = { ...visuals.native_ad, video, creative_serving_decision: maybeSecondTopic(media, visuals.native_ad.creative_serving_decision) };
  }
  // A quarter of the 300x250 banners are the zip HTML banner (drawn last, so no earlier draw moved).
  const medium = visuals.banners.findIndex((banner) => banner.key === HTML_BANNER_SLOT_KEY);
  const banner = visuals.banners[medium];
  if (banner && media.chance(0.25)) {
    visuals.banners[medium] = { ...banner, file_id: CREATIVE_FILE_IDS.htmlBanner, url: fileUrl(CREATIVE_FILE_IDS.htmlBanner), format: 'html' };
  }
};

/** The slot of the seeded HTML banner (SEED_HTML_BANNER: 300x250). */
const HTML_BANNER_SLOT_KEY = BANNER_SLOTS.find((slot) => slot.width === SEED_HTML_BANNER.slot.width && slot.height === SEED_HTML_BANNER.slot.height)?.key;
