/**
 * An audio file's duration in seconds, found by decoding it (OfflineAudioContext needs no user gesture
 * and plays nothing). Issue #12: the audio element's duration misreads some MP3s (a variable bitrate
 * without a Xing header is estimated from the first frames), the decoded sample count does not.
 * Null when the browser cannot decode the file: it is not audio, whatever its name says.
 */
export const decodedAudioDuration = async (blob: Blob): Promise<number | null> => {
  const Context = globalThis.OfflineAudioContext;
  if (typeof Context !== 'function') return null;
  // One frame at 44.1 kHz: decodeAudioData resamples to it, and the length does not limit decoding.
  const context = new Context(1, 1, 44_100);
  try {
    const decoded = await context.decodeAudioData(await blob.arrayBuffer());
    return decoded.duration;
  } catch {
    return null;
  }
};
