import { createFile, MP4BoxBuffer, type Movie } from 'mp4box';
import type { PixelSize } from '../../src/api/contract';

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
 * The first video track's size and the movie's duration, read by mp4box from the file's boxes (no
 * frame is decoded). Null when the file has no readable movie header or no video track.
 */
export const mp4Facts = (content: Uint8Array): VideoFacts | null => {
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
  try {
    // mp4box reads an ArrayBuffer of its own, told where it starts in the file.
    const copy = content.buffer.slice(content.byteOffset, content.byteOffset + content.byteLength) as ArrayBuffer;
    file.appendBuffer(MP4BoxBuffer.fromArrayBuffer(copy, 0));
    file.flush();
  } catch {
    return null;
  }
  return facts;
};
