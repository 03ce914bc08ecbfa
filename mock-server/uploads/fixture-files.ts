import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodePng } from '../seed/png';
import { mulberry32 } from '../seed/random';

/** Test support: the creative fixtures (test-fixtures/creatives/) and files made to a size in memory. */
// A path, not `new URL(…, import.meta.url)`, which Vite rewrites into a served asset's address in the
// app's jsdom tests.
const FIXTURES = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..', 'test-fixtures', 'creatives');

export const fixture = (name: string): Buffer => fs.readFileSync(path.join(FIXTURES, name));

/** `content` followed by zeros up to `bytes` (image headers and mp4 boxes are read, trailing bytes are not). */
export const paddedTo = (content: Uint8Array, bytes: number): Buffer => {
  if (bytes < content.length) throw new Error(`paddedTo: ${bytes} is less than the content's ${content.length} bytes`);
  return Buffer.concat([content, Buffer.alloc(bytes - content.length)]);
};

/** An mp4 grown to exactly `bytes` by a trailing `free` box, which every reader skips. */
export const mp4PaddedTo = (mp4: Uint8Array, bytes: number): Buffer => {
  const header = Buffer.alloc(8);
  header.writeUInt32BE(bytes - mp4.length, 0);
  header.write('free', 4, 'latin1');
  return paddedTo(Buffer.concat([mp4, header]), bytes);
};

/** A PNG of random pixels: deflate cannot shrink it, so it weighs about 3 bytes a pixel. */
export const noisePng = (width: number, height: number, seed = 1): Buffer => {
  const next = mulberry32(seed);
  return encodePng(width, height, () => [Math.floor(next() * 256), Math.floor(next() * 256), Math.floor(next() * 256)]);
};

/** A JPEG with an EXIF block saying `orientation` (1 to 8), inserted right after its start marker. */
export const withExifOrientation = (jpeg: Uint8Array, orientation: number): Buffer => {
  const tiff = Buffer.alloc(26);
  tiff.write('II', 0, 'latin1');
  tiff.writeUInt16LE(42, 2);
  tiff.writeUInt32LE(8, 4);
  tiff.writeUInt16LE(1, 8); // one IFD entry:
  tiff.writeUInt16LE(0x0112, 10); // Orientation,
  tiff.writeUInt16LE(3, 12); // SHORT,
  tiff.writeUInt32LE(1, 14); // one value,
  tiff.writeUInt16LE(orientation, 18);
  tiff.writeUInt32LE(0, 22); // no next IFD
  const payload = Buffer.concat([Buffer.from('Exif\0\0', 'latin1'), tiff]);
  const segment = Buffer.alloc(4);
  segment.writeUInt16BE(0xffe1, 0);
  segment.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([jpeg.subarray(0, 2), segment, payload, jpeg.subarray(2)]);
};
