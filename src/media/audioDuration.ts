import { firstMp3Frame } from '../domain/mp3Frames';

/**
 * An audio file's duration in seconds, found by decoding it (OfflineAudioContext needs no user gesture
 * and plays nothing). The audio element's duration misreads some MP3s (a variable bitrate without a
 * Xing header is estimated from the first frames), the decoded sample count does not; the decoder also
 * trims the encoder's delay and padding that a LAME/Info tag records, so this is the length that
 * plays. An MP3 is decoded at its own sample rate, so the length is its exact sample count over that
 * rate, the number the server reads from the same tag (src/domain/mp3Frames.ts): the bounds compare
 * exactly on both sides. Null when the browser cannot decode the file.
 */
export const decodedAudioDuration = async (blob: Blob): Promise<number | null> => {
  const Context = globalThis.OfflineAudioContext;
  if (typeof Context !== 'function') return null;
  const bytes = await blob.arrayBuffer();
  const rate = firstMp3Frame(new Uint8Array(bytes))?.sampleRate ?? 44_100;
  // One frame: decodeAudioData resamples to the context's rate, and the length does not limit decoding.
  const context = new Context(1, 1, rate);
  try {
    const decoded = await context.decodeAudioData(bytes);
    return decoded.duration;
  } catch {
    return null;
  }
};
