import { fitsBannerSlot, HTML_BANNER_MAX_BYTES, HTML_BANNER_MAX_UNPACKED_BYTES, IMAGE_MAX_BYTES, type PixelSize, type UploadErrorReason } from '../../../src/api/contract';
import { blobKind } from '../../../src/media/fileSignature';
import { isHtmlBannerListing, zipEntries } from '../../../src/media/zipListing';
import { imageFileProblem } from '../creatives/imageFileCheck';
import { bannerSizeProblem, problem, type UploadProblem } from '../creatives/uploadProblems';

/**
 * A banner file checked in the browser before it is sent (spec 2 §5), by its content as the server
 * checks it: an image at least the slot's size with exactly its aspect ratio (bannerSize), or a zip
 * with index.html at its root (htmlFormatError), under the image limit. Null when it may be sent.
 */
export const bannerFileProblem = async (slot: PixelSize, file: Blob): Promise<UploadProblem | null> => {
  // The server's order: emptiness, the size (the cheapest), then what the content is and shows.
  if (file.size === 0) return problem('emptyFile');
  if (file.size >= Math.max(IMAGE_MAX_BYTES, HTML_BANNER_MAX_BYTES)) return problem('imageTooBig');
  const kind = await blobKind(file);
  if (kind === 'zip') {
    const entries = await zipEntries(file);
    if (!entries || !isHtmlBannerListing(entries)) return problem('htmlFormatError');
    if (entries.reduce((total, entry) => total + entry.size, 0) > HTML_BANNER_MAX_UNPACKED_BYTES) return problem('htmlTooBig');
    return null;
  }
  // Past the zip, the image rule (its emptiness and size checks have already passed above).
  return imageFileProblem(file, { tooBig: () => null, typeMessage: 'bannerType', fits: (size) => (fitsBannerSlot(slot, size) ? null : bannerSizeProblem(slot)) });
};

const BANNER_REASONS: ReadonlySet<UploadErrorReason> = new Set(['htmlFormatError', 'htmlTooBig', 'htmlDamaged', 'imageTooBig', 'imagePixels', 'unreadable', 'emptyFile']);

/** A server refusal's reason in the browser check's words, for this slot (the same rule, so the same message, translated). */
export const bannerProblemOf =
  (slot: PixelSize) =>
  (reason: UploadErrorReason): UploadProblem | undefined => {
    if (reason === 'bannerSize') return bannerSizeProblem(slot);
    if (reason === 'fileType') return problem('fileType', 'bannerType');
    return BANNER_REASONS.has(reason) ? problem(reason) : undefined;
  };
