import fs from 'node:fs';

/**
 * Bytes read where they are, a piece at a time: an upload's file (positional reads of an open handle)
 * or bytes already in memory (a branding image decoded from its JSON, an icon's entry). The checks that
 * walk a structure (a PNG's chunks, a zip's directory and entries, an mp4's boxes) read through this,
 * so an upload is never held whole to be checked.
 */
export interface ByteSource {
  readonly size: number;
  /** Up to `length` bytes from `position`: fewer at the end, none past it. */
  read(position: number, length: number): Promise<Uint8Array>;
}

/** A file on disk and its length (an upload in the incoming folder, a stored file). */
export interface FileOnDisk {
  path: string;
  size: number;
}

export const bytesSource = (bytes: Uint8Array): ByteSource => ({
  size: bytes.length,
  read: (position, length) => Promise.resolve(bytes.subarray(Math.min(position, bytes.length), Math.min(position + length, bytes.length))),
});

/** Opens the file for `withSource` and closes it after, whatever it does. */
export const withFileSource = async <T>(file: FileOnDisk, withSource: (source: ByteSource) => Promise<T>): Promise<T> => {
  const handle = await fs.promises.open(file.path, 'r');
  try {
    return await withSource({
      size: file.size,
      read: async (position, length) => {
        const wanted = Math.max(0, Math.min(length, file.size - position));
        const buffer = Buffer.alloc(wanted);
        let filled = 0;
        // A read may answer fewer bytes than asked: read on until the piece is whole or the file ends.
        while (filled < wanted) {
          const { bytesRead } = await handle.read(buffer, filled, wanted - filled, position + filled);
          if (bytesRead === 0) break;
          filled += bytesRead;
        }
        return buffer.subarray(0, filled);
      },
    });
  } finally {
    await handle.close();
  }
};

/** The first `limit` bytes of a file (all of it when shorter). */
export const readHead = (file: FileOnDisk, limit: number): Promise<Uint8Array> => withFileSource(file, (source) => source.read(0, limit));

/**
 * A source read through one window of `windowBytes`: a walk of many small headers in order (a PNG's
 * chunks, a zip's local headers) costs one read per window, not one per header. A piece larger than
 * the window is read on its own.
 */
export const windowed = (source: ByteSource, windowBytes: number): ByteSource => {
  let start = 0;
  let window: Uint8Array = new Uint8Array(0);
  return {
    size: source.size,
    read: async (position, length) => {
      const end = Math.min(position + length, source.size);
      if (position >= start && end <= start + window.length) return window.subarray(position - start, end - start);
      if (length > windowBytes) return source.read(position, length);
      window = await source.read(position, windowBytes);
      start = position;
      return window.subarray(0, Math.max(0, end - position));
    },
  };
};
