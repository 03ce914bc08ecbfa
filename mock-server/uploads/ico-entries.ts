import { WHITELABEL_LIMITS, type PixelSize } from '../../src/api/contract';
import { imageFacts } from './image-facts';

/**
 * The pictures inside an icon (.ico): its directory lists each entry's size and where its bytes lie,
 * and each entry is a PNG or a BMP (a DIB without its file header). Browsers show the entry itself,
 * whatever the directory says, so each is read for the size its own header declares: a 3 KB icon can
 * wrap a 24000x20000 PNG under a directory saying 32x32.
 */
export interface IconEntry {
  format: 'png' | 'bmp';
  /** The size the directory gives (a byte of 0 means 256). */
  listed: PixelSize;
  /** The size the entry's own header declares. */
  declared: PixelSize;
  content: Uint8Array;
}

const DIRECTORY_HEADER = 6;
const DIRECTORY_ENTRY = 16;
const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

const view = (bytes: Uint8Array): DataView => new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);

/** BI_RGB and BI_BITFIELDS: the only BMP encodings an icon holds (uncompressed rows). */
const BMP_COMPRESSIONS = new Set([0, 3]);
const BMP_BIT_COUNTS = new Set([1, 4, 8, 16, 24, 32]);
/** BITMAPINFOHEADER and its V4 and V5 successors. */
const BMP_HEADER_SIZES = new Set([40, 108, 124]);

/**
 * A BMP entry's picture size, or null when its header is not one an icon may hold or its bytes are
 * fewer than its colour rows need (a header claiming a huge picture over a few bytes). An icon's BMP
 * stacks the colour rows and a 1-bit mask, so its header states twice the picture's height.
 */
const bmpSize = (entry: Uint8Array): PixelSize | null => {
  if (entry.length < 40) return null;
  const data = view(entry);
  const headerSize = data.getUint32(0, true);
  const width = data.getInt32(4, true);
  const stackedHeight = data.getInt32(8, true);
  const bitCount = data.getUint16(14, true);
  const compression = data.getUint32(16, true);
  const coloursUsed = data.getUint32(32, true);
  if (!BMP_HEADER_SIZES.has(headerSize) || data.getUint16(12, true) !== 1) return null;
  if (!BMP_BIT_COUNTS.has(bitCount) || !BMP_COMPRESSIONS.has(compression) || (compression === 3 && bitCount < 16)) return null;
  if (width <= 0 || stackedHeight <= 0 || stackedHeight % 2 !== 0) return null;
  const height = stackedHeight / 2;
  const palette = (bitCount <= 8 ? coloursUsed || 2 ** bitCount : coloursUsed) * 4;
  const masks = compression === 3 && headerSize === 40 ? 12 : 0;
  const rowBytes = Math.ceil((width * bitCount) / 32) * 4;
  return entry.length >= headerSize + palette + masks + rowBytes * height ? { width, height } : null;
};

const isPng = (entry: Uint8Array): boolean => PNG_SIGNATURE.every((byte, i) => entry[i] === byte);

/**
 * The icon's entries, or null when the file is not a well-formed icon: no entry or more than
 * WHITELABEL_LIMITS.icon_entries, an entry outside the file or sharing bytes with the directory or
 * another entry (each picture is checked once, on bytes of its own), or an entry that is neither a
 * PNG nor a BMP whose header can be read.
 */
export const iconEntries = (bytes: Uint8Array): IconEntry[] | null => {
  if (bytes.length < DIRECTORY_HEADER) return null;
  const data = view(bytes);
  const count = data.getUint16(4, true);
  if (data.getUint16(0, true) !== 0 || data.getUint16(2, true) !== 1 || count === 0 || count > WHITELABEL_LIMITS.icon_entries) return null;
  const directoryEnd = DIRECTORY_HEADER + count * DIRECTORY_ENTRY;
  if (bytes.length < directoryEnd) return null;
  const spans: [number, number][] = [[0, directoryEnd]];
  const entries: IconEntry[] = [];
  for (let i = 0; i < count; i += 1) {
    const at = DIRECTORY_HEADER + i * DIRECTORY_ENTRY;
    const size = data.getUint32(at + 8, true);
    const offset = data.getUint32(at + 12, true);
    if (size === 0 || offset + size > bytes.length) return null;
    spans.push([offset, offset + size]);
    const content = bytes.subarray(offset, offset + size);
    const listed = { width: bytes[at] || 256, height: bytes[at + 1] || 256 };
    const format = isPng(content) ? 'png' : 'bmp';
    const declared = format === 'png' ? imageFacts(content) : bmpSize(content);
    if (declared === null) return null;
    entries.push({ format, listed, declared, content });
  }
  spans.sort((a, b) => a[0] - b[0]);
  return spans.every(([start], i) => i === 0 || start >= (spans[i - 1]?.[1] ?? 0)) ? entries : null;
};
