/**
 * What an MP3's first bytes say, read the way FFmpeg (Chromium's decoder) and file-type (the mock's
 * format check) read them: ID3v2 tags skipped by their stated size, the first MPEG audio frame's
 * header, and the LAME/Info tag an encoder writes in that frame (its frame count, and the samples of
 * encoder delay and padding a decoder trims). The browser and the mock both read a track's length
 * from here, so they agree to the sample.
 */

const ascii = (bytes: Uint8Array, at: number, text: string): boolean => [...text].every((char, index) => bytes[at + index] === char.charCodeAt(0));
const byte = (bytes: Uint8Array, at: number): number => bytes[at] ?? 0;
const u32be = (bytes: Uint8Array, at: number): number => ((byte(bytes, at) << 24) >>> 0) + (byte(bytes, at + 1) << 16) + (byte(bytes, at + 2) << 8) + byte(bytes, at + 3);

/** How many bytes an ID3v2 header announces after its own 10, as file-type reads it (a 28-bit "syncsafe" size). */
export const id3PayloadBytes = (bytes: Uint8Array, at = 0): number =>
  (byte(bytes, at + 9) & 0x7f) | (byte(bytes, at + 8) << 7) | (byte(bytes, at + 7) << 14) | (byte(bytes, at + 6) << 21);

/** The offset just past the ID3v2 tags at the start (0 without one): where the audio frames begin. */
const afterId3Tags = (bytes: Uint8Array): number => {
  let at = 0;
  while (ascii(bytes, at, 'ID3') && at + 10 <= bytes.length) {
    // Flag 0x10: a 10-byte footer follows the payload.
    at += 10 + id3PayloadBytes(bytes, at) + (byte(bytes, at + 5) & 0x10 ? 10 : 0);
  }
  return at;
};

/** file-type's MPEG check: the 11 sync bits and layer III (mp1, mp2 and AAC are other formats). */
export const isMp3FrameStart = (bytes: Uint8Array, at = 0): boolean =>
  byte(bytes, at) === 0xff && (byte(bytes, at + 1) & 0xe0) === 0xe0 && (byte(bytes, at + 1) & 0x06) === 0x02;

interface Mp3Frame {
  offset: number;
  sampleRate: number;
  samplesPerFrame: number;
  /** Where the Xing/Info tag would sit: after the 4-byte header and the side information. */
  tagOffset: number;
}

/** Sample rates by the header's index, for MPEG-1; MPEG-2 halves them, MPEG-2.5 quarters them. */
const MPEG1_RATES = [44_100, 48_000, 32_000] as const;

/** The layer III frame header at `at`, or null when there is none (or its sample rate is reserved). */
const mp3FrameAt = (bytes: Uint8Array, at: number): Mp3Frame | null => {
  if (!isMp3FrameStart(bytes, at)) return null;
  const version = (byte(bytes, at + 1) >> 3) & 0b11; // 3 MPEG-1, 2 MPEG-2, 0 MPEG-2.5, 1 reserved
  const rate = MPEG1_RATES[(byte(bytes, at + 2) >> 2) & 0b11];
  if (version === 1 || rate === undefined) return null;
  const mpeg1 = version === 3;
  const mono = byte(bytes, at + 3) >> 6 === 0b11;
  const sideInfo = mpeg1 ? (mono ? 17 : 32) : mono ? 9 : 17;
  return { offset: at, sampleRate: rate / (mpeg1 ? 1 : version === 2 ? 2 : 4), samplesPerFrame: mpeg1 ? 1152 : 576, tagOffset: at + 4 + sideInfo };
};

/** The first audio frame, right after the ID3v2 tags. */
export const firstMp3Frame = (bytes: Uint8Array): Mp3Frame | null => mp3FrameAt(bytes, afterId3Tags(bytes));

/** Encoders whose Info tag carries the delay and padding where LAME puts them (FFmpeg's own list). */
const LAME_STYLE = ['LAME', 'Lavf', 'Lavc'] as const;

/**
 * The samples that play, by the Xing/Info tag of the first frame: its frame count times the samples
 * per frame, less the encoder's delay and padding when a LAME-style tag records them. Null without a
 * tag or a frame count (then every frame must be counted).
 */
export const mp3PlayedSamples = (bytes: Uint8Array): { samples: number; sampleRate: number } | null => {
  const frame = firstMp3Frame(bytes);
  if (!frame) return null;
  const tag = frame.tagOffset;
  if (!ascii(bytes, tag, 'Xing') && !ascii(bytes, tag, 'Info')) return null;
  const flags = u32be(bytes, tag + 4);
  if ((flags & 1) === 0) return null;
  const frames = u32be(bytes, tag + 8);
  // Frame count, byte count, table of contents and quality, each there when its flag is set.
  const encoder = tag + 8 + 4 + (flags & 2 ? 4 : 0) + (flags & 4 ? 100 : 0) + (flags & 8 ? 4 : 0);
  let trimmed = 0;
  if (LAME_STYLE.some((name) => ascii(bytes, encoder, name))) {
    // 12 bits of delay and 12 of padding, 21 bytes into the LAME extension.
    const at = encoder + 21;
    trimmed = ((byte(bytes, at) << 4) | (byte(bytes, at + 1) >> 4)) + (((byte(bytes, at + 1) & 0x0f) << 8) | byte(bytes, at + 2));
  }
  return { samples: Math.max(0, frames * frame.samplesPerFrame - trimmed), sampleRate: frame.sampleRate };
};
