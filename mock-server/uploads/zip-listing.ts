import { unzipSync } from 'fflate';

export interface ZipEntry {
  /** The path inside the zip, '/'-separated; folders end with '/'. */
  name: string;
  /** What the entry says it unpacks to. */
  unpackedBytes: number;
}

/**
 * The entries of a zip, read from its central directory by fflate with a filter that unpacks nothing:
 * a zip bomb costs what its listing costs, whatever its entries would inflate to. Null when the
 * listing cannot be read (not a zip, or a damaged one).
 */
export const listZip = (content: Uint8Array): ZipEntry[] | null => {
  const entries: ZipEntry[] = [];
  try {
    unzipSync(content, {
      filter: ({ name, originalSize }) => {
        entries.push({ name, unpackedBytes: originalSize });
        return false;
      },
    });
  } catch {
    return null;
  }
  return entries;
};
