import {
  audioLengthProblem,
  CODE,
  COMPANION_FORMATS,
  HTML_BANNER_MAX_UNPACKED_BYTES,
  IMAGE_FORMATS,
  UPLOAD_MESSAGES,
  VIDEO_SIZES,
  withinImagePixels,
  type PixelSize,
  type UploadErrorReason,
} from '../../src/api/contract';
import { withFileSource, type ByteSource, type FileOnDisk } from './byte-source';
import { htmlBannerProblem } from './html-banner';
import { imageFactsOfFile } from './image-facts';
import { dimensionProblem } from './image-rules';
import type { CreativeKind } from './kinds';
import { mp3Duration } from './mp3-facts';
import { mp4Facts } from './mp4-facts';
import { pngDataMatchesHeader } from './png-data';
import { SIZE_RULE, type SizeCode } from './size-rules';
import { CONTENT_TYPE, sniffFormat, type SniffedFormat } from './sniff';
import { listZip } from './zip-listing';
import { checkUnpackedSizes, readZip } from './zip-unpack';

/** What the content showed, as the upload's answer gives it. */
export type CreativeFacts =
  | { format: 'image'; width: number; height: number }
  | { format: 'html'; width: number; height: number }
  | { format: 'video'; width: number; height: number; duration: number }
  | { format: 'audio'; duration: number; extension: 'mp3' };

export type CheckedCreative = CreativeFacts & { contentType: string };

export interface Refusal {
  code: typeof CODE.INVALID_ARGUMENT | SizeCode;
  reason: UploadErrorReason;
  message: string;
}

export type CheckResult = { ok: true; creative: CheckedCreative } | { ok: false; refusal: Refusal };

const refuse = (reason: UploadErrorReason, message: string, code: Refusal['code'] = CODE.INVALID_ARGUMENT): CheckResult => ({ ok: false, refusal: { code, reason, message } });
const accept = (format: SniffedFormat, facts: CreativeFacts): CheckResult => ({ ok: true, creative: { ...facts, contentType: CONTENT_TYPE[format] } });

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T => value !== null && (list as readonly string[]).includes(value);

/**
 * An image's size is read from its header, so it is held to the pixel limits before anything else is
 * judged on it, and a PNG's data must be exactly the picture its header describes (checked by a
 * counted inflate, stopped at the header's size). Other formats are judged on their header's size
 * only: their pixels are never decoded here, and the byte limit bounds what their data can hold.
 */
const checkImage = async (kind: CreativeKind, format: SniffedFormat | null, file: FileOnDisk, slot: PixelSize | null): Promise<CheckResult> => {
  const companion = kind === 'companion';
  if (!isOneOf(companion ? COMPANION_FORMATS : IMAGE_FORMATS, format)) return refuse('fileType', companion ? UPLOAD_MESSAGES.companionType : UPLOAD_MESSAGES.imageType);
  const size = await imageFactsOfFile(file);
  if (size === null) return refuse('unreadable', UPLOAD_MESSAGES.unreadable);
  if (!withinImagePixels(size)) return refuse('imagePixels', UPLOAD_MESSAGES.imagePixels);
  if (format === 'png' && !(await withFileSource(file, pngDataMatchesHeader))) return refuse('unreadable', UPLOAD_MESSAGES.unreadable);
  const problem = dimensionProblem(kind, size, slot);
  return problem ? refuse(problem.reason, problem.message) : accept(format, { format: 'image', ...size });
};

/** A banner is an image of its slot's shape, or a zip HTML banner (spec 2 §5). */
const checkBanner = async (format: SniffedFormat | null, file: FileOnDisk, slot: PixelSize): Promise<CheckResult> => {
  if (format !== 'zip') {
    return isOneOf(IMAGE_FORMATS, format) ? checkImage('banner', format, file, slot) : refuse('fileType', UPLOAD_MESSAGES.bannerType);
  }
  return withFileSource(file, (zip) => checkHtmlBanner(zip, slot));
};

/** A zip banner, by positional reads of its directory and a counted inflate of each entry. */
const checkHtmlBanner = async (zip: ByteSource, slot: PixelSize): Promise<CheckResult> => {
  const entries = await listZip(zip);
  const problem = entries === null ? 'htmlFormatError' : htmlBannerProblem(entries);
  if (problem === 'htmlTooBig') return refuse('htmlTooBig', UPLOAD_MESSAGES.htmlTooBig);
  if (problem !== null) return refuse('htmlFormatError', UPLOAD_MESSAGES.htmlFormatError);
  // The listing only says what the entries claim: unpack them once, held to the limit, so a zip
  // whose headers understate its files (a bomb behind a small index.html) is refused here, at the
  // cost of the sizes it states, and what is served later is exactly what was checked.
  const packed = await readZip(zip);
  if (packed === null) return refuse('htmlFormatError', UPLOAD_MESSAGES.htmlFormatError);
  const unpacked = await checkUnpackedSizes(zip, packed, HTML_BANNER_MAX_UNPACKED_BYTES);
  if (unpacked === 'tooBig') return refuse('htmlTooBig', UPLOAD_MESSAGES.htmlTooBig);
  if (unpacked === 'lies') return refuse('htmlDamaged', UPLOAD_MESSAGES.htmlDamaged);
  return accept('zip', { format: 'html', width: slot.width, height: slot.height });
};

const checkVideo = async (format: SniffedFormat | null, file: FileOnDisk): Promise<CheckResult> => {
  if (format !== 'mp4') return refuse('fileType', UPLOAD_MESSAGES.videoType);
  const facts = await withFileSource(file, mp4Facts);
  if (facts === null) return refuse('unreadable', UPLOAD_MESSAGES.unreadable);
  if (!VIDEO_SIZES.some((size) => size.width === facts.width && size.height === facts.height)) return refuse('videoDimensions', UPLOAD_MESSAGES.videoDimensions);
  return accept(format, { format: 'video', ...facts });
};

const checkAudio = async (format: SniffedFormat | null, file: FileOnDisk): Promise<CheckResult> => {
  if (format !== 'mp3') return refuse('invalidFileError', UPLOAD_MESSAGES.invalidFileError);
  const duration = await mp3Duration(file);
  if (duration === null) return refuse('unreadable', UPLOAD_MESSAGES.unreadable);
  const length = audioLengthProblem(duration);
  if (length !== null) return refuse(length, UPLOAD_MESSAGES[length]);
  return accept(format, { format: 'audio', duration, extension: 'mp3' });
};

/**
 * Checks a creative file against its kind's rule, by its content only: the size first (cheapest),
 * then the format by magic bytes, then what the format tells (image size from its header, a zip's
 * listing, an mp4's boxes, an mp3's frames). `slot` is the banner slot for kind `banner`. The file is
 * read where it lies (the upload's temporary file): heads, positional reads and streams, never whole.
 */
export const checkCreative = async (kind: CreativeKind, file: FileOnDisk, slot: PixelSize | null = null): Promise<CheckResult> => {
  if (file.size === 0) return refuse('emptyFile', UPLOAD_MESSAGES.emptyFile);
  const size = SIZE_RULE[kind];
  if (file.size > size.maxBytes) return refuse(size.reason, size.message, size.code);
  const format = await sniffFormat(file);
  switch (kind) {
    case 'audio':
      return checkAudio(format, file);
    case 'video':
    case 'native_video':
      return checkVideo(format, file);
    case 'banner':
      if (slot === null) throw new Error('checkCreative: a banner is checked against its slot');
      return checkBanner(format, file, slot);
    default:
      return checkImage(kind, format, file, slot);
  }
};
