import { unzipSync } from 'fflate';

/** The largest single file of an HTML banner served from its zip (the whole banner is held to 10 MiB at upload). */
export const MAX_SERVED_ENTRY_BYTES = 2 * 1024 * 1024;

/**
 * One file of a zip, unpacked alone (fflate's filter lets only that name through), or null when the
 * zip has no such file or it claims more than MAX_SERVED_ENTRY_BYTES: nothing else is inflated.
 */
export const zipEntry = (content: Uint8Array, path: string): Uint8Array | null => {
  try {
    const found = unzipSync(content, { filter: ({ name, originalSize }) => name === path && originalSize <= MAX_SERVED_ENTRY_BYTES });
    return found[path] ?? null;
  } catch {
    return null;
  }
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
