import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync } from 'fflate';
import type { PixelSize } from '../../src/api/contract';
import { stripes, type Rgb } from './png';

/**
 * The real media files the seeded creatives name: mp3 tracks and an mp4 video made with ffmpeg (the
 * same commands as test-fixtures/creatives/make-media.sh), and a PNG companion banner drawn here. Their
 * facts are written down so the seed stays synchronous; seed.test.ts checks them against the files
 * with the upload checks themselves.
 */
export interface SeedMedia {
  fileName: string;
  contentType: string;
  /** Seconds, as the upload checks read them. */
  duration: number;
  width?: number;
  height?: number;
}

export const SEED_VIDEO: SeedMedia = { fileName: 'teaser-640x360.mp4', contentType: 'video/mp4', duration: 2, width: 640, height: 360 };

/** Audio tracks 1, 2 and 3 of a campaign (15, 20 and 30 seconds of tone, as they play: the encoder's padding trimmed). */
export const SEED_AUDIO: readonly SeedMedia[] = [
  { fileName: 'spot-15s.mp3', contentType: 'audio/mpeg', duration: 15 },
  { fileName: 'spot-20s.mp3', contentType: 'audio/mpeg', duration: 20 },
  { fileName: 'spot-30s.mp3', contentType: 'audio/mpeg', duration: 30 },
];

// A path rather than `new URL('./media/…', import.meta.url)`: Vite rewrites that form into a served
// asset's address when the mock runs inside the app's jsdom tests, and the file is then not found.
const MEDIA_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'media');

const contents = new Map<string, Buffer>();

/** The bytes of a seed media file (read once). */
export const seedMediaContent = (media: SeedMedia): Buffer => {
  let content = contents.get(media.fileName);
  if (!content) {
    content = fs.readFileSync(path.join(MEDIA_DIR, media.fileName));
    contents.set(media.fileName, content);
  }
  return content;
};

/** The companion banner of the seeded video ads: a real 300x250 PNG, as companions must be png or jpg. */
export const SEED_COMPANION = { fileName: 'companion-300x250.png', contentType: 'image/png', width: 300, height: 250 } as const;

let companion: Buffer | undefined;
export const seedCompanionContent = (): Buffer => (companion ??= stripes(SEED_COMPANION.width, SEED_COMPANION.height, [33, 193, 122]));


const pngs = new Map<string, Buffer>();
/** A PNG test card of this size (drawn once per size and colour: the seed is built often). */
export const seedPng = ({ width, height }: PixelSize, colour: Rgb): Buffer => {
  const key = `${width}x${height}:${colour.join(',')}`;
  let png = pngs.get(key);
  if (!png) {
    png = stripes(width, height, colour);
    pngs.set(key, png);
  }
  return png;
};

/** A zip HTML banner for the 300x250 slot: index.html at its root, with its style sheet. */
export const SEED_HTML_BANNER = { fileName: 'html-banner-300x250.zip', slot: { width: 300, height: 250 }, title: 'Autumn offers' } as const;

let htmlBanner: Uint8Array | undefined;
export const seedHtmlBannerContent = (): Uint8Array =>
  (htmlBanner ??= zipSync(
    {
      'index.html': strToU8(
        `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${SEED_HTML_BANNER.title}</title><link rel="stylesheet" href="style.css"></head><body><a href="#">${SEED_HTML_BANNER.title}</a></body></html>`,
      ),
      'style.css': strToU8('body{margin:0;font:20px sans-serif;background:#0b1f4d;color:#fff}a{color:#fff}'),
    },
    // A fixed time keeps the seed the same on every build.
    { mtime: new Date('2026-01-01T00:00:00Z'), level: 9 },
  ));
