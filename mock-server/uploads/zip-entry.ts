import type { ByteSource } from './byte-source';
import { readZip, unpackEntry } from './zip-unpack';

/** The largest single file of an HTML banner served from its zip (the whole banner is held to 10 MiB at upload). */
export const MAX_SERVED_ENTRY_BYTES = 2 * 1024 * 1024;

/**
 * One file of a zip, looked up by name in a Map (never an object's inherited property), unpacked with
 * the inflate stopped at the size the zip states for it (which the upload checked is the real size)
 * and at MAX_SERVED_ENTRY_BYTES; null when the zip has no such file, or it would unpack to more or
 * other than it states: nothing else is inflated.
 */
export const zipEntry = async (zip: ByteSource, path: string): Promise<Uint8Array | null> => {
  const entry = (await readZip(zip))?.get(path);
  if (!entry || path.endsWith('/') || entry.unpackedBytes > MAX_SERVED_ENTRY_BYTES) return null;
  const bytes = await unpackEntry(zip, entry, entry.unpackedBytes);
  return typeof bytes === 'string' || bytes.length !== entry.unpackedBytes ? null : bytes;
};

/** What an HTML banner's files are served as, by extension; anything else is plain bytes. */
const TYPES: Record<string, string> = {
  html: 'text/html; charset=utf-8',
  htm: 'text/html; charset=utf-8',
  css: 'text/css; charset=utf-8',
  js: 'text/javascript; charset=utf-8',
  json: 'application/json',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  svg: 'image/svg+xml',
  woff: 'font/woff',
  woff2: 'font/woff2',
};

export const entryContentType = (path: string): string => TYPES[path.split('.').pop()?.toLowerCase() ?? ''] ?? 'application/octet-stream';
