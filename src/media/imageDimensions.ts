/**
 * An image's width and height read from its header (PNG, JPEG, GIF, WebP) without decoding a pixel: a
 * check before upload costs a few bytes, not a bitmap. A JPEG's EXIF orientation is applied (5 to 8
 * turn it a quarter, so width and height swap), as browsers show the picture and as the server reads
 * it (mock-server/uploads/image-facts.ts): both checks judge the size the preview shows.
 */
export interface Dimensions {
  width: number;
  height: number;
}

/** Enough for PNG, GIF and WebP; a JPEG's frame header may sit further (after EXIF): see jpegSize. */
export const IMAGE_HEADER_BYTES = 64 * 1024;

const u16be = (b: Uint8Array, at: number) => ((b[at] ?? 0) << 8) | (b[at + 1] ?? 0);
const u16le = (b: Uint8Array, at: number) => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, at: number) => u16le(b, at) | ((b[at + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, at: number) => ((u16be(b, at) << 16) >>> 0) + u16be(b, at + 2);
const tag = (b: Uint8Array, at: number) => String.fromCharCode(...b.subarray(at, at + 4));

const pngSize = (b: Uint8Array): Dimensions | null => (tag(b, 12) === 'IHDR' ? { width: u32be(b, 16), height: u32be(b, 20) } : null);

const gifSize = (b: Uint8Array): Dimensions => ({ width: u16le(b, 6), height: u16le(b, 8) });

const webpSize = (b: Uint8Array): Dimensions | null => {
  const chunk = tag(b, 12);
  // Lossy: a key frame's 14-bit sizes after the start code 9d 01 2a.
  if (chunk === 'VP8 ' && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) return { width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
  // Lossless: 14-bit width-1 and height-1 packed after the signature byte 0x2f.
  if (chunk === 'VP8L' && b[20] === 0x2f) {
    const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  // Extended: 24-bit canvas width-1 and height-1.
  if (chunk === 'VP8X') return { width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
  return null;
};

/** Start-of-frame markers carry the size (every SOFn but DHT c4, JPG c8 and DAC cc). */
const isStartOfFrame = (marker: number) => marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;

const u32le = (b: Uint8Array, at: number) => (u16le(b, at) + (u16le(b, at + 2) << 16)) >>> 0;

/** The EXIF Orientation tag (0x0112, one SHORT) of IFD0 in an APP1 "Exif" segment's data ("Exif\0\0", then TIFF). */
const exifOrientation = (b: Uint8Array, data: number, end: number): number | undefined => {
  const tiff = data + 6;
  const little = tag(b, tiff).startsWith('II');
  if (!little && !tag(b, tiff).startsWith('MM')) return undefined;
  const u16 = (at: number) => (little ? u16le(b, at) : u16be(b, at));
  const u32 = (at: number) => (little ? u32le(b, at) : u32be(b, at));
  const ifd = tiff + u32(tiff + 4);
  const count = u16(ifd);
  for (let entry = ifd + 2; entry + 12 <= end && entry < ifd + 2 + count * 12; entry += 12) {
    if (u16(entry) === 0x0112) return u16(entry + 2) === 3 && u32(entry + 4) === 1 ? u16(entry + 8) : undefined;
  }
  return undefined;
};

/** EXIF orientations 5 to 8 turn the picture a quarter: it shows with width and height swapped. */
const QUARTER_TURNS = new Set([5, 6, 7, 8]);

const jpegSize = (b: Uint8Array): Dimensions | null => {
  let at = 2;
  let orientation: number | undefined;
  while (at + 9 < b.length) {
    if (b[at] !== 0xff) return null;
    const marker = b[at + 1] ?? 0;
    // Fill bytes and markers without a length.
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || (marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    if (isStartOfFrame(marker)) {
      const stored = { width: u16be(b, at + 7), height: u16be(b, at + 5) };
      return orientation !== undefined && QUARTER_TURNS.has(orientation) ? { width: stored.height, height: stored.width } : stored;
    }
    const length = u16be(b, at + 2);
    // The last EXIF segment before the frame says how the picture is turned (as image-size reads it).
    if (marker === 0xe1 && tag(b, at + 4) === 'Exif') orientation = exifOrientation(b, at + 4, at + 2 + length);
    at += 2 + length;
  }
  return null;
};

/** The size from a header's bytes, or null when the bytes are not an image header this reads. */
export const imageDimensions = (b: Uint8Array): Dimensions | null => {
  if (b[0] === 0x89 && tag(b, 1).startsWith('PNG')) return pngSize(b);
  if (b[0] === 0xff && b[1] === 0xd8) return jpegSize(b);
  if (tag(b, 0) === 'GIF8') return gifSize(b);
  if (tag(b, 0) === 'RIFF' && tag(b, 8) === 'WEBP') return webpSize(b);
  return null;
};

/** A browser file's image size: the header first, the whole file only for a JPEG whose frame header is past it. */
export const blobImageDimensions = async (blob: Blob): Promise<Dimensions | null> => {
  const head = imageDimensions(new Uint8Array(await blob.slice(0, IMAGE_HEADER_BYTES).arrayBuffer()));
  if (head || blob.size <= IMAGE_HEADER_BYTES) return head;
  return imageDimensions(new Uint8Array(await blob.arrayBuffer()));
};
