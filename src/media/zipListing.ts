/**
 * The names in a zip archive, read from its central directory only: nothing is unpacked, so a huge or
 * hostile archive (a zip bomb) costs the few bytes of its directory. HTML banners are zips that must
 * hold index.html at their root (spec 2 §5).
 */

const END_SIGNATURE = 0x06054b50;
const ENTRY_SIGNATURE = 0x02014b50;
const END_RECORD_BYTES = 22;
/** The end record sits within its size plus the longest comment from the end. */
const END_SEARCH_BYTES = END_RECORD_BYTES + 0xffff;
/** More entries than any banner needs: a directory claiming more is refused rather than walked. */
export const MAX_ZIP_ENTRIES = 10_000;

const decoder = new TextDecoder();

/** The end record's position in the tail, searched backwards (a comment may follow it). */
const endRecordAt = (tail: DataView): number => {
  for (let at = tail.byteLength - END_RECORD_BYTES; at >= 0; at--) if (tail.getUint32(at, true) === END_SIGNATURE) return at;
  return -1;
};

/** One file of an archive as its directory lists it. */
export interface ZipEntry {
  name: string;
  /** Bytes once unpacked, as the directory claims (what a zip bomb inflates). */
  size: number;
}

/** The entries of a zip's central directory, or null when the bytes are not a readable zip (ZIP64 included). */
export const zipEntries = async (blob: Blob): Promise<ZipEntry[] | null> => {
  const tailStart = Math.max(0, blob.size - END_SEARCH_BYTES);
  const tail = new DataView(await blob.slice(tailStart).arrayBuffer());
  const end = endRecordAt(tail);
  if (end < 0) return null;
  const count = tail.getUint16(end + 10, true);
  const size = tail.getUint32(end + 12, true);
  const offset = tail.getUint32(end + 16, true);
  // 0xffff / 0xffffffff mean ZIP64, which a banner has no need of.
  if (count === 0xffff || offset === 0xffffffff || count > MAX_ZIP_ENTRIES || offset + size > tailStart + end) return null;
  const directory = new DataView(await blob.slice(offset, offset + size).arrayBuffer());
  const entries: ZipEntry[] = [];
  let at = 0;
  for (let index = 0; index < count; index++) {
    if (at + 46 > directory.byteLength || directory.getUint32(at, true) !== ENTRY_SIGNATURE) return null;
    const nameLength = directory.getUint16(at + 28, true);
    const extraLength = directory.getUint16(at + 30, true);
    const commentLength = directory.getUint16(at + 32, true);
    if (at + 46 + nameLength > directory.byteLength) return null;
    const name = decoder.decode(new Uint8Array(directory.buffer, directory.byteOffset + at + 46, nameLength));
    entries.push({ name, size: directory.getUint32(at + 24, true) });
    at += 46 + nameLength + extraLength + commentLength;
  }
  return entries;
};

/** The entry names of a zip's central directory, or null when it is not a readable zip. */
export const zipEntryNames = async (blob: Blob): Promise<string[] | null> => (await zipEntries(blob))?.map((entry) => entry.name) ?? null;

/** Whether an HTML banner's archive holds index.html at its root (not in a folder). */
export const hasRootIndexHtml = (names: readonly string[]): boolean => names.some((name) => name === 'index.html');

/**
 * A name that would land outside the banner's folder once unpacked (absolute, a drive, `..`, or a
 * backslash some unpackers read as a separator): refused though nothing here unpacks, since the
 * server that serves the banner will.
 */
const escapes = (name: string): boolean => name.startsWith('/') || name.includes('\\') || /^[A-Za-z]:/.test(name) || name.split('/').includes('..');

/** An HTML banner's listing (spec 2 §5): index.html at its root and no name escaping its folder. */
export const isHtmlBannerListing = (entries: readonly ZipEntry[]): boolean =>
  hasRootIndexHtml(entries.map((entry) => entry.name)) && !entries.some((entry) => escapes(entry.name));
