import zlib from 'node:zlib';
import { imageWork } from './image-work';

/**
 * Whether a PNG's pixel data is exactly the picture its header describes: the IDAT chunks, joined,
 * must inflate to the bytes the header implies (each row's filter byte and its samples, per Adam7 pass
 * when interlaced). A header claiming billions of pixels over a few bytes of data, or data that would
 * inflate past the header, is refused; the inflate is streamed, counted and stopped at that size, so
 * checking costs no more memory than a chunk and no more work than the header's honest picture.
 */

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** Samples per pixel by colour type (grey, RGB, palette, grey+alpha, RGBA). */
const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };
/** Adam7: each pass's first column and row, and its steps across and down. */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

interface PngLayout {
  width: number;
  height: number;
  bitsPerPixel: number;
  interlaced: boolean;
  data: Buffer;
}

const layoutOf = (content: Uint8Array): PngLayout | null => {
  const png = Buffer.from(content.buffer, content.byteOffset, content.byteLength);
  if (png.length < 8 || !png.subarray(0, 8).equals(SIGNATURE)) return null;
  let header: Omit<PngLayout, 'data'> | null = null;
  const data: Buffer[] = [];
  for (let at = 8; at + 12 <= png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (body.length !== length) return null;
    if (type === 'IHDR' && length === 13) {
      const channels = CHANNELS[body[9] ?? -1];
      if (channels === undefined) return null;
      header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), bitsPerPixel: channels * (body[8] ?? 0), interlaced: body[12] === 1 };
    }
    if (type === 'IDAT') data.push(body);
    if (type === 'IEND') break;
    at += 12 + length;
  }
  return header && data.length > 0 ? { ...header, data: Buffer.concat(data) } : null;
};

const rowBytes = (width: number, bitsPerPixel: number): number => 1 + Math.ceil((width * bitsPerPixel) / 8);

/** The bytes a PNG's data inflates to, from its header (rows of a filter byte and their samples). */
const expectedBytes = ({ width, height, bitsPerPixel, interlaced }: PngLayout): number => {
  if (!interlaced) return height * rowBytes(width, bitsPerPixel);
  return ADAM7.reduce((total, [x0, y0, dx, dy]) => {
    const passWidth = Math.ceil(Math.max(0, width - x0) / dx);
    const passHeight = Math.ceil(Math.max(0, height - y0) / dy);
    return passWidth === 0 || passHeight === 0 ? total : total + passHeight * rowBytes(passWidth, bitsPerPixel);
  }, 0);
};

/** How many bytes zlib data inflates to, counted as it streams and stopped once past `limit`. */
const inflatedBytes = (data: Buffer, limit: number): Promise<number | 'over' | 'broken'> =>
  new Promise((resolve) => {
    const inflate = zlib.createInflate();
    let count = 0;
    inflate.on('data', (chunk: Buffer) => {
      count += chunk.length;
      if (count > limit) {
        resolve('over');
        inflate.destroy();
      }
    });
    inflate.on('error', () => resolve('broken'));
    inflate.on('end', () => resolve(count));
    inflate.end(data);
  });

/**
 * True when the PNG's data inflates to exactly what its header implies (call after the header's size
 * is within the limits). The inflate runs on the thread pool, so it waits its turn in the image queue.
 */
export const pngDataMatchesHeader = async (content: Uint8Array): Promise<boolean> => {
  const layout = layoutOf(content);
  if (layout === null) return false;
  const expected = expectedBytes(layout);
  return (await imageWork.run('inflate', () => inflatedBytes(layout.data, expected))) === expected;
};
