import { withinImagePixels, type BrandingImageSlot } from '../../src/api/contract';
import { BRANDING_IMAGE_RULES, brandingImageProblem, brandingImageSize, brandingFormatOf, type BrandingFormat } from '../../src/domain/brandingImages';
import { imageFacts } from './image-facts';
import { pngDataMatchesHeader } from './png-data';
import { sanitiseSvg } from './svg-sanitise';

export type CheckedBrandingImage =
  | { ok: true; format: BrandingFormat; content: Buffer; width: number; height: number }
  | { ok: false; problem: 'tooBig' | 'mismatch' };

const MISMATCH = { ok: false, problem: 'mismatch' } as const;

/**
 * A white-label image checked by its content (spec 3 §5, the rule the page checks too, in
 * src/domain/brandingImages.ts), then more closely than a browser can: a raster picture within the
 * pixel limits with a PNG's data exactly its header's picture, an SVG sanitised (and checked again as
 * it will be stored).
 */
export const checkBrandingImage = async (slot: BrandingImageSlot, bytes: Buffer): Promise<CheckedBrandingImage> => {
  const problem = brandingImageProblem(slot, bytes);
  if (problem !== null) return { ok: false, problem };
  const format = brandingFormatOf(bytes);
  if (format === null) return MISMATCH;
  if (format === 'svg') {
    const clean = sanitiseSvg(bytes.toString('utf8'));
    if (clean === null) return MISMATCH;
    const content = Buffer.from(clean, 'utf8');
    const size = brandingImageSize(content, 'svg');
    const required = BRANDING_IMAGE_RULES[slot].size;
    if (size === null || (required !== null && (size.width !== required.width || size.height !== required.height))) return MISMATCH;
    return { ok: true, format, content, ...size };
  }
  const size = brandingImageSize(bytes, format) ?? imageFacts(bytes);
  if (size === null || !withinImagePixels(size)) return MISMATCH;
  if (format === 'png' && !(await pngDataMatchesHeader(bytes))) return MISMATCH;
  return { ok: true, format, content: bytes, ...size };
};
