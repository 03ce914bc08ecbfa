/** The creatives of a campaign (spec 2 §3 "visuals"), in the backend's snake case. */

/**
 * Creative names (spec 1 §5, spec 2 §5): required, at most 75 characters, only letters, digits,
 * dashes, underscores and dots (ASCII: the names travel to ad exchanges), spaces typed become
 * underscores. The messages are the spec's, word for word (its characters message omits dots).
 */
export const CREATIVE_NAME_MAX = 75;
export const CREATIVE_NAME_PATTERN = /^[A-Za-z0-9._-]*$/;
export const CREATIVE_NAME_MESSAGES = {
  required: 'Creative Name is a required field',
  length: 'Names must be 75 characters or less',
  characters: 'Names can only contain letters, numbers, dashes, underscores no spaces',
} as const;

export type PolicyStatus = 'APPROVED' | 'DISAPPROVED' | 'PENDING_REVIEW';

export interface PolicyCompliance {
  status: PolicyStatus;
  policy_topics: string[];
}

/** Spec 2 §3: three parts; all approved → approved, any disapproved → disapproved, else pending. */
export interface CreativeServingDecision {
  deals_policy_compliance: PolicyCompliance;
  network_policy_compliance: PolicyCompliance;
  platform_policy_compliance: PolicyCompliance;
}

/** Banner slots by size (spec 2 §9); the key is the slot's number where the spec gives one. */
export const BANNER_SLOTS = [
  { key: 101, width: 970, height: 90 },
  { key: 102, width: 320, height: 50 },
  { key: 103, width: 728, height: 90 },
  { key: 104, width: 160, height: 600 },
  { key: 105, width: 250, height: 250 },
  { key: 106, width: 300, height: 250 },
  { key: 107, width: 300, height: 100 },
  { key: 108, width: 300, height: 600 },
  { key: 109, width: 240, height: 400 },
  { key: 110, width: 320, height: 480 },
  { key: 111, width: 480, height: 320 },
  { key: 112, width: 480, height: 800 },
  { key: 113, width: 768, height: 1024 },
] as const;

export interface BannerCreative {
  /** The slot's width and height (the image may be larger, with the slot's aspect ratio). */
  width: number;
  height: number;
  type_key: 1;
  key: number;
  file_id: number | null;
  url: string;
  /**
   * Ours (the spec's banner has no such field): what the upload found, an image or a zip HTML banner
   * played from its index.html. The server sets it from the stored file, so a preview never guesses.
   */
  format: 'image' | 'html';
  creative_name: string;
  creative_serving_decision: CreativeServingDecision | null;
}

export interface KeyedText {
  key: number;
  value: string;
}

export interface KeyedFile {
  key: number;
  file_id: number;
  url: string;
}

/** Spec 2 §5 "up to 5 titles"; descriptions are held to the same count (the spec names none for them). */
export const DYNAMIC_MAX_TITLES = 5;
export const DYNAMIC_MAX_DESCRIPTIONS = 5;

export interface DynamicAd {
  titles: KeyedText[];
  descriptions: KeyedText[];
  call_to_action: string;
  /** Hex without '#'; default 65abf6. */
  call_to_action_color: string;
  company_name: string;
  creative_name: string;
  images: KeyedFile[];
  logos: KeyedFile[];
  is_manual: boolean;
}

export interface NativeImage {
  file_id: number;
  url: string;
  width: number;
  height: number;
  file_name: string;
}

export interface MediaFile {
  file_id: number;
  name: string;
  url: string;
  /** Bytes. */
  size: number;
  /** Seconds. */
  duration: number;
}

export interface NativeAd {
  creative_name: string;
  headline: string;
  body: string;
  call_to_action: string;
  logo: NativeImage | null;
  images: NativeImage[];
  video: MediaFile | null;
  /** 1-5, default 5. */
  star_rating: number;
  price: string;
  advertiser: string;
  creative_serving_decision: CreativeServingDecision | null;
}

export interface CompanionBanner {
  width: number;
  height: number;
  creative_name: string;
  file_id: number;
  url: string;
}

/**
 * An exchange's review of a video ad as `google_status` carries it (spec 2 §3): APPROVED,
 * PENDING_REVIEW, or the exchange's rejection reason. The reasons the mock sends are listed here, so the
 * app names each in words (locales: campaign-editor.video.exchangeReview) and keeps the code only as a
 * detail for support; a reason not listed reads as a rejection with its code.
 */
export const EXCHANGE_REVIEW = { approved: 'APPROVED', pending: 'PENDING_REVIEW' } as const;
export const EXCHANGE_REJECTION_REASONS = ['POLICY_VIOLATION_86'] as const;
export type ExchangeRejectionReason = (typeof EXCHANGE_REJECTION_REASONS)[number];

export interface VideoAd {
  creative_name: string;
  video: (MediaFile & { width: number; height: number }) | null;
  companion_banners: CompanionBanner[];
  exchange_id: number | null;
  google_status: string | null;
  creative_serving_decision: CreativeServingDecision | null;
}

/** Sizes "in MB" (spec 2 §3, spec 3 §9) are binary megabytes: the 20 MB audio limit is 20 × 1,048,576 bytes. */
export const MEGABYTE = 1024 * 1024;

/** Bytes → megabytes with two decimals, as an audio ad stores its size and the player shows it. */
export const megabytes = (bytes: number): number => Math.round((bytes / MEGABYTE) * 100) / 100;

export interface AudioAd {
  file_id: number;
  name: string;
  url: string;
  /** Megabytes. */
  size: number;
  /**
   * Ours (the spec's audio ad has none): the seconds that play, as the upload's checks read them by
   * decoding, so the player shows that length rather than the audio element's estimate. The server
   * sets it, with the size and URL, from the stored file.
   */
  duration: number;
  extension: 'mp3';
}

export interface CampaignVisuals {
  banners: BannerCreative[];
  dynamic_enabled: boolean;
  dynamic_ad: DynamicAd | null;
  native_enabled: boolean;
  native_ad: NativeAd | null;
  video_enabled: boolean;
  /** Always at least one item (spec 2 §3). */
  video_ads: VideoAd[];
  audio_enabled: boolean;
  audio_ads: AudioAd[];
}

/**
 * Spec 1 §5: at submission at least one creative type must exist: banners (at least one, each with a
 * creative name), unless a responsive, native or video ad is on or the campaign is audio advertising.
 * The app's publish checklist and the mock's publish both ask this one question.
 */
export const hasCreativeType = (visuals: CampaignVisuals, isAudioAdvertising: boolean): boolean => {
  if (visuals.dynamic_enabled || visuals.native_enabled || visuals.video_enabled || isAudioAdvertising) return true;
  return visuals.banners.length > 0 && visuals.banners.every((banner) => banner.creative_name.trim() !== '');
};
