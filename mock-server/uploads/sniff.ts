import { fileTypeFromFile } from 'file-type';
import type { FileOnDisk } from './byte-source';

/** The formats a creative upload may be, as its content shows (never its name or declared type). */
export type SniffedFormat = 'png' | 'jpg' | 'gif' | 'webp' | 'zip' | 'mp3' | 'mp4';

/** How each accepted format is stored and served. */
export const CONTENT_TYPE: Record<SniffedFormat, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  zip: 'application/zip',
  mp3: 'audio/mpeg',
  mp4: 'video/mp4',
};

/**
 * file-type's extension → our format. An animated PNG is a PNG; an m4v is an MPEG-4 video. Anything
 * else (an m4a is audio-only, a docx is a zip of a known kind) is not a creative format.
 */
const BY_EXTENSION: Readonly<Record<string, SniffedFormat>> = {
  png: 'png',
  apng: 'png',
  jpg: 'jpg',
  gif: 'gif',
  webp: 'webp',
  zip: 'zip',
  mp3: 'mp3',
  mp4: 'mp4',
  m4v: 'mp4',
};

/**
 * The file's format by its magic bytes (file-type, reading the file as far as it needs), or null for
 * anything else. file-type bounds its own look inside zips (1 MiB per entry), so a hostile zip costs
 * little here too.
 */
export const sniffFormat = async (file: FileOnDisk): Promise<SniffedFormat | null> => {
  if (file.size === 0) return null;
  const found = await fileTypeFromFile(file.path);
  return (found && BY_EXTENSION[found.ext]) ?? null;
};
