import type { FieldErrorsData } from './envelope';
import { MEGABYTE } from './campaign-creatives';

/**
 * Creative uploads (spec 2 §5, §7 "Uploads", §9; spec 3 §9 media limits). The spec names POST
 * /v1/file/upload3 and "native upload", "video ad upload" and "audio upload" without paths: the three
 * paths below are ours. Every call takes multipart/form-data with the file in `file` and the rule to
 * check it against in `kind` (and, for a banner, the slot's `width` and `height`); the server checks
 * the file by its content only (never its name or declared type) and stores nothing that fails. The
 * browser checks the same rules with these constants before sending, and shows the same messages.
 */
export const CREATIVE_UPLOAD_PATHS = {
  /** Images for banners, responsive ads and general use, and zip HTML banners → UploadedImage | UploadedHtmlBanner. */
  upload3: '/v1/file/upload3',
  /** Native ad images, logo or app icon, and video → UploadedImage | UploadedVideo (ours). */
  native: '/v1/file/upload/native',
  /** Video ads and their companion banners → UploadedVideo | UploadedImage (ours). */
  video: '/v1/file/upload/video',
  /** Audio ad tracks → UploadedAudio (ours). */
  audio: '/v1/file/upload/audio',
  /** GET /{key} → the stored file itself (public, like an <img> source; not an envelope); a creative file's key is its `file_url`'s last part. */
  cache: '/v1/file/cache',
} as const;

/** The multipart field names of every upload call. */
export const UPLOAD_FIELD = { file: 'file', kind: 'kind', width: 'width', height: 'height' } as const;

/**
 * What each call checks a file against. `kind` is required (code 2 on `kind` without one): a default
 * would let a file skip its rule (upload3's general `image` has no size rule), and the campaign save
 * only takes a file for the place its kind (and a banner's slot) names.
 */
export const UPLOAD3_KINDS = ['image', 'banner', 'dynamic_image', 'dynamic_logo'] as const;
export const NATIVE_UPLOAD_KINDS = ['image', 'logo', 'video'] as const;
export const VIDEO_UPLOAD_KINDS = ['video', 'companion'] as const;
export const AUDIO_UPLOAD_KINDS = ['audio'] as const;

export type Upload3Kind = (typeof UPLOAD3_KINDS)[number];
export type NativeUploadKind = (typeof NATIVE_UPLOAD_KINDS)[number];
export type VideoUploadKind = (typeof VIDEO_UPLOAD_KINDS)[number];
export type AudioUploadKind = (typeof AUDIO_UPLOAD_KINDS)[number];

/* ---------- Limits (spec 2 §5, spec 3 §9) ---------- */

export interface PixelSize {
  width: number;
  height: number;
}

/** Spec 3 §9 "Image limit 500000 bytes" and code 8: an image must be under this many bytes. */
export const IMAGE_MAX_BYTES = 500_000;
/** A zip HTML banner is held to the image limit too (the spec names none for zips; code 8). */
export const HTML_BANNER_MAX_BYTES = IMAGE_MAX_BYTES;
/**
 * What an HTML banner's files may add up to once unpacked (ours: the spec names no limit). The listing
 * is read first (a bomb that admits its size costs only that); then each entry is unpacked with the
 * inflate stopped at the size the listing states for it, so a zip whose headers understate its files
 * is refused too (htmlDamaged), after unpacking at most this many bytes.
 */
export const HTML_BANNER_MAX_UNPACKED_BYTES = 10 * MEGABYTE;
/** "Up to 10 MB": 10,485,760 bytes is still accepted (code 181 above it). */
export const VIDEO_MAX_BYTES = 10 * MEGABYTE;
/** "Max 20 MB per file": 20,971,520 bytes is still accepted (code 181 above it). */
export const AUDIO_MAX_BYTES = 20 * MEGABYTE;
/** "Max 150k": 153,600 bytes is still accepted (code 181 above it). */
export const COMPANION_MAX_BYTES = 150 * 1024;

/** Spec 2 §5: 15 to 30 seconds, both inclusive, compared exactly (see audioLengthProblem). */
export const AUDIO_MIN_SECONDS = 15;
export const AUDIO_MAX_SECONDS = 30;
/** Spec 2 §5: at most 5 tracks per campaign (the editor holds it and the mock's save too; each upload is one file). */
export const AUDIO_MAX_FILES = 5;

export const DYNAMIC_IMAGE_SIZE: PixelSize = { width: 250, height: 250 };
export const NATIVE_IMAGE_SIZES: readonly PixelSize[] = [
  { width: 1200, height: 627 },
  { width: 600, height: 600 },
];
export const NATIVE_LOGO_SIZE: PixelSize = { width: 128, height: 128 };
export const VIDEO_SIZES: readonly PixelSize[] = [
  { width: 480, height: 360 },
  { width: 640, height: 360 },
  { width: 1920, height: 800 },
];
export const COMPANION_SIZE: PixelSize = { width: 300, height: 250 };

/**
 * The largest picture taken, whatever its bytes (ours: the spec names none). A few hundred KB can hold
 * a picture of billions of pixels that a browser or an ad server would decode into gigabytes, so an
 * image's size from its header is held to 4096 pixels a side and 16 megapixels in all, by the browser
 * before sending and by the server, which also checks that a PNG's data is exactly that picture.
 */
export const IMAGE_MAX_SIDE = 4096;
export const IMAGE_MAX_PIXELS = 16_000_000;

/** Whether a picture of this size is within IMAGE_MAX_SIDE and IMAGE_MAX_PIXELS. */
export const withinImagePixels = ({ width, height }: PixelSize): boolean => width <= IMAGE_MAX_SIDE && height <= IMAGE_MAX_SIDE && width * height <= IMAGE_MAX_PIXELS;

/** Image formats by content; svg is not taken (a script-carrying format has no place in an ad upload). */
export const IMAGE_FORMATS = ['png', 'jpg', 'gif', 'webp'] as const;
export const COMPANION_FORMATS = ['png', 'jpg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/**
 * A duration as a player shows it, in whole seconds (display only: the rules compare exact lengths).
 */
export const wholeSeconds = (seconds: number): number => Math.round(seconds);

/**
 * Spec 2 §5 "15 to 30 seconds": 15.0 ≤ length ≤ 30.0, no rounding (a 14.6 s track is too short, a
 * 30.05 s one too long). The length is what plays: the decoded samples once an encoder's delay and
 * padding are trimmed (the LAME/Info header says how many; browsers trim them when decoding, and the
 * server reads the same header), so a "30 s" LAME file is 30.0 s on both sides, not its 30.096 s of
 * frames. Null when the length is within the bounds.
 */
export const audioLengthProblem = (seconds: number): 'minLengthError' | 'maxLengthError' | null =>
  seconds < AUDIO_MIN_SECONDS ? 'minLengthError' : seconds > AUDIO_MAX_SECONDS ? 'maxLengthError' : null;

/** Spec 2 §5: at least the slot's width and height, with exactly its aspect ratio. */
export const fitsBannerSlot = (slot: PixelSize, image: PixelSize): boolean =>
  image.width >= slot.width && image.height >= slot.height && image.width * slot.height === image.height * slot.width;

export const sizeLabel = ({ width, height }: PixelSize): string => `${width}x${height}`;

const either = (sizes: readonly PixelSize[]): string => {
  const labels = sizes.map(sizeLabel);
  return labels.length <= 1 ? labels.join('') : `${labels.slice(0, -1).join(', ')} or ${labels[labels.length - 1]}`;
};

/* ---------- Messages ---------- */

/**
 * Why a file was refused: the spec's message keys (spec 2 §5 and §8) where it has one, ours for the
 * rest. Each refusal answers its key in `data.reason`, so a client can show its own translation, and
 * the English text below in `data.errors.file` (or the field at fault).
 */
export type UploadErrorReason =
  | 'bannerSize'
  | 'htmlFormatError'
  | 'imageSizeError'
  | 'imageSquareError'
  | 'imageDimensions'
  | 'videoDimensions'
  | 'invalidFileError'
  | 'minLengthError'
  | 'maxLengthError'
  | 'fileSizeError'
  | 'imageTooBig'
  | 'imagePixels'
  | 'htmlTooBig'
  | 'htmlDamaged'
  | 'fileType'
  | 'unreadable'
  | 'emptyFile'
  | 'kind'
  | 'slot'
  | 'required'
  | 'form'
  /** The account's stored files would pass its limit (STORAGE_MESSAGES.quota, ACCOUNT_STORAGE_LIMIT_BYTES). */
  | 'storageQuota';

/**
 * The English messages. The spec quotes only 'Please upload image with WxH dimensions' (native
 * images and logo; we use it for the companion banner's fixed size and, with "video", for video
 * sizes); the others are ours, written for the keys the spec names.
 */
export const UPLOAD_MESSAGES = {
  bannerSize: (slot: PixelSize): string => `The image must be at least ${sizeLabel(slot)} pixels, with exactly that aspect ratio.`,
  htmlFormatError: 'An HTML banner must be a zip file with index.html at its root.',
  imageSizeError: `The image must be exactly ${sizeLabel(DYNAMIC_IMAGE_SIZE)} pixels.`,
  imageSquareError: 'The logo must be square (as wide as it is high).',
  imageDimensions: (sizes: readonly PixelSize[]): string => `Please upload image with ${either(sizes)} dimensions`,
  videoDimensions: `Please upload video with ${either(VIDEO_SIZES)} dimensions`,
  invalidFileError: 'Only mp3 files are allowed.',
  minLengthError: `The audio must be at least ${AUDIO_MIN_SECONDS} seconds long.`,
  maxLengthError: `The audio must be at most ${AUDIO_MAX_SECONDS} seconds long.`,
  fileSizeError: (limit: string): string => `The file must be at most ${limit}.`,
  imageTooBig: `The file must be under ${IMAGE_MAX_BYTES} bytes.`,
  imagePixels: `The image must be at most ${IMAGE_MAX_SIDE} pixels on each side and ${IMAGE_MAX_PIXELS} pixels in all.`,
  htmlTooBig: `The HTML banner's files must add up to at most ${HTML_BANNER_MAX_UNPACKED_BYTES} bytes once unpacked.`,
  htmlDamaged: "The HTML banner's zip is damaged: its files do not unpack to the sizes it lists.",
  imageType: 'Only png, jpg, gif or webp images are allowed.',
  bannerType: 'Only png, jpg, gif or webp images, or a zip HTML banner, are allowed.',
  companionType: 'Only jpg or png images are allowed.',
  videoType: 'Only mp4 videos are allowed.',
  unreadable: 'The file could not be read.',
  emptyFile: 'The file is empty.',
  kind: (kinds: readonly string[]): string => `Use one of: ${kinds.join(', ')}.`,
  slot: 'Give the width and height of one of the banner slots.',
  required: 'Field is required.',
  multipart: 'Send the file as multipart/form-data.',
} as const;

/** The limits as the messages name them. */
export const SIZE_LIMIT_LABEL = { video: '10 MB', audio: '20 MB', companion: '150 KB' } as const;

/** A refused upload's `data`: the message per field, and the reason's key. */
export interface UploadErrorData extends FieldErrorsData {
  reason: UploadErrorReason;
}

/* ---------- Answers ---------- */

interface UploadedBase {
  file_id: number;
  /**
   * The stored file: `/v1/file/cache/{key}`, its key 128 random bits (32 hex characters), so a public
   * file cannot be found by counting; `file_id` names it only to the campaign save.
   */
  file_url: string;
  /** The name the file was sent under (shown as text only). */
  file_name: string;
  /** Bytes. */
  size: number;
  /** The content type found in the content, which is also what the file is served as. */
  content_type: string;
}

export interface UploadedImage extends UploadedBase {
  format: 'image';
  width: number;
  height: number;
}

/** A zip HTML banner: its width and height are the slot's (an HTML banner has no size of its own). */
export interface UploadedHtmlBanner extends UploadedBase {
  format: 'html';
  width: number;
  height: number;
}

export interface UploadedVideo extends UploadedBase {
  format: 'video';
  width: number;
  height: number;
  /** Seconds. */
  duration: number;
}

export interface UploadedAudio extends UploadedBase {
  format: 'audio';
  /** Seconds that play (the encoder's delay and padding trimmed), as audioLengthProblem compares them. */
  duration: number;
  extension: 'mp3';
}

export type UploadedCreativeFile = UploadedImage | UploadedHtmlBanner | UploadedVideo | UploadedAudio;
