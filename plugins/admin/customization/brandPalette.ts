/**
 * The customization page's preset palette (spec 3 §2: "a preset palette of 12 colours"; the colours
 * are not shown, so ours): the two seeded themes' main colours and ten more across the wheel, most
 * dark enough for white text.
 */
export const BRAND_PALETTE = [
  '#1E5EFF',
  '#0B1F4D',
  '#008751',
  '#0B3D2E',
  '#C62828',
  '#AD1457',
  '#6A1B9A',
  '#283593',
  '#00695C',
  '#2E7D32',
  '#E65100',
  '#F5A524',
] as const;
