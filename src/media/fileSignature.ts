/**
 * What a file is by its first bytes (its magic number), never by its name or declared type: an
 * upload renamed .mp3 is still the PNG it holds. Only the kinds creatives may be.
 */
export type FileKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'zip' | 'mp3' | 'mp4';

/** How many leading bytes fileKind needs. */
export const SIGNATURE_BYTES = 16;

const ascii = (bytes: Uint8Array, from: number, text: string): boolean =>
  [...text].every((char, index) => bytes[from + index] === char.charCodeAt(0));

/** An MPEG audio frame header: 11 sync bits, then a version, layer III and a bitrate that are not reserved. */
const isMpegAudioFrame = (bytes: Uint8Array): boolean => {
  const [first = 0, second = 0, third = 0] = bytes;
  const sync = first === 0xff && (second & 0xe0) === 0xe0;
  const version = (second >> 3) & 0b11;
  const layer = (second >> 1) & 0b11;
  const bitrate = third >> 4;
  return sync && version !== 0b01 && layer === 0b01 && bitrate !== 0b1111 && bitrate !== 0;
};

export const fileKind = (bytes: Uint8Array): FileKind | null => {
  if (bytes[0] === 0x89 && ascii(bytes, 1, 'PNG\r\n\x1a\n')) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'webp';
  // A local file header; an empty archive (end record only) holds no index.html either way.
  if (ascii(bytes, 0, 'PK\x03\x04') || ascii(bytes, 0, 'PK\x05\x06')) return 'zip';
  if (ascii(bytes, 0, 'ID3') || isMpegAudioFrame(bytes)) return 'mp3';
  if (ascii(bytes, 4, 'ftyp')) return 'mp4';
  return null;
};

/** The kind of a browser file, reading only its first bytes. */
export const blobKind = async (blob: Blob): Promise<FileKind | null> => fileKind(new Uint8Array(await blob.slice(0, SIGNATURE_BYTES).arrayBuffer()));
