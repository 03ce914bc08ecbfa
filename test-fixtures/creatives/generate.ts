/**
 * Writes the creative fixtures that Node makes on its own: PNG images of right and wrong sizes, zip
 * HTML banners (with and without a root index.html, and a small zip bomb), a PNG named .mp3 and a WAV
 * (audio that is not mp3). Run from the repository root: `npx tsx test-fixtures/creatives/generate.ts`.
 * JPEG, WebP, GIF, MP3 and MP4 come from make-media.sh (ffmpeg); README.md lists every file.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { stripes, type Rgb } from '../../mock-server/seed/png';
import { withExifOrientation } from '../../mock-server/uploads/fixture-files';

const here = path.dirname(fileURLToPath(import.meta.url));
const write = (name: string, content: Uint8Array): void => {
  fs.writeFileSync(path.join(here, name), content);
};

const BLUE: Rgb = [30, 94, 255];
const GREEN: Rgb = [33, 193, 122];
const ORANGE: Rgb = [245, 165, 36];

const PNGS: readonly [string, number, number, Rgb][] = [
  // Banner slot 300x250: exact, twice the size (same ratio), off by one pixel (ratio), same ratio but too small.
  ['banner-300x250.png', 300, 250, BLUE],
  ['banner-600x500.png', 600, 500, BLUE],
  ['banner-300x251.png', 300, 251, BLUE],
  ['banner-150x125.png', 150, 125, BLUE],
  // Responsive ad: the 250x250 image, a wrong one, and logos square and not.
  ['responsive-250x250.png', 250, 250, ORANGE],
  ['responsive-300x300.png', 300, 300, ORANGE],
  ['logo-128x128.png', 128, 128, GREEN],
  ['logo-128x96.png', 128, 96, GREEN],
  // Native: both image sizes, a wrong one.
  ['native-1200x627.png', 1200, 627, BLUE],
  ['native-600x600.png', 600, 600, BLUE],
  ['native-1200x600.png', 1200, 600, BLUE],
  // Video companion banner: right and wrong size.
  ['companion-300x250.png', 300, 250, GREEN],
  ['companion-320x250.png', 320, 250, GREEN],
];

for (const [name, width, height, colour] of PNGS) write(name, stripes(width, height, colour));

// A PNG under an audio name: the server reads the content, so it is refused as not mp3.
write('image-named.mp3', stripes(300, 250, ORANGE));

// Fixed times keep the zips byte for byte the same on every run.
const mtime = new Date('2026-01-01T00:00:00Z');
const html = (title: string): Uint8Array =>
  strToU8(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><link rel="stylesheet" href="style.css"></head><body><a href="#">${title}</a></body></html>`);
const css = strToU8('body{margin:0;font:16px sans-serif;background:#1e5eff;color:#fff}');
const zip = (files: Zippable): Uint8Array => zipSync(files, { mtime, level: 9 });

write('html-banner.zip', zip({ 'index.html': html('Spring sale'), 'style.css': css, img: { 'logo.png': stripes(64, 64, GREEN) } }));
// index.html one folder down, not at the root.
write('html-banner-nested.zip', zip({ banner: { 'index.html': html('Spring sale'), 'style.css': css } }));
// A root index.html beside 64 MiB of zeros that deflate to ~64 KB: its listing says what it would unpack to.
write('html-banner-bomb.zip', zip({ 'index.html': html('Bomb'), 'padding.bin': new Uint8Array(64 * 1024 * 1024) }));

// EXIF orientation 6 (turn a quarter clockwise): a 300x250 frame that browsers show, and both checks
// read, as 250x300, so the 300x250 slot refuses it (make-media.sh makes the frame).
const read = (name: string): Buffer => fs.readFileSync(path.join(here, name));
write('banner-300x250-rotated.jpg', withExifOrientation(read('banner-300x250.jpg'), 6));

// An ISO file with another major brand than an mp4's: a QuickTime movie, an audio-only M4A and a HEIC
// image are no mp4 video, whatever their boxes hold (here the 640x360 mp4's, only the brand changed).
const branded = (brand: string): Buffer => {
  const file = Buffer.from(read('video-640x360.mp4'));
  file.write(brand, 8, 'latin1');
  return file;
};
write('video-640x360-qt.mov', branded('qt  '));
write('video-640x360-m4a.m4a', branded('M4A '));
write('video-640x360-heic.heic', branded('heic'));

// An ID3 tag and nothing after it: no mp3 frame, so no mp3, whatever its first bytes say.
const id3Only = (): Buffer => {
  const title = Buffer.concat([Buffer.from('TIT2', 'latin1'), Buffer.from([0, 0, 0, 6, 0, 0, 3]), Buffer.from('Spot\0', 'latin1')]);
  const payload = Buffer.concat([title, Buffer.alloc(64)]);
  const size = payload.length;
  const header = Buffer.from([0x49, 0x44, 0x33, 4, 0, 0, (size >> 21) & 0x7f, (size >> 14) & 0x7f, (size >> 7) & 0x7f, size & 0x7f]);
  return Buffer.concat([header, payload]);
};
write('audio-id3-only.mp3', id3Only());

/** Two seconds of a 440 Hz tone, 8 kHz 8-bit mono PCM: real audio that is not mp3. */
const wav = (seconds: number): Buffer => {
  const rate = 8000;
  const samples = Buffer.alloc(rate * seconds);
  for (let i = 0; i < samples.length; i++) samples[i] = 128 + Math.round(60 * Math.sin((2 * Math.PI * 440 * i) / rate));
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + samples.length, 4);
  header.write('WAVEfmt ', 8, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(rate, 24);
  header.writeUInt32LE(rate, 28);
  header.writeUInt16LE(1, 32);
  header.writeUInt16LE(8, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(samples.length, 40);
  return Buffer.concat([header, samples]);
};
write('audio-2s.wav', wav(2));
