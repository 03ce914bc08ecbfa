import { HTML_BANNER_MAX_UNPACKED_BYTES } from '../../src/api/contract';
import type { ZipEntry } from './zip-listing';

/**
 * A name that would land outside the banner's folder once unpacked (absolute, a drive, `..`, or a
 * backslash that some unpackers read as a separator). Refused even though we never unpack: the
 * server that serves the banner will.
 */
const escapes = (name: string): boolean => name.startsWith('/') || name.includes('\\') || /^[A-Za-z]:/.test(name) || name.split('/').includes('..');

/**
 * Why a zip is not an HTML banner (spec 2 §5: index.html at its root), judged on its listing only:
 * `htmlFormatError` without a root index.html or with an escaping name, `htmlTooBig` when its files
 * add up to more than HTML_BANNER_MAX_UNPACKED_BYTES; null when it is one.
 */
export const htmlBannerProblem = (entries: readonly ZipEntry[]): 'htmlFormatError' | 'htmlTooBig' | null => {
  if (!entries.some((entry) => entry.name === 'index.html') || entries.some((entry) => escapes(entry.name))) return 'htmlFormatError';
  const unpacked = entries.reduce((sum, entry) => sum + entry.unpackedBytes, 0);
  return unpacked > HTML_BANNER_MAX_UNPACKED_BYTES ? 'htmlTooBig' : null;
};
