import { withinImagePixels, type BrandingImageSlot, type PixelSize } from '../../src/api/contract';
import { BRANDING_IMAGE_RULES, brandingImageProblem, brandingImageSize, brandingFormatOf, type BrandingFormat } from '../../src/domain/brandingImages';
import { bytesSource } from './byte-source';
import { iconEntries } from './ico-entries';
import { imageFacts } from './image-facts';
import { pngDataMatchesHeader } from './png-data';
import { sanitiseSvg } from './svg-sanitise';

export type BrandingImageRefusal = 'tooBig' | 'mismatch' | 'svgTooComplex';

export type CheckedBrandingImage = { ok: true; format: BrandingFormat; content: Buffer; width: number; height: number } | { ok: false; problem: BrandingImageRefusal };

const MISMATCH = { ok: false, problem: 'mismatch' } as const;

const sameSize = (a: PixelSize, b: PixelSize): boolean => a.width === b.width && a.height === b.height;

/**
 * An icon's every entry held to the limits a picture alone is held to (a PNG inside is checked as a
 * PNG: pixel limits from its header, then its data), and to the size the directory lists for it, which
 * is what the sized slots were judged on. Every header is read before any data is inflated.
 */
const iconIsSound = async (bytes: Buffer): Promise<boolean> => {
  const entries = iconEntries(bytes);
  if (entries === null || !entries.every((entry) => withinImagePixels(entry.declared) && sameSize(entry.declared, entry.listed))) return false;
  for (const entry of entries) {
    if (entry.format === 'png' && !(await pngDataMatchesHeader(bytesSource(entry.content)))) return false;
  }
  return true;
};

const checkSvg = (slot: BrandingImageSlot, bytes: Buffer): CheckedBrandingImage => {
  const clean = sanitiseSvg(bytes.toString('utf8'));
  if (!clean.ok) return clean.problem === 'tooComplex' ? { ok: false, problem: 'svgTooComplex' } : MISMATCH;
  const content = Buffer.from(clean.svg, 'utf8');
  const size = brandingImageSize(content, 'svg');
  const required = BRANDING_IMAGE_RULES[slot].size;
  if (size === null || (required !== null && !sameSize(size, required))) return MISMATCH;
  return { ok: true, format: 'svg', content, ...size };
};

/**
 * A white-label image checked by its content (spec 3 §5, the rule the page checks too, in
 * src/domain/brandingImages.ts), then more closely than a browser can: a raster picture within the
 * pixel limits with a PNG's data exactly its header's picture, an icon's every picture so too, an SVG
 * sanitised (and checked again as it will be stored). Its bytes are in memory already: they come
 * base64 in the save's JSON body, which the body limit bounds (BRANDING_IMAGE_LIMIT_BYTES each).
 */
export const checkBrandingImage = async (slot: BrandingImageSlot, bytes: Buffer): Promise<CheckedBrandingImage> => {
  const problem = brandingImageProblem(slot, bytes);
  if (problem !== null) return { ok: false, problem };
  const format = brandingFormatOf(bytes);
  if (format === null) return MISMATCH;
  if (format === 'svg') return checkSvg(slot, bytes);
  const size = brandingImageSize(bytes, format) ?? imageFacts(bytes);
  if (size === null || !withinImagePixels(size)) return MISMATCH;
  if (format === 'ico' && !(await iconIsSound(bytes))) return MISMATCH;
  if (format === 'png' && !(await pngDataMatchesHeader(bytesSource(bytes)))) return MISMATCH;
  return { ok: true, format, content: bytes, ...size };
};
