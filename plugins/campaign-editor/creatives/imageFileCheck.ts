import { withinImagePixels, type PixelSize } from '../../../src/api/contract';
import { blobKind, type FileKind } from '../../../src/media/fileSignature';
import { blobImageDimensions } from '../../../src/media/imageDimensions';
import { problem, type UploadProblem } from './uploadProblems';

/** The image formats a creative image may be (the contract's IMAGE_FORMATS, as fileKind names them). */
export const IMAGE_FILE_KINDS: ReadonlySet<FileKind> = new Set(['png', 'jpeg', 'gif', 'webp']);

export interface ImageFileRule {
  /** The size limit's problem for a file of this many bytes, null within it. */
  tooBig: (bytes: number) => UploadProblem | null;
  /** The formats taken, and the message key refusing the others (imageType, companionType). */
  formats?: ReadonlySet<FileKind>;
  typeMessage?: string;
  /** The size rule's problem for the image's pixel size, null when it fits. */
  fits: (size: PixelSize) => UploadProblem | null;
}

/**
 * An image checked in the browser before it is sent, by its content and in the server's order
 * (mock-server/uploads/check-creative.ts): empty, the size limit, an image format by its magic bytes,
 * then its pixel size from the header against the creative's rule. Null when it may be sent.
 */
export const imageFileProblem = async (file: Blob, { tooBig, formats = IMAGE_FILE_KINDS, typeMessage = 'imageType', fits }: ImageFileRule): Promise<UploadProblem | null> => {
  if (file.size === 0) return problem('emptyFile');
  const limit = tooBig(file.size);
  if (limit) return limit;
  const format = await blobKind(file);
  if (format === null || !formats.has(format)) return problem('fileType', typeMessage);
  const size = await blobImageDimensions(file);
  if (!size) return problem('unreadable');
  // A picture a browser would decode into gigabytes is refused before its shape is judged, as the server does.
  return withinImagePixels(size) ? fits(size) : problem('imagePixels');
};
