import zlib from 'node:zlib';

/**
 * A zip read by its central directory, each entry unpacked on its own with Node's inflate held to a
 * byte limit: inflating stops as soon as the output passes the limit, so a zip whose headers lie
 * about what an entry unpacks to costs no more than the limit it is held to.
 */
export interface PackedEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else is not unpacked. */
  method: number;
  /** What the central directory says the entry unpacks to (checked at upload, see unpackedSizesMatch). */
  unpackedBytes: number;
  /** The entry's packed bytes. */
  data: Uint8Array;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** An end-of-central-directory record is 22 bytes plus a comment of at most 65,535. */
const EOCD_SEARCH = 22 + 0xffff;

const endRecordAt = (view: DataView): number => {
  for (let at = view.byteLength - 22; at >= Math.max(0, view.byteLength - EOCD_SEARCH); at--) if (view.getUint32(at, true) === EOCD) return at;
  return -1;
};

/**
 * The entries of a zip in central-directory order, keyed by name in a Map (so a name such as
 * `constructor` is only ever an entry, never an object's property); null for what is not a zip this
 * reader takes (damaged, zip64, or encrypted).
 */
export const readZip = (content: Uint8Array): Map<string, PackedEntry> | null => {
  const view = new DataView(content.buffer, content.byteOffset, content.byteLength);
  const end = endRecordAt(view);
  if (end < 0) return null;
  const count = view.getUint16(end + 10, true);
  let at = view.getUint32(end + 16, true);
  const entries = new Map<string, PackedEntry>();
  const decoder = new TextDecoder('utf-8', { fatal: true });
  try {
    for (let i = 0; i < count; i++) {
      if (view.getUint32(at, true) !== CENTRAL) return null;
      const flags = view.getUint16(at + 8, true);
      const method = view.getUint16(at + 10, true);
      const packedBytes = view.getUint32(at + 20, true);
      const unpackedBytes = view.getUint32(at + 24, true);
      const nameLength = view.getUint16(at + 28, true);
      const otherLength = view.getUint16(at + 30, true) + view.getUint16(at + 32, true);
      const local = view.getUint32(at + 42, true);
      // Encrypted entries and zip64 sizes are nothing an HTML banner needs.
      if ((flags & 1) !== 0 || packedBytes === 0xffffffff || unpackedBytes === 0xffffffff || local === 0xffffffff) return null;
      const name = decoder.decode(content.subarray(at + 46, at + 46 + nameLength));
      if (view.getUint32(local, true) !== LOCAL) return null;
      const dataStart = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
      if (dataStart + packedBytes > content.length || entries.has(name)) return null;
      entries.set(name, { name, method, unpackedBytes, data: content.subarray(dataStart, dataStart + packedBytes) });
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
 * An entry's bytes, inflating at most `limit` bytes: Node's inflate stops and throws as soon as its
 * output passes maxOutputLength, so a lying header never costs more than the limit.
 */
export const unpackEntry = (entry: PackedEntry, limit: number): Unpacked => {
  if (entry.method === 0) return entry.data.length <= limit ? Buffer.from(entry.data) : 'over';
  if (entry.method !== 8) return 'broken';
  try {
    // maxOutputLength must be at least 1; an entry held to 0 bytes may still inflate to nothing.
    const bytes = zlib.inflateRawSync(entry.data, { maxOutputLength: Math.max(1, limit) });
    return bytes.length <= limit ? bytes : 'over';
  } catch (error) {
    return (error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE' ? 'over' : 'broken';
  }
};

/**
 * Whether every entry truly unpacks to what the directory says, all of them held to `limit` in all.
 * Each entry is inflated only up to its stated size (and what is left of the limit): `lies` as soon as
 * one gives more, less or nothing readable, so a 100-byte claim over 440 MiB costs 100 bytes of
 * inflating; `tooBig` when the stated sizes themselves pass the limit; `ok` otherwise. After this,
 * serving an entry bounded by its stated size unpacks exactly what was checked here.
 */
export const checkUnpackedSizes = (entries: Map<string, PackedEntry>, limit: number): 'ok' | 'tooBig' | 'lies' => {
  let left = limit;
  for (const entry of entries.values()) {
    if (entry.unpackedBytes > left) return 'tooBig';
    const bytes = unpackEntry(entry, entry.unpackedBytes);
    if (bytes === 'over') return 'lies';
    if (bytes === 'broken' || bytes.length !== entry.unpackedBytes) return 'lies';
    left -= bytes.length;
  }
  return 'ok';
};
