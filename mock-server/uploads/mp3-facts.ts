import { parseBuffer } from 'music-metadata';
import { mp3PlayedSamples } from '../../src/domain/mp3Frames';

/**
 * An MPEG Layer III stream's duration in seconds: the samples that play. music-metadata reads the
 * stream (and counts every frame, `duration: true`, for a VBR file without a Xing header, where the
 * browser's <audio> element only estimates); when the first frame carries a Xing/Info tag, its frame
 * count less the encoder's delay and padding (a LAME-style tag) is the length, as browsers decode it
 * (they trim those samples): a "30 s" LAME file is 30.0 s, not its 30.096 s of frames. The tag is read
 * by the same function as the browser's check (src/domain/mp3Frames.ts), so both sides agree exactly.
 * Null when the frames cannot be read.
 */
export const mp3Duration = async (content: Uint8Array): Promise<number | null> => {
  try {
    const { format } = await parseBuffer(content, { mimeType: 'audio/mpeg', size: content.length }, { duration: true, skipCovers: true });
    const layer3 = format.container === 'MPEG' && (format.codec ?? '').endsWith('Layer 3');
    if (!layer3 || format.duration === undefined || !(format.duration > 0)) return null;
    const played = mp3PlayedSamples(content);
    return played ? played.samples / played.sampleRate : format.duration;
  } catch {
    return null;
  }
};
