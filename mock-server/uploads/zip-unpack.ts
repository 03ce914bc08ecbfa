import zlib from 'node:zlib';
import { windowed, type ByteSource } from './byte-source';

/**
 * A zip read by its central directory, each entry unpacked on its own with Node's inflate held to a
 * byte limit, its packed bytes read from the zip a piece at a time: inflating stops as soon as the
 * output passes the limit, so a zip whose headers lie
 * about what an entry unpacks to costs no more than the limit it is held to.
 */
export interface PackedEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else is not unpacked. */
  method: number;
  /** What the central directory says the entry unpacks to (checked at upload, see unpackedSizesMatch). */
  unpackedBytes: number;
  /** Where the entry's packed bytes lie in the zip. */
  dataStart: number;
  packedBytes: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** An end-of-central-directory record is 22 bytes plus a comment of at most 65,535. */
const EOCD_SEARCH = 22 + 0xffff;
/** The directory and the local headers are each walked through a window of their own. */
const DIRECTORY_WINDOW = 64 * 1024;
const LOCAL_WINDOW = 4 * 1024;
/** Packed data is inflated in pieces of this many bytes. */
const PIECE_BYTES = 64 * 1024;

/** Exactly `length` bytes from `position`, or a RangeError when the zip ends before them. */
const exactly = async (source: ByteSource, position: number, length: number): Promise<DataView> => {
  const bytes = position < 0 ? new Uint8Array(0) : await source.read(position, length);
  if (bytes.length < length) throw new RangeError('the zip is cut short');
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
};

const endRecordAt = async (zip: ByteSource): Promise<number> => {
  const lowest = Math.max(0, zip.size - EOCD_SEARCH);
  const tail = await zip.read(lowest, zip.size - lowest);
  const view = new DataView(tail.buffer, tail.byteOffset, tail.byteLength);
  for (let at = zip.size - 22; at >= lowest; at--) if (view.getUint32(at - lowest, true) === EOCD) return at;
  return -1;
};

/**
 * The entries of a zip in central-directory order, keyed by name in a Map (so a name such as
 * `constructor` is only ever an entry, never an object's property); null for what is not a zip this
 * reader takes (damaged, zip64, or encrypted). Read by positional reads: the end record from the last
 * 64 KiB, the directory's records and each entry's local header; no entry's data is read.
 */
export const readZip = async (zip: ByteSource): Promise<Map<string, PackedEntry> | null> => {
  const end = await endRecordAt(zip);
  if (end < 0) return null;
  const record = await exactly(zip, end, 22);
  const count = record.getUint16(10, true);
  let at = record.getUint32(16, true);
  const directory = windowed(zip, DIRECTORY_WINDOW);
  const locals = windowed(zip, LOCAL_WINDOW);
  const entries = new Map<string, PackedEntry>();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for (let i = 0; i < count; i++) {
      if ((await exactly(directory, at, 4)).getUint32(0, true) !== CENTRAL) return null;
      const header = await exactly(directory, at, 46);
      const flags = header.getUint16(8, true);
      const method = header.getUint16(10, true);
      const packedBytes = header.getUint32(20, true);
      const unpackedBytes = header.getUint32(24, true);
      const nameLength = header.getUint16(28, true);
      const otherLength = header.getUint16(30, true) + header.getUint16(32, true);
      const local = header.getUint32(42, true);
      // Encrypted entries and zip64 sizes are nothing an HTML banner needs.
      if ((flags & 1) !== 0 || packedBytes === 0xffffffff || unpackedBytes === 0xffffffff || local === 0xffffffff) return null;
      const name = decoder.decode(await directory.read(at + 46, nameLength));
      if ((await exactly(locals, local, 4)).getUint32(0, true) !== LOCAL) return null;
      const localHeader = await exactly(locals, local, 30);
      const dataStart = local + 30 + localHeader.getUint16(26, true) + localHeader.getUint16(28, true);
      if (dataStart + packedBytes > zip.size || entries.has(name)) return null;
      entries.set(name, { name, method, unpackedBytes, dataStart, packedBytes });
      at += 46 + nameLength + otherLength;
    }
  } catch {
    // A read past the end: the zip is cut short.
    return null;
  }
  return entries;
};

/** An entry's bytes, or why not: `over` the limit it was held to, or `broken` (damaged data, an unknown method). */
export type Unpacked = Buffer | 'over' | 'broken';

/**
 * Inflates an entry's packed bytes, read from the zip a piece at a time, keeping its output only when
 * `keep`; stops as soon as the output passes `limit`. Answers the output (empty when not kept) and its
 * length, `over` or `broken`.
 */
const inflateEntry = (zip: ByteSource, entry: PackedEntry, limit: number, keep: boolean): Promise<{ bytes: Buffer; length: number } | 'over' | 'broken'> =>
  new Promise((resolve) => {
    const inflate = zlib.createInflateRaw();
    const kept: Buffer[] = [];
    let length = 0;
    let settled = false;
    const settle = (result: { bytes: Buffer; length: number } | 'over' | 'broken'): void => {
      if (settled) return;
      settled = true;
      resolve(result);
    };
    inflate.on('data', (chunk: Buffer) => {
      length += chunk.length;
      if (length > limit) {
        settle('over');
        inflate.destroy();
        return;
      }
      if (keep) kept.push(chunk);
    });
    inflate.on('error', () => settle('broken'));
    inflate.on('end', () => settle({ bytes: Buffer.concat(kept), length }));
    const feed = async (): Promise<void> => {
      const stop = entry.dataStart + entry.packedBytes;
      for (let at = entry.dataStart; at < stop && !settled; at += PIECE_BYTES) {
        const piece = await zip.read(at, Math.min(PIECE_BYTES, stop - at));
        if (settled) return;
        if (!inflate.write(piece)) await new Promise((next) => inflate.once('drain', next).once('close', next));
      }
      if (!settled) inflate.end();
    };
    feed().catch(() => settle('broken'));
  });

/**
 * An entry's bytes, inflating at most `limit` bytes: the inflate stops as soon as its output passes
 * the limit, so a lying header never costs more than the limit.
 */
export const unpackEntry = async (zip: ByteSource, entry: PackedEntry, limit: number): Promise<Unpacked> => {
  if (entry.method === 0) return entry.packedBytes <= limit ? Buffer.from(await zip.read(entry.dataStart, entry.packedBytes)) : 'over';
  if (entry.method !== 8) return 'broken';
  const inflated = await inflateEntry(zip, entry, limit, true);
  return typeof inflated === 'string' ? inflated : inflated.bytes;
};

/** How many bytes an entry unpacks to, counted and never kept, stopped past `limit`. */
const unpackedLength = async (zip: ByteSource, entry: PackedEntry, limit: number): Promise<number | 'over' | 'broken'> => {
  if (entry.method === 0) return entry.packedBytes <= limit ? entry.packedBytes : 'over';
  if (entry.method !== 8) return 'broken';
  const inflated = await inflateEntry(zip, entry, limit, false);
  return typeof inflated === 'string' ? inflated : inflated.length;
};

/**
 * Whether every entry truly unpacks to what the directory says, all of them held to `limit` in all.
 * Each entry is inflated only up to its stated size (and what is left of the limit), counted as it
 * streams and never kept: `lies` as soon as one gives more, less or nothing readable, so a 100-byte
 * claim over 440 MiB costs 100 bytes of inflating; `tooBig` when the stated sizes themselves pass the
 * limit; `ok` otherwise. After this, serving an entry bounded by its stated size unpacks exactly what
 * was checked here.
 */
export const checkUnpackedSizes = async (zip: ByteSource, entries: Map<string, PackedEntry>, limit: number): Promise<'ok' | 'tooBig' | 'lies'> => {
  let left = limit;
  for (const entry of entries.values()) {
    if (entry.unpackedBytes > left) return 'tooBig';
    const length = await unpackedLength(zip, entry, entry.unpackedBytes);
    if (length === 'over' || length === 'broken' || length !== entry.unpackedBytes) return 'lies';
    left -= length;
  }
  return 'ok';
};
