import zlib from 'node:zlib';
import { windowed, type ByteSource } from './byte-source';
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

/** Where a run of the file's bytes lies. */
interface Span {
  start: number;
  end: number;
}

interface PngLayout {
  width: number;
  height: number;
  bitsPerPixel: number;
  interlaced: boolean;
  /** The IDAT chunks' data, in order. */
  data: Span[];
}

/** Chunk headers are walked through a window of this many bytes; IDAT data is inflated in pieces of it. */
const PIECE_BYTES = 64 * 1024;

const u32 = (bytes: Uint8Array, at: number): number => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength).getUint32(at);

/** The header and where the data lies, read chunk by chunk (a chunk's length and type, and IHDR's body). */
const layoutOf = async (png: ByteSource): Promise<PngLayout | null> => {
  if (png.size < 8 || !Buffer.from(await png.read(0, 8)).equals(SIGNATURE)) return null;
  let header: Omit<PngLayout, 'data'> | null = null;
  const data: Span[] = [];
  for (let at = 8; at + 12 <= png.size; ) {
    const head = await png.read(at, 8);
    const length = u32(head, 0);
    const type = Buffer.from(head).toString('latin1', 4, 8);
    if (at + 8 + length > png.size) return null;
    if (type === 'IHDR' && length === 13) {
      const body = Buffer.from(await png.read(at + 8, 13));
      const channels = CHANNELS[body[9] ?? -1];
      if (channels === undefined) return null;
      header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), bitsPerPixel: channels * (body[8] ?? 0), interlaced: body[12] === 1 };
    }
    if (type === 'IDAT') data.push({ start: at + 8, end: at + 8 + length });
    if (type === 'IEND') break;
    at += 12 + length;
  }
  return header && data.length > 0 ? { ...header, data } : null;
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

/**
 * How many bytes the zlib data of `spans` inflates to, counted as it streams (read a piece at a time,
 * each written when the inflate takes more) and stopped once past `limit`.
 */
const inflatedBytes = (png: ByteSource, spans: readonly Span[], limit: number): Promise<number | 'over' | 'broken'> =>
  new Promise((resolve) => {
    const inflate = zlib.createInflate();
    let count = 0;
    let settled = false;
    const settle = (result: number | 'over' | 'broken'): void => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    inflate.on('data', (chunk: Buffer) => {
      count += chunk.length;
      if (count > limit) {
        settle('over');
        inflate.destroy();
      }
    });
    inflate.on('error', () => settle('broken'));
    inflate.on('end', () => settle(count));
    const feed = async (): Promise<void> => {
      for (const span of spans) {
        for (let at = span.start; at < span.end && !settled; at += PIECE_BYTES) {
          const piece = await png.read(at, Math.min(PIECE_BYTES, span.end - at));
          if (settled) return;
          if (!inflate.write(piece)) await new Promise((next) => inflate.once('drain', next).once('close', next));
        }
      }
      if (!settled) inflate.end();
    };
    feed().catch(() => settle('broken'));
  });

/**
 * True when the PNG's data inflates to exactly what its header implies (call after the header's size
 * is within the limits). The inflate runs on the thread pool, so it waits its turn in the image queue.
 */
export const pngDataMatchesHeader = async (png: ByteSource): Promise<boolean> => {
  const walked = windowed(png, PIECE_BYTES);
  const layout = await layoutOf(walked);
  if (layout === null) return false;
  const expected = expectedBytes(layout);
  return (await imageWork.run('inflate', () => inflatedBytes(png, layout.data, expected))) === expected;
};
