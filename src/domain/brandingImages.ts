import type { BrandingImageSlot, ImageFormatCode } from '../api/contract';

/**
 * The white-label images' rules (spec 3 §5 "Customization images", §9 limit and format codes), read
 * by the customization page (before sending) and by the mock (on save): one rule on both sides. A
 * file's format is read from its bytes, never from its name.
 */

export type BrandingFormat = 'png' | 'jpg' | 'gif' | 'svg' | 'ico' | 'webp';

export interface BrandingImageRule {
  formats: readonly BrandingFormat[];
  /**
   * The exact size required, or null: "size checking can be disabled" (spec 3 §5). The spec gives
   * fixed sizes for the logo (600x600) and the ad logo (98x32) only ("other size constants not
   * shown"), so size checking is switched off for the background, the email header and the favicon,
   * whose formats alone are checked.
   */
  size: { width: number; height: number } | null;
}

export const BRANDING_IMAGE_RULES: Readonly<Record<BrandingImageSlot, BrandingImageRule>> = {
  company_logo: { formats: ['png', 'svg'], size: { width: 600, height: 600 } },
  ad_logo: { formats: ['png', 'ico'], size: { width: 98, height: 32 } },
  main_background: { formats: ['png', 'webp', 'jpg'], size: null },
  email_header: { formats: ['png', 'webp', 'jpg'], size: null },
  favicon: { formats: ['png', 'ico'], size: null },
};

/** Spec 3 §9: an image must be under 500000 bytes (code 8). */
export const BRANDING_IMAGE_LIMIT_BYTES = 500_000;

export const BRANDING_FORMAT_CODE: Readonly<Record<BrandingFormat, ImageFormatCode>> = { png: 1, jpg: 2, gif: 3, svg: 4, ico: 5, webp: 6 };

export const BRANDING_CONTENT_TYPE: Readonly<Record<BrandingFormat, string>> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  svg: 'image/svg+xml',
  ico: 'image/x-icon',
  webp: 'image/webp',
};

/** The file picker's filter for a slot (a hint to the dialog only: the bytes are checked). */
export const brandingAccept = (slot: BrandingImageSlot): string =>
  BRANDING_IMAGE_RULES[slot].formats.map((format) => `.${format}${format === 'jpg' ? ',.jpeg' : ''},${BRANDING_CONTENT_TYPE[format]}`).join(',');

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0): boolean => prefix.every((byte, i) => bytes[at + i] === byte);
const ascii = (bytes: Uint8Array, from: number, to: number): string => String.fromCharCode(...bytes.subarray(from, to));

/** Text an SVG may open with before its root element: a BOM, blanks, an XML declaration, comments. */
const SVG_OPENING = /^\uFEFF?\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i;

/** The image's format by its bytes, or null when it is none of the branding formats. */
export const brandingFormatOf = (bytes: Uint8Array): BrandingFormat | null => {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpg';
  if (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a') return 'gif';
  if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 12) === 'WEBP') return 'webp';
  // ICONDIR: reserved 0, type 1 (icon), at least one image.
  if (startsWith(bytes, [0, 0, 1, 0]) && (bytes[4] ?? 0) + (bytes[5] ?? 0) * 256 > 0) return 'ico';
  const head = new TextDecoder().decode(bytes.subarray(0, 4096));
  return SVG_OPENING.test(head) ? 'svg' : null;
};

const SVG_ROOT = /<svg\b[^>]*>/i;
const attribute = (tag: string, name: string): string | undefined => new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(tag)?.[1];
/** A length in user units or px; a relative or other unit has no fixed pixel size. */
const pixels = (value: string | undefined): number | null => {
  const match = value === undefined ? null : /^\s*(\d+(?:\.\d+)?)\s*(px)?\s*$/.exec(value);
  return match ? Number(match[1]) : null;
};

/** An SVG's size in pixels: its root's width and height, else its viewBox's; null when neither says. */
const svgSize = (text: string): { width: number; height: number } | null => {
  const root = SVG_ROOT.exec(text)?.[0];
  if (!root) return null;
  const width = pixels(attribute(root, 'width'));
  const height = pixels(attribute(root, 'height'));
  if (width !== null && height !== null) return { width, height };
  const box = attribute(root, 'viewBox')?.trim().split(/[\s,]+/).map(Number);
  return box?.length === 4 && box.every(Number.isFinite) ? { width: box[2] ?? 0, height: box[3] ?? 0 } : null;
};

const uint32 = (bytes: Uint8Array, at: number): number => (((bytes[at] ?? 0) << 24) | ((bytes[at + 1] ?? 0) << 16) | ((bytes[at + 2] ?? 0) << 8) | (bytes[at + 3] ?? 0)) >>> 0;

/**
 * The size a PNG's header, an icon's first image or an SVG's root declares: what the sized slots (the
 * logo, the ad logo) accept. Other formats answer null here (their slots check no size).
 */
export const brandingImageSize = (bytes: Uint8Array, format: BrandingFormat): { width: number; height: number } | null => {
  if (format === 'png') return bytes.length >= 24 && ascii(bytes, 12, 16) === 'IHDR' ? { width: uint32(bytes, 16), height: uint32(bytes, 20) } : null;
  // ICONDIRENTRY: a width or height byte of 0 means 256.
  if (format === 'ico') return bytes.length >= 22 ? { width: bytes[6] || 256, height: bytes[7] || 256 } : null;
  if (format === 'svg') return svgSize(new TextDecoder().decode(bytes));
  return null;
};

export type BrandingImageProblem = 'mismatch' | 'tooBig';

/**
 * Why an image does not suit its slot: 'tooBig' at 500000 bytes or more, 'mismatch' (spec 3 §5 'Image is
 * mot matching format and/or size requirements.') for another format or, where the slot has a size,
 * another size.
 */
export const brandingImageProblem = (slot: BrandingImageSlot, bytes: Uint8Array): BrandingImageProblem | null => {
  if (bytes.length >= BRANDING_IMAGE_LIMIT_BYTES) return 'tooBig';
  const rule = BRANDING_IMAGE_RULES[slot];
  const format = brandingFormatOf(bytes);
  if (format === null || !rule.formats.includes(format)) return 'mismatch';
  if (rule.size === null) return null;
  const size = brandingImageSize(bytes, format);
  return size !== null && size.width === rule.size.width && size.height === rule.size.height ? null : 'mismatch';
};
