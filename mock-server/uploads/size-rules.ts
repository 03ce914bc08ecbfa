import {
  CODE,
  AUDIO_MAX_BYTES,
  COMPANION_MAX_BYTES,
  HTML_BANNER_MAX_BYTES,
  IMAGE_MAX_BYTES,
  SIZE_LIMIT_LABEL,
  UPLOAD_MESSAGES,
  VIDEO_MAX_BYTES,
  type UploadErrorReason,
} from '../../src/api/contract';
import { UPLOAD_CALLS, type CreativeKind, type UploadCall } from './kinds';

/** Code 8 ("Original image is too big (under 500000 bytes)") or 181 ("File size invalid"). */
export type SizeCode = 8 | 181;

export interface SizeRule {
  /** The largest file accepted, in bytes. */
  maxBytes: number;
  code: SizeCode;
  reason: UploadErrorReason;
  message: string;
}

const IMAGE_CODE = 8;

/** Images (and, on upload3, zip banners) must be *under* 500,000 bytes: code 8 names that limit. */
const image: SizeRule = { maxBytes: IMAGE_MAX_BYTES - 1, code: IMAGE_CODE, reason: 'imageTooBig', message: UPLOAD_MESSAGES.imageTooBig };
const banner: SizeRule = { ...image, maxBytes: Math.max(IMAGE_MAX_BYTES, HTML_BANNER_MAX_BYTES) - 1 };
const video: SizeRule = { maxBytes: VIDEO_MAX_BYTES, code: CODE.FILE_SIZE_INVALID, reason: 'fileSizeError', message: UPLOAD_MESSAGES.fileSizeError(SIZE_LIMIT_LABEL.video) };

export const SIZE_RULE: Readonly<Record<CreativeKind, SizeRule>> = {
  image,
  banner,
  dynamic_image: image,
  dynamic_logo: image,
  native_image: image,
  native_logo: image,
  native_video: video,
  video,
  companion: { ...video, maxBytes: COMPANION_MAX_BYTES, message: UPLOAD_MESSAGES.fileSizeError(SIZE_LIMIT_LABEL.companion) },
  audio: { ...video, maxBytes: AUDIO_MAX_BYTES, message: UPLOAD_MESSAGES.fileSizeError(SIZE_LIMIT_LABEL.audio) },
};

/**
 * The size rule a call is read under before its `kind` is known: its largest file. The multipart
 * reader writes at most that many bytes to the incoming folder; a larger file is stopped and removed
 * as it streams and refused with this rule, whatever its kind (every kind of the call refuses it too).
 */
export const largestRuleOf = (call: UploadCall): SizeRule => {
  const rules = Object.values(UPLOAD_CALLS[call].ruleOf).map((kind) => SIZE_RULE[kind]);
  return rules.reduce((largest, rule) => (rule.maxBytes > largest.maxBytes ? rule : largest));
};
