/**
 * Brand colours (spec 3 §5 "Hex colour is 6 hex digits with optional #") and their contrast, by the
 * WCAG 2 formulas: the customization page warns before saving a theme whose text would be hard to read.
 */

/** WCAG 2 AA for normal text. */
export const WCAG_AA_CONTRAST = 4.5;

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

const HEX_COLOR = /^#?([0-9a-f]{6})$/i;

export const isHexColor = (value: string): boolean => HEX_COLOR.test(value.trim());

/** `#1e5eff`, `1E5EFF` → its channels; null for anything but 6 hex digits with an optional '#'. */
export const hexToRgb = (value: string): Rgb | null => {
  const digits = HEX_COLOR.exec(value.trim())?.[1];
  if (!digits) return null;
  const n = Number.parseInt(digits, 16);
  return { r: (n >> 16) & 0xff, g: (n >> 8) & 0xff, b: n & 0xff };
};

const channel = (value: number): number => Math.min(255, Math.max(0, Math.round(value)));

/** Channels (clamped to 0–255) → `#RRGGBB`. */
export const rgbToHex = ({ r, g, b }: Rgb): string => `#${[r, g, b].map((c) => channel(c).toString(16).padStart(2, '0')).join('').toUpperCase()}`;

/** The stored form of a colour: '#' and upper-case digits. */
export const normaliseHexColor = (value: string): string | null => {
  const rgb = hexToRgb(value);
  return rgb ? rgbToHex(rgb) : null;
};

const linear = (c: number): number => {
  const s = c / 255;
  return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2 relative luminance, 0 (black) to 1 (white). */
export const relativeLuminance = ({ r, g, b }: Rgb): number => 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

/** WCAG 2 contrast ratio, 1 to 21. */
export const contrastRatio = (a: Rgb, b: Rgb): number => {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

export const WHITE: Rgb = { r: 255, g: 255, b: 255 };

/** Shown as "3.02:1": two decimals, cut down so a ratio just under 4.5 never reads as 4.50. */
export const formatRatio = (ratio: number): string => `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;

/** A colour's contrast with white text (buttons, the app bar), and whether it reaches AA. */
export const contrastWithWhite = (hex: string): { ratio: number; passes: boolean } | null => {
  const rgb = hexToRgb(hex);
  if (!rgb) return null;
  const ratio = contrastRatio(rgb, WHITE);
  return { ratio, passes: ratio >= WCAG_AA_CONTRAST };
};
