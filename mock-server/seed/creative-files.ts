import { BANNER_SLOTS, fileCacheUrl } from '../../src/api/contract';
import type { StoredFile } from '../db/types';
import { binaryFile } from '../uploads/stored-file';
import { SEED_AUDIO, SEED_COMPANION, SEED_VIDEO, seedCompanionContent, seedMediaContent } from './creative-media';

/**
 * The files the seeded creatives point at, so each loads from GET /v1/file/cache/{id} like an uploaded
 * one: placeholder banners, responsive and native images drawn in code (SVG), and real media for the
 * rest (an mp4 video, a PNG companion banner and mp3 tracks, see creative-media.ts).
 */
export const BANNER_FILE_BASE_ID = 9100;
/** File id of the placeholder banner of a slot key: 101 → 9101 … 113 → 9113. */
export const bannerFileId = (slotKey: number): number => BANNER_FILE_BASE_ID + slotKey - 100;

export const CREATIVE_FILE_IDS = {
  nativeLandscape: 9120,
  nativeSquare: 9121,
  nativeLogo: 9122,
  dynamicImage: 9123,
  dynamicLogo: 9124,
  video: 9130,
  companion: 9131,
  /** Track n (0-based) of a campaign is audioFirst + n, one file per SEED_AUDIO entry. */
  audioFirst: 9140,
} as const;

export const fileUrl = (id: number): string => fileCacheUrl(id);

const placeholder = (width: number, height: number, label: string, colour: string): string =>
  [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${label}">`,
    `<rect width="${width}" height="${height}" fill="${colour}"/>`,
    `<text x="${width / 2}" y="${height / 2}" font-family="Arial, sans-serif" font-size="${Math.max(10, Math.round(Math.min(width, height) / 5))}" fill="#FFFFFF" text-anchor="middle" dominant-baseline="middle">${label}</text>`,
    '</svg>',
  ].join('');

const svg = (id: number, width: number, height: number, label: string, colour: string): StoredFile => ({
  id,
  content_type: 'image/svg+xml',
  body: placeholder(width, height, label, colour),
});

export const buildCreativeFiles = (): StoredFile[] => [
  ...BANNER_SLOTS.map((slot) => svg(bannerFileId(slot.key), slot.width, slot.height, `${slot.width}x${slot.height}`, '#1E5EFF')),
  svg(CREATIVE_FILE_IDS.nativeLandscape, 1200, 627, 'Native 1200x627', '#0B1F4D'),
  svg(CREATIVE_FILE_IDS.nativeSquare, 600, 600, 'Native 600x600', '#0B1F4D'),
  svg(CREATIVE_FILE_IDS.nativeLogo, 128, 128, 'Logo', '#21C17A'),
  svg(CREATIVE_FILE_IDS.dynamicImage, 250, 250, 'Image', '#F5A524'),
  svg(CREATIVE_FILE_IDS.dynamicLogo, 128, 128, 'Logo', '#008751'),
  binaryFile(CREATIVE_FILE_IDS.video, SEED_VIDEO.contentType, seedMediaContent(SEED_VIDEO), SEED_VIDEO.fileName),
  binaryFile(CREATIVE_FILE_IDS.companion, SEED_COMPANION.contentType, seedCompanionContent(), SEED_COMPANION.fileName),
  ...SEED_AUDIO.map((track, index) => binaryFile(CREATIVE_FILE_IDS.audioFirst + index, track.contentType, seedMediaContent(track), track.fileName)),
];
