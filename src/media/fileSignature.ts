import { id3PayloadBytes, isMp3FrameStart } from '../domain/mp3Frames';

/**
 * What a file is by its first bytes (its magic number), never by its name or declared type: an
 * upload renamed .mp3 is still the PNG it holds. Only the kinds creatives may be. The rules are
 * file-type's, which the server checks with (mock-server/uploads/sniff.ts), so the browser refuses
 * exactly what the server would: an ISO file is an mp4 only by an mp4 brand, and an ID3 tag is skipped
 * to the frame after it.
 */
export type FileKind = 'png' | 'jpeg' | 'gif' | 'webp' | 'zip' | 'mp3' | 'mp4';

/** How many leading bytes fileKind needs. */
export const SIGNATURE_BYTES = 16;

const ascii = (bytes: Uint8Array, from: number, text: string): boolean =>
  [...text].every((char, index) => bytes[from + index] === char.charCodeAt(0));

/**
 * ISO base media major brands that are not an mp4 video, as file-type names them (a QuickTime movie,
 * audio-only and protected MPEG-4, Flash video, HEIF and AVIF images, Canon raw): with `3g…` (3GPP),
 * anything else with a printable brand is an mp4; M4V, M4VH and M4VP are m4v, an mp4 too.
 */
const NOT_MP4_BRANDS: ReadonlySet<string> = new Set(['avif', 'avis', 'mif1', 'msf1', 'heic', 'heix', 'hevc', 'hevx', 'qt', 'M4P', 'M4B', 'M4A', 'F4V', 'F4P', 'F4A', 'F4B', 'crx']);

const isMp4 = (bytes: Uint8Array): boolean => {
  if (!ascii(bytes, 4, 'ftyp') || ((bytes[8] ?? 0) & 0x60) === 0) return false;
  const brand = String.fromCharCode(...bytes.subarray(8, 12)).replace('\0', ' ').trim();
  return !NOT_MP4_BRANDS.has(brand) && !brand.startsWith('3g');
};

/** The kind of these bytes, an ID3 tag aside (see look). */
const plainKind = (bytes: Uint8Array): FileKind | null => {
  if (bytes[0] === 0x89 && ascii(bytes, 1, 'PNG\r\n\x1a\n')) return 'png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (ascii(bytes, 0, 'GIF87a') || ascii(bytes, 0, 'GIF89a')) return 'gif';
  if (ascii(bytes, 0, 'RIFF') && ascii(bytes, 8, 'WEBP')) return 'webp';
  // A local file header; an empty archive (end record only) holds no index.html either way.
  if (ascii(bytes, 0, 'PK\x03\x04') || ascii(bytes, 0, 'PK\x05\x06')) return 'zip';
  if (isMp4(bytes)) return 'mp4';
  if (isMp3FrameStart(bytes)) return 'mp3';
  return null;
};

/** file-type reads on past a few nested ID3 tags at most. */
const MAX_ID3_TAGS = 256;

type Step = { kind: FileKind | null } | { next: number };

/**
 * One look at the bytes `head` found at offset `at` of a file of `size` bytes. After an ID3v2 tag,
 * file-type looks again at what follows it, so an mp3 needs its first MPEG layer III frame there (a
 * tag alone, or a tag before a WAV, is no mp3); a tag announcing more than the file holds is taken as
 * an mp3, as file-type takes it.
 */
const look = (head: Uint8Array, at: number, size: number): Step => {
  if (!ascii(head, 0, 'ID3')) return { kind: plainKind(head) };
  if (head.length < 10) return { kind: null };
  const next = at + 10 + id3PayloadBytes(head);
  if (next > size) return { kind: 'mp3' };
  return next === size ? { kind: null } : { next };
};

/** The kind of a whole file's bytes. */
export const fileKind = (bytes: Uint8Array): FileKind | null => {
  let at = 0;
  for (let tags = 0; tags <= MAX_ID3_TAGS; tags++) {
    const step = look(bytes.subarray(at, at + SIGNATURE_BYTES), at, bytes.length);
    if ('kind' in step) return step.kind;
    at = step.next;
  }
  return null;
};

/** The kind of a browser file, reading only its first bytes (and the first bytes after each ID3 tag). */
export const blobKind = async (blob: Blob): Promise<FileKind | null> => {
  let at = 0;
  for (let tags = 0; tags <= MAX_ID3_TAGS; tags++) {
    const step = look(new Uint8Array(await blob.slice(at, at + SIGNATURE_BYTES).arrayBuffer()), at, blob.size);
    if ('kind' in step) return step.kind;
    at = step.next;
  }
  return null;
};
