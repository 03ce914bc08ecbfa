import { IMAGE_MAX_BYTES, NATIVE_IMAGE_SIZES, NATIVE_LOGO_SIZE, type PixelSize, type UploadErrorReason } from '../../../src/api/contract';
import { imageFileProblem } from '../creatives/imageFileCheck';
import { problem, type UploadProblem } from '../creatives/uploadProblems';

/** The native ad's images, as the native upload call's kinds name them (its video is checked by the video rules). */
export type NativeImageKind = 'image' | 'logo';

const SIZES: Readonly<Record<NativeImageKind, readonly PixelSize[]>> = { image: NATIVE_IMAGE_SIZES, logo: [NATIVE_LOGO_SIZE] };

/**
 * The sizes as the message names them ('1200x627 or 600x600', '128x128'): the contract's English by
 * default; the tab passes its translation, so the Russian message reads «или».
 */
export type SizeLabels = Readonly<Record<NativeImageKind, string>>;
export const ENGLISH_SIZES: SizeLabels = { image: '1200x627 or 600x600', logo: '128x128' };

const dimensionsProblem = (kind: NativeImageKind, sizes: SizeLabels): UploadProblem => ({ ...problem('imageDimensions'), args: { sizes: sizes[kind] } });

/**
 * A native ad's image or logo checked in the browser before it is sent (spec 2 §5), by its content
 * and in the server's order (mock-server/uploads/check-creative.ts): empty, the image limit
 * (imageTooBig), an image format by its magic bytes, then its size from the header: an image
 * 1200x627 or 600x600, a logo or app icon 128x128 ('Please upload image with WxH dimensions').
 * Null when it may be sent.
 */
export const nativeImageProblem = (kind: NativeImageKind, file: Blob, sizes: SizeLabels = ENGLISH_SIZES): Promise<UploadProblem | null> =>
  imageFileProblem(file, {
    tooBig: (bytes) => (bytes >= IMAGE_MAX_BYTES ? problem('imageTooBig') : null),
    fits: (size) => (SIZES[kind].some((one) => one.width === size.width && one.height === size.height) ? null : dimensionsProblem(kind, sizes)),
  });

/** A server refusal's reason in the browser check's words (the same rule, so the same message, translated). */
export const nativeImageProblemOf =
  (kind: NativeImageKind, sizes: SizeLabels = ENGLISH_SIZES) =>
  (reason: UploadErrorReason): UploadProblem | undefined => {
    switch (reason) {
      case 'imageDimensions':
        return dimensionsProblem(kind, sizes);
      case 'fileType':
        return problem('fileType', 'imageType');
      case 'imageTooBig':
      case 'imagePixels':
      case 'unreadable':
      case 'emptyFile':
        return problem(reason);
      default:
        return undefined;
    }
  };
