import { DYNAMIC_IMAGE_SIZE, IMAGE_MAX_BYTES, type PixelSize } from '../../../src/api/contract';
import { imageFileProblem } from '../creatives/imageFileCheck';
import { problem, type UploadProblem } from '../creatives/uploadProblems';

/** The two files of a responsive ad, as upload3's kinds name them. */
export type ResponsiveFileKind = 'dynamic_image' | 'dynamic_logo';

const fits = (kind: ResponsiveFileKind, size: PixelSize): UploadProblem | null => {
  if (kind === 'dynamic_image')
    return size.width === DYNAMIC_IMAGE_SIZE.width && size.height === DYNAMIC_IMAGE_SIZE.height ? null : problem('imageSizeError');
  return size.width === size.height ? null : problem('imageSquareError');
};

/**
 * A responsive ad's image or logo checked in the browser before it is sent (spec 2 §5), by its
 * content and in the server's order (mock-server/uploads/check-creative.ts): empty, the image limit,
 * an image format by its magic bytes, then its size from the header: the image exactly 250x250
 * (imageSizeError), the logo square (imageSquareError). Null when it may be sent.
 */
export const responsiveFileProblem = (kind: ResponsiveFileKind, file: Blob): Promise<UploadProblem | null> =>
  imageFileProblem(file, { tooBig: (bytes) => (bytes >= IMAGE_MAX_BYTES ? problem('imageTooBig') : null), fits: (size) => fits(kind, size) });

const KNOWN = new Set(['imageSizeError', 'imageSquareError', 'imageTooBig', 'imagePixels', 'unreadable', 'emptyFile']);

/** A server refusal's reason in the browser check's words (the same rule, so the same message). */
export const responsiveProblemOf = (reason: string): UploadProblem | undefined => {
  if (reason === 'fileType') return problem('fileType', 'imageType');
  return KNOWN.has(reason) ? problem(reason as UploadProblem['reason']) : undefined;
};
