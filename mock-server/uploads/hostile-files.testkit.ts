import zlib from 'node:zlib';

/**
 * Hostile uploads built in memory: zips whose headers understate their files and PNGs whose headers
 * overstate (or do not match) their pixels. Each is small to build and to send; what it would unpack
 * to is only ever claimed, or bounded by the server's limits.
 */

export interface ZipPart {
  name: string;
  /** The bytes the entry truly unpacks to, or its raw deflate data with `deflated`. */
  data: Uint8Array;
  /** The data is already raw deflate (a bomb made by deflateOfZeros). */
  deflated?: boolean;
  /** The size the headers state (the truth unless given). */
  statedSize?: number;
}

const u16 = (value: number): Buffer => {
  const b = Buffer.alloc(2);
  b.writeUInt16LE(value);
  return b;
};
const u32 = (value: number): Buffer => {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(value >>> 0);
  return b;
};

const u32be = (value: number): Buffer => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(value >>> 0);
  return b;
};

/** A zip of deflated entries, each with the size its headers state (CRCs left 0: nothing here checks them). */
export const zipOf = (parts: readonly ZipPart[]): Buffer => {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const name = Buffer.from(part.name, 'utf8');
    const packed = part.deflated ? Buffer.from(part.data) : zlib.deflateRawSync(part.data);
    const stated = part.statedSize ?? (part.deflated ? 0 : part.data.length);
    const common = [u16(20), u16(0x0800), u16(8), u16(0), u16(0), u32(0), u32(packed.length), u32(stated), u16(name.length)];
    const local = Buffer.concat([u32(0x04034b50), ...common, u16(0), name, packed]);
    centrals.push(Buffer.concat([u32(0x02014b50), u16(20), ...common, u16(0), u16(0), u16(0), u16(0), u32(0), u32(offset), name]));
    locals.push(local);
    offset += local.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.concat([u32(0x06054b50), u16(0), u16(0), u16(parts.length), u16(parts.length), u32(directory.length), u32(offset), u16(0)]);
  return Buffer.concat([...locals, directory, end]);
};

const MEBIBYTE = 1024 * 1024;
const zerosBlock = (bytes: number): Buffer => zlib.deflateRawSync(Buffer.alloc(bytes), { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });

/**
 * Raw deflate of `bytes` zeros without ever holding them: one MiB deflated as a non-final, byte-aligned
 * block (a sync flush) repeated, the rest as one more such block, then an empty final block.
 */
export const deflateOfZeros = (bytes: number): Buffer => {
  const block = zerosBlock(MEBIBYTE);
  const rest = bytes % MEBIBYTE;
  const blocks = Array.from({ length: Math.floor(bytes / MEBIBYTE) }, () => block);
  return Buffer.concat([...blocks, ...(rest > 0 ? [zerosBlock(rest)] : []), Buffer.from([0x01, 0x00, 0x00, 0xff, 0xff])]);
};

/** The same as zlib data (a PNG's IDAT): a header, the deflate, and the Adler-32 of the zeros (a = 1, b = bytes). */
const zlibOfZeros = (bytes: number): Buffer => Buffer.concat([Buffer.from([0x78, 0xda]), deflateOfZeros(bytes), u32be(((bytes % 65521) * 65536 + 1) >>> 0)]);

/** The zip the probe sent: a root index.html that states 100 bytes and unpacks to `mebibytes` MiB of zeros. */
export const lyingZip = (mebibytes: number): Buffer =>
  zipOf([{ name: 'index.html', data: deflateOfZeros(mebibytes * MEBIBYTE), deflated: true, statedSize: 100 }]);

const chunk = (type: string, data: Buffer): Buffer => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32be(data.length), body, u32be(zlib.crc32(body))]);
};

/** A PNG whose header says width×height (8-bit RGBA unless told) and whose IDAT is `idat`. */
export const pngWith = (width: number, height: number, idat: Buffer, { bitDepth = 8, colourType = 6 } = {}): Buffer => {
  const header = Buffer.concat([u32be(width), u32be(height), Buffer.from([bitDepth, colourType, 0, 0, 0])]);
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', idat), chunk('IEND', Buffer.alloc(0))]);
};

/**
 * A true black-and-white PNG of width×height (1 bit a pixel, so 24000×20000 is 60 MB of rows and tens
 * of KB of file), which a browser decodes to width×height×4 bytes: the probe's 1.9 GB picture.
 */
export const hugeRealPng = (width: number, height: number): Buffer => pngWith(width, height, zlibOfZeros(height * (1 + Math.ceil(width / 8))), { bitDepth: 1, colourType: 0 });

/** A true width×height RGBA PNG of one colour: every row a filter byte and its pixels. */
export const solidPng = (width: number, height: number): Buffer => {
  const row = Buffer.alloc(1 + width * 4, 0x7f);
  row[0] = 0;
  return pngWith(width, height, zlib.deflateSync(Buffer.concat(Array.from({ length: height }, () => row))));
};

/** A PNG whose header claims width×height over the data of a 1×1 picture. */
export const claimingPng = (width: number, height: number): Buffer => pngWith(width, height, zlib.deflateSync(Buffer.from([0, 1, 2, 3, 4])));
