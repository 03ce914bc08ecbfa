import fs from 'node:fs';
import { parseStream } from 'music-metadata';
import { id3PayloadBytes, mp3PlayedSamples } from '../../src/domain/mp3Frames';
import { withFileSource, type ByteSource, type FileOnDisk } from './byte-source';

/**
 * What mp3PlayedSamples reads lies in the first frame's header, side information and Xing/LAME tag:
 * under 200 bytes from the frame's start.
 */
const FIRST_FRAME_BYTES = 512;

/**
 * Where the audio frames begin: past the ID3v2 tags at the start, each skipped by its stated size (and
 * footer), read by positional reads of their 10-byte headers, the rule of mp3Frames' afterId3Tags.
 */
const afterId3Tags = async (audio: ByteSource): Promise<number> => {
  let at = 0;
  for (;;) {
    const header = await audio.read(at, 10);
    if (header.length < 10 || Buffer.from(header.subarray(0, 3)).toString('latin1') !== 'ID3') return at;
    at += 10 + id3PayloadBytes(header) + ((header[5] ?? 0) & 0x10 ? 10 : 0);
  }
};

/**
 * The bytes mp3PlayedSamples reads, from the first frame on: the tags before it are skipped here, so
 * a large cover picture in them is never read.
 */
const firstFrameBytes = (file: FileOnDisk): Promise<Uint8Array> =>
  withFileSource(file, async (audio) => audio.read(await afterId3Tags(audio), FIRST_FRAME_BYTES));

/**
 * An MPEG Layer III stream's duration in seconds: the samples that play. music-metadata reads the
 * stream (and counts every frame, `duration: true`, for a VBR file without a Xing header, where the
 * browser's <audio> element only estimates); when the first frame carries a Xing/Info tag, its frame
 * count less the encoder's delay and padding (a LAME-style tag) is the length, as browsers decode it
 * (they trim those samples): a "30 s" LAME file is 30.0 s, not its 30.096 s of frames. The tag is read
 * by the same function as the browser's check (src/domain/mp3Frames.ts), so both sides agree exactly.
 * Null when the frames cannot be read.
 */
export const mp3Duration = async (file: FileOnDisk): Promise<number | null> => {
  try {
    // music-metadata reads the file as a stream, frame by frame, told its type and length as before.
    const stream = fs.createReadStream(file.path);
    const { format } = await parseStream(stream, { mimeType: 'audio/mpeg', size: file.size }, { duration: true, skipCovers: true }).finally(() => stream.destroy());
    const layer3 = format.container === 'MPEG' && (format.codec ?? '').endsWith('Layer 3');
    if (!layer3 || format.duration === undefined || !(format.duration > 0)) return null;
    const played = mp3PlayedSamples(await firstFrameBytes(file));
    return played ? played.samples / played.sampleRate : format.duration;
  } catch {
    return null;
  }
};
