import {
  COMPANION_SIZE,
  DYNAMIC_IMAGE_SIZE,
  fitsBannerSlot,
  NATIVE_IMAGE_SIZES,
  NATIVE_LOGO_SIZE,
  UPLOAD_MESSAGES,
  type PixelSize,
  type UploadErrorReason,
} from '../../src/api/contract';
import type { CreativeKind } from './kinds';

export interface DimensionProblem {
  reason: UploadErrorReason;
  message: string;
}

const same = (a: PixelSize, b: PixelSize): boolean => a.width === b.width && a.height === b.height;

const oneOf = (sizes: readonly PixelSize[], image: PixelSize): DimensionProblem | null =>
  sizes.some((size) => same(size, image)) ? null : { reason: 'imageDimensions', message: UPLOAD_MESSAGES.imageDimensions(sizes) };

/**
 * Whether an image's size suits its kind (spec 2 §5): a banner at least its slot with exactly its
 * aspect ratio (bannerSize), a responsive image exactly 250x250 (imageSizeError) and a square logo
 * (imageSquareError), native images 1200x627 or 600x600 and a 128x128 logo, a 300x250 companion
 * ('Please upload image with WxH dimensions'). A general image or a video kind has no size rule here.
 */
export const dimensionProblem = (kind: CreativeKind, image: PixelSize, slot: PixelSize | null): DimensionProblem | null => {
  switch (kind) {
    case 'banner':
      return slot === null || fitsBannerSlot(slot, image) ? null : { reason: 'bannerSize', message: UPLOAD_MESSAGES.bannerSize(slot) };
    case 'dynamic_image':
      return same(image, DYNAMIC_IMAGE_SIZE) ? null : { reason: 'imageSizeError', message: UPLOAD_MESSAGES.imageSizeError };
    case 'dynamic_logo':
      return image.width === image.height ? null : { reason: 'imageSquareError', message: UPLOAD_MESSAGES.imageSquareError };
    case 'native_image':
      return oneOf(NATIVE_IMAGE_SIZES, image);
    case 'native_logo':
      return oneOf([NATIVE_LOGO_SIZE], image);
    case 'companion':
      return oneOf([COMPANION_SIZE], image);
    default:
      return null;
  }
};
