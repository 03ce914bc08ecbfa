import { createFile, MP4BoxBuffer, type Movie } from 'mp4box';
import type { PixelSize } from '../../src/api/contract';
import type { ByteSource } from './byte-source';

export interface VideoFacts extends PixelSize {
  /** Seconds. */
  duration: number;
}

const durationOf = (movie: Movie): number => {
  if (movie.duration > 0 && movie.timescale > 0) return movie.duration / movie.timescale;
  // A fragmented file announces its length in the movie extends header instead.
  const fragment = movie.fragment_duration;
  return fragment && fragment.den > 0 ? fragment.num / fragment.den : 0;
};

/**
 * The top-level boxes mp4box reads the facts from: the movie header (its tracks, its duration) and
 * the file type, which its summary of the movie names (a file without one is refused, as before).
 */
const READ_WHOLE = new Set(['ftyp', 'moov']);

/**
 * What mp4box is handed for a box the facts do not need: a media data header of the box's length, so
 * mp4box skips its content as it skips frames, and reads on at the next box.
 */
const skippedBoxHeader = (size: number): Buffer => {
  const long = size > 0xffffffff;
  const header = Buffer.alloc(long ? 16 : 8);
  header.writeUInt32BE(long ? 1 : size, 0);
  header.write('mdat', 4, 'latin1');
  if (long) header.writeBigUInt64BE(BigInt(size), 8);
  return header;
};

/** A top-level box's header: its type, its whole length (null when unreadable) and its header's length. */
const boxHeaderAt = (head: Uint8Array, at: number, fileSize: number): { type: string; size: number | null; headerBytes: number } => {
  const view = new DataView(head.buffer, head.byteOffset, head.byteLength);
  const type = Buffer.from(head.subarray(4, 8)).toString('latin1');
  const declared = view.getUint32(0);
  // 1: a 64-bit length follows the type; 0: the box runs to the end of the file.
  if (declared === 1) return head.length < 16 ? { type, size: null, headerBytes: 16 } : { type, size: Number(view.getBigUint64(8)), headerBytes: 16 };
  if (declared === 0) return { type, size: fileSize - at, headerBytes: 8 };
  return { type, size: declared >= 8 ? declared : null, headerBytes: 8 };
};

const framed = (box: { size: number | null; headerBytes: number }): box is { size: number; headerBytes: number } => box.size !== null && box.size >= box.headerBytes;

/**
 * The first video track's size and the movie's duration, read by mp4box from the file's boxes (no
 * frame is decoded). The top-level boxes are walked by positional reads and handed to mp4box at their
 * place in the file: the file type and movie header whole, every other box as a media data header of
 * its length, whose content mp4box skips, so the frames, padding and fragments are never read (the
 * facts are all in the movie header). A box this walk cannot frame goes to mp4box with the rest of the file,
 * for mp4box to judge. Null when the file has no readable movie header or no video track.
 */
export const mp4Facts = async (video: ByteSource): Promise<VideoFacts | null> => {
  let facts: VideoFacts | null = null;
  const file = createFile();
  file.onReady = (movie) => {
    const track = movie.videoTracks[0];
    const width = track?.video?.width ?? track?.track_width ?? 0;
    const height = track?.video?.height ?? track?.track_height ?? 0;
    const duration = durationOf(movie);
    if (width > 0 && height > 0 && duration > 0) facts = { width, height, duration };
  };
  file.onError = () => {
    facts = null;
  };
  // mp4box reads ArrayBuffers of its own, told where each starts in the file.
  const append = (bytes: Uint8Array, at: number): void => {
    if (bytes.length === 0) return;
    const copy = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;
    file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(copy, at));
  };
  try {
    for (let at = 0; at < video.size; ) {
      const head = await video.read(at, 16);
      const box = head.length >= 8 ? boxHeaderAt(head, at, video.size) : null;
      if (box === null || !framed(box)) {
        append(await video.read(at, video.size - at), at);
        break;
      }
      append(READ_WHOLE.has(box.type) ? await video.read(at, box.size) : skippedBoxHeader(box.size), at);
      at += box.size;
    }
    file.flush();
  } catch {
    return null;
  }
  return facts;
};
