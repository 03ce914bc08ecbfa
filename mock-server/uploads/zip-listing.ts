import { windowed, type ByteSource } from './byte-source';

export interface ZipEntry {
  /** The path inside the zip, '/'-separated; folders end with '/'. */
  name: string;
  /** What the entry says it unpacks to. */
  unpackedBytes: number;
}

/**
 * The entries of a zip, read from its central directory by positional reads (the end record in the
 * file's last 64 KiB, then the directory's records one after the other), nothing unpacked: a zip bomb
 * costs what its listing costs, whatever its entries would inflate to. Read as fflate's `unzipSync`
 * reads a listing (the reader this replaces, and the rule the tests pin): a byte past the file reads as
 * 0, a name is UTF-8 when its flag says so and Latin-1 otherwise, zip64 sizes come from the zip64 end
 * record and each entry's extra field. Null when the listing cannot be read (no end record, a zip64
 * entry without its sizes).
 */

const END = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const CENTRAL_HEADER = 46;
/** fflate looks for the end record no further back than this from the file's end. */
const END_SEARCH = 65558;
const MARKER = 0xffffffff;
const UTF8_FLAG = 2048;

/** `length` bytes from `position`, with 0 for every byte outside the file (as fflate reads them). */
const padded = async (source: ByteSource, position: number, length: number): Promise<Uint8Array> => {
  const bytes = new Uint8Array(length);
  const from = Math.max(0, position);
  if (from < position + length) bytes.set(await source.read(from, position + length - from), from - position);
  return bytes;
};

const u16 = (b: Uint8Array, at: number): number => (b[at] ?? 0) | ((b[at + 1] ?? 0) << 8);
const u32 = (b: Uint8Array, at: number): number => (u16(b, at) | (u16(b, at + 2) << 16)) >>> 0;
const u64 = (b: Uint8Array, at: number): number => u32(b, at) + u32(b, at + 4) * 2 ** 32;

const utf8 = new TextDecoder();

/** Where the end record starts, searched backwards from the last place it fits; null when absent. */
const endRecordAt = async (source: ByteSource): Promise<number | null> => {
  const first = source.size - 22;
  const last = Math.max(0, source.size - END_SEARCH - 1);
  if (first < 0) return null;
  const tail = await padded(source, last, first - last + 4);
  for (let at = first; at >= last; at--) if (u32(tail, at - last) === END) return at;
  return null;
};

/** An entry's unpacked size from its zip64 extra field, or null when it has none. */
const zip64Unpacked = (extra: Uint8Array, unpacked: number): number | null => {
  for (let at = 0; at + 4 < extra.length; at += 4 + u16(extra, at + 2)) {
    if (u16(extra, at) === 1) return unpacked === MARKER ? u64(extra, at + 4) : unpacked;
  }
  return null;
};

export const listZip = async (zip: ByteSource): Promise<ZipEntry[] | null> => {
  const end = await endRecordAt(zip);
  if (end === null) return null;
  const record = await padded(zip, end - 20, 40);
  let count = u16(record, 28);
  if (count === 0) return [];
  let at = u32(record, 36);
  let zip64 = u32(record, 0) === ZIP64_LOCATOR;
  if (zip64) {
    const zip64End = await padded(zip, u32(record, 8), 56);
    zip64 = u32(zip64End, 0) === ZIP64_END;
    if (zip64) [count, at] = [u32(zip64End, 32), u32(zip64End, 48)];
  }
  const directory = windowed(zip, 64 * 1024);
  const entries: ZipEntry[] = [];
  for (let i = 0; i < count; i++) {
    // Past the file's end every record reads as empty: no name, nothing unpacked, nothing more to list.
    if (at >= zip.size) break;
    const header = await padded(directory, at, CENTRAL_HEADER);
    const nameLength = u16(header, 28);
    const extraLength = u16(header, 30);
    const nameBytes = await directory.read(at + CENTRAL_HEADER, nameLength);
    const name = u16(header, 8) & UTF8_FLAG ? utf8.decode(nameBytes) : Buffer.from(nameBytes).toString('latin1');
    const stated = u32(header, 24);
    let unpacked: number | null = stated;
    if (zip64 && [u32(header, 20), stated, u32(header, 42)].includes(MARKER)) {
      unpacked = zip64Unpacked(await padded(directory, at + CENTRAL_HEADER + nameLength, extraLength), stated);
      if (unpacked === null) return null;
    }
    entries.push({ name, unpackedBytes: unpacked });
    at += CENTRAL_HEADER + nameLength + extraLength + u16(header, 32);
  }
  return entries;
};
