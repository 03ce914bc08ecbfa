import { fitsBannerSlot, HTML_BANNER_MAX_BYTES, HTML_BANNER_MAX_UNPACKED_BYTES, IMAGE_MAX_BYTES, type PixelSize } from '../../../src/api/contract';
import { blobKind } from '../../../src/media/fileSignature';
import { blobImageDimensions } from '../../../src/media/imageDimensions';
import { isHtmlBannerListing, zipEntries } from '../../../src/media/zipListing';
import { bannerSizeProblem, problem, type UploadProblem } from '../creatives/uploadProblems';

const IMAGE_KINDS = new Set(['png', 'jpeg', 'gif', 'webp']);

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
  if (kind === null || !IMAGE_KINDS.has(kind)) return problem('fileType', 'bannerType');
  const size = await blobImageDimensions(file);
  if (!size) return problem('unreadable');
  return fitsBannerSlot(slot, size) ? null : bannerSizeProblem(slot);
};
