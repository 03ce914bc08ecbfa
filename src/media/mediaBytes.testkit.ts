/*
 * Hand-built file headers and archives for the media readers' unit tests: only the bytes the
 * readers look at are meaningful (no pixel data, no CRCs), which is the point: they must not need more.
 */

const bytes = (...parts: (number[] | string)[]): Uint8Array =>
  Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)));
const u16le = (value: number) => [value & 0xff, (value >> 8) & 0xff];
const u32le = (value: number) => [...u16le(value & 0xffff), ...u16le(value >>> 16)];
const u16be = (value: number) => [(value >> 8) & 0xff, value & 0xff];
const u32be = (value: number) => [...u16be(value >>> 16), ...u16be(value & 0xffff)];

export const pngHeader = (width: number, height: number) => bytes([0x89], 'PNG\r\n\x1a\n', u32be(13), 'IHDR', u32be(width), u32be(height), [8, 6, 0, 0, 0]);

export const gifHeader = (width: number, height: number) => bytes('GIF89a', u16le(width), u16le(height), [0, 0, 0]);

/** A JPEG with APP1 (EXIF-like) segments of these sizes (each under 64 KB) before its baseline frame header. */
export const jpegHeader = (width: number, height: number, segments: number[] = [16]) =>
  bytes(
    [0xff, 0xd8],
    segments.flatMap((size) => [0xff, 0xe1, ...u16be(size + 2), ...new Array<number>(size).fill(0)]),
    [0xff, 0xc0],
    u16be(17),
    [8],
    u16be(height),
    u16be(width),
    [3],
  );

/** An APP1 EXIF segment (big-endian TIFF, as cameras of some makers write it) whose IFD0 holds one Orientation. */
export const exifSegment = (orientation: number) =>
  bytes([0xff, 0xe1], u16be(2 + 6 + 26), 'Exif', [0, 0], 'MM', u16be(42), u32be(8), u16be(1), u16be(0x0112), u16be(3), u32be(1), u16be(orientation), [0, 0], u32be(0));

/** A JPEG header with this segment right after its start marker. */
export const withSegment = (jpeg: Uint8Array, segment: Uint8Array) => Uint8Array.from([...jpeg.subarray(0, 2), ...segment, ...jpeg.subarray(2)]);

export const webpLossy = (width: number, height: number) =>
  bytes('RIFF', u32le(30), 'WEBP', 'VP8 ', u32le(18), [0, 0, 0], [0x9d, 0x01, 0x2a], u16le(width), u16le(height));

export const webpLossless = (width: number, height: number) => {
  const bits = ((width - 1) & 0x3fff) | (((height - 1) & 0x3fff) << 14);
  return bytes('RIFF', u32le(30), 'WEBP', 'VP8L', u32le(10), [0x2f], u32le(bits));
};

export const webpExtended = (width: number, height: number) => {
  const u24 = (value: number) => [value & 0xff, (value >> 8) & 0xff, (value >> 16) & 0xff];
  return bytes('RIFF', u32le(30), 'WEBP', 'VP8X', u32le(10), [0, 0, 0, 0], u24(width - 1), u24(height - 1));
};

/** A zip of stored (uncompressed) entries, with a central directory and an end record (and an optional comment). */
export const zipOf = (entries: Record<string, string>, comment = ''): Uint8Array => {
  const local: number[] = [];
  const central: number[] = [];
  Object.entries(entries).forEach(([name, content]) => {
    const offset = local.length;
    const nameBytes = [...name].map((char) => char.charCodeAt(0));
    const data = [...content].map((char) => char.charCodeAt(0));
    local.push(...u32le(0x04034b50), ...u16le(20), ...u16le(0), ...u16le(0), ...u32le(0), ...u32le(0), ...u32le(data.length), ...u32le(data.length), ...u16le(nameBytes.length), ...u16le(0), ...nameBytes, ...data);
    central.push(
      ...u32le(0x02014b50), ...u16le(20), ...u16le(20), ...u16le(0), ...u16le(0), ...u32le(0), ...u32le(0),
      ...u32le(data.length), ...u32le(data.length), ...u16le(nameBytes.length), ...u16le(0), ...u16le(0), ...u16le(0), ...u16le(0), ...u32le(0), ...u32le(offset), ...nameBytes,
    );
  });
  const count = Object.keys(entries).length;
  const end = [...u32le(0x06054b50), ...u16le(0), ...u16le(0), ...u16le(count), ...u16le(count), ...u32le(central.length), ...u32le(local.length), ...u16le(comment.length), ...[...comment].map((c) => c.charCodeAt(0))];
  return Uint8Array.from([...local, ...central, ...end]);
};

export const blobOf = (data: Uint8Array, type = ''): Blob => new Blob([new Uint8Array(data)], { type });

/* ---------- MP4 boxes ---------- */

const be32 = (value: number) => [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
const box = (type: string, ...content: number[][]): number[] => {
  const body = content.flat();
  return [...be32(8 + body.length), ...[...type].map((c) => c.charCodeAt(0)), ...body];
};
const zeros = (count: number) => new Array<number>(count).fill(0);

/** mvhd version 0 (32-bit times) or 1 (64-bit), with the rest of the box zeroed. */
const mvhd = (timescale: number, duration: number, version: 0 | 1) =>
  version === 0
    ? box('mvhd', [0, 0, 0, 0], zeros(8), be32(timescale), be32(duration), zeros(80))
    : box('mvhd', [1, 0, 0, 0], zeros(16), be32(timescale), be32(0), be32(duration), zeros(80));
/** tkhd version 0: 76 bytes of fields, then width and height as 16.16 fixed point. */
const tkhd = (width: number, height: number) => box('tkhd', [0, 0, 0, 3], zeros(72), be32(width * 65536), be32(height * 65536));
const trak = (handler: string, width: number, height: number) =>
  box('trak', tkhd(width, height), box('mdia', box('hdlr', zeros(8), [...handler].map((c) => c.charCodeAt(0)), zeros(12))));

/**
 * An MP4's boxes: ftyp, then (by default) an mdat before the moov, as a file not made for fast start
 * has it; a sound track first, so the reader must pick the video track by its handler.
 */
export const mp4Of = ({ width, height, seconds, version = 0, moovFirst = false }: { width: number; height: number; seconds: number; version?: 0 | 1; moovFirst?: boolean }) => {
  const ftyp = box('ftyp', [...'isom'].map((c) => c.charCodeAt(0)), be32(512));
  const moov = box('moov', mvhd(1000, Math.round(seconds * 1000), version), trak('soun', 0, 0), trak('vide', width, height));
  const mdat = box('mdat', zeros(64));
  return Uint8Array.from(moovFirst ? [...ftyp, ...moov, ...mdat] : [...ftyp, ...mdat, ...moov]);
};
