import { createHash } from 'node:crypto';
import { BANNER_SLOTS, fileCachePath, type PixelSize } from '../../src/api/contract';
import { keptBytesOf } from '../db/file-store';
import type { CheckedUpload, StoredFile } from '../db/types';
import type { CreativeKind } from '../uploads/kinds';
import { binaryFile } from '../uploads/stored-file';
import { SEED_AUDIO, SEED_COMPANION, SEED_HTML_BANNER, SEED_VIDEO, seedCompanionContent, seedHtmlBannerContent, seedMediaContent, seedPng } from './creative-media';
import type { Rgb } from './png';

/**
 * The files the seeded creatives point at, so each loads from GET /v1/file/cache/{id} like an uploaded
 * one, and each is a file the upload would take for its place: PNG banners of every slot's size,
 * responsive and native PNGs, a zip HTML banner, an mp4 video, a PNG companion banner and mp3 tracks.
 * Each remembers what it is checked as (`checked`), as an upload does; seed/creative-media.test.ts
 * runs the upload checks on every one. They have no uploader: every account may use them.
 */
export const BANNER_FILE_BASE_ID = 9100;
/** File id of the banner image of a slot key: 101 → 9101 … 113 → 9113. */
export const bannerFileId = (slotKey: number): number => BANNER_FILE_BASE_ID + slotKey - 100;

export const CREATIVE_FILE_IDS = {
  /** A zip HTML banner for the 300x250 slot (SEED_HTML_BANNER). */
  htmlBanner: 9114,
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

/**
 * A seeded creative file's key: 32 hex characters of a hash of its id, so the seed stays the same run
 * after run while its addresses look like an upload's (random to anyone counting ids).
 */
export const seedFileKey = (id: number): string => createHash('sha256').update(`seeded creative file ${id}`).digest('hex').slice(0, 32);

export const fileUrl = (id: number): string => fileCachePath(seedFileKey(id));

const BLUE: Rgb = [30, 94, 255];
const NAVY: Rgb = [11, 31, 77];
const GREEN: Rgb = [33, 193, 122];
const ORANGE: Rgb = [245, 165, 36];

const checked = (kind: CreativeKind, facts: CheckedUpload['facts'], slot: PixelSize | null = null): CheckedUpload => ({ kind, slot, facts });

/** A seeded file: its record and the bytes it names (put into the files folder when the db is seeded). */
interface SeedFile {
  record: StoredFile;
  content: Uint8Array;
}

const seedFile = (id: number, contentType: string, content: Uint8Array, fileName: string, check: CheckedUpload): SeedFile => ({
  record: { ...binaryFile(id, contentType, keptBytesOf(content), fileName), checked: check },
  content,
});

const image = (id: number, kind: CreativeKind, size: PixelSize, colour: Rgb, slot: PixelSize | null = null): SeedFile =>
  seedFile(id, 'image/png', seedPng(size, colour), `${kind}-${size.width}x${size.height}.png`, checked(kind, { format: 'image', ...size }, slot));

const creativeFiles = (): SeedFile[] => [
  ...BANNER_SLOTS.map(({ key, width, height }) => image(bannerFileId(key), 'banner', { width, height }, BLUE, { width, height })),
  seedFile(CREATIVE_FILE_IDS.htmlBanner, 'application/zip', seedHtmlBannerContent(), SEED_HTML_BANNER.fileName, checked('banner', { format: 'html', ...SEED_HTML_BANNER.slot }, SEED_HTML_BANNER.slot)),
  image(CREATIVE_FILE_IDS.nativeLandscape, 'native_image', { width: 1200, height: 627 }, NAVY),
  image(CREATIVE_FILE_IDS.nativeSquare, 'native_image', { width: 600, height: 600 }, NAVY),
  image(CREATIVE_FILE_IDS.nativeLogo, 'native_logo', { width: 128, height: 128 }, GREEN),
  image(CREATIVE_FILE_IDS.dynamicImage, 'dynamic_image', { width: 250, height: 250 }, ORANGE),
  image(CREATIVE_FILE_IDS.dynamicLogo, 'dynamic_logo', { width: 128, height: 128 }, GREEN),
  seedFile(
    CREATIVE_FILE_IDS.video,
    SEED_VIDEO.contentType,
    seedMediaContent(SEED_VIDEO),
    SEED_VIDEO.fileName,
    checked('video', { format: 'video', width: SEED_VIDEO.width ?? 0, height: SEED_VIDEO.height ?? 0, duration: SEED_VIDEO.duration }),
  ),
  seedFile(CREATIVE_FILE_IDS.companion, SEED_COMPANION.contentType, seedCompanionContent(), SEED_COMPANION.fileName, checked('companion', { format: 'image', width: SEED_COMPANION.width, height: SEED_COMPANION.height })),
  ...SEED_AUDIO.map((track, index) =>
    seedFile(CREATIVE_FILE_IDS.audioFirst + index, track.contentType, seedMediaContent(track), track.fileName, checked('audio', { format: 'audio', duration: track.duration, extension: 'mp3' })),
  ),
];

/** The seed's creative files, each under its key (see seedFileKey). */
export const buildCreativeFiles = (): StoredFile[] => creativeFiles().map(({ record }) => ({ ...record, key: seedFileKey(record.id) }));

/** The bytes the seed's creative files name. */
export const creativeFileContents = (): Uint8Array[] => creativeFiles().map(({ content }) => content);
