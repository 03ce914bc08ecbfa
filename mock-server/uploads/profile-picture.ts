import sharp from 'sharp';
import { PROFILE_IMAGE_MAX_PIXELS, PROFILE_IMAGE_SMALL } from '../../src/domain/profileImage';
import { withFileSource, type FileOnDisk } from './byte-source';
import { imageFactsOfFile } from './image-facts';
import { imageWork } from './image-work';
import { pngDataMatchesHeader } from './png-data';
import { sniffFormat } from './sniff';

/**
 * A profile picture's check (spec 3 §5: png, jpg, jpeg) by its content, never its name or declared
 * type, and the 128x128 copy kept beside it. The size limit (code 8) is checked before, as the body
 * streams in. The header's pixel count is checked before anything is decoded; decoding and scaling
 * are sharp's (libvips), on the thread pool through the bounded image queue, never on the event loop
 * (a 3 KB 5000x5000 1-bit PNG costs seconds of pure-JS decoding). The small copy is always a PNG
 * (lossless), turned upright as browsers show the original (EXIF orientation).
 */
export interface CheckedPicture {
  format: 'png' | 'jpg';
  width: number;
  height: number;
  small: Buffer;
}

export type PictureProblem = 'format' | 'pixels';

// libvips' own operation cache would keep decoded pictures after their request: every picture is new.
sharp.cache(false);
// One libvips thread a picture: the queue, not libvips, decides how many cores pictures take.
sharp.concurrency(1);

/** The picture scaled to cover the square, centred (as avatars are cropped); null when it does not decode. */
const smallCopy = async (file: FileOnDisk): Promise<Buffer | null> => {
  try {
    // limitInputPixels repeats the header check inside the decoder; failOn 'error' refuses a truncated
    // or corrupt file instead of padding it. libvips reads the file itself.
    return await sharp(file.path, { limitInputPixels: PROFILE_IMAGE_MAX_PIXELS, failOn: 'error', autoOrient: true })
      .resize(PROFILE_IMAGE_SMALL.width, PROFILE_IMAGE_SMALL.height, { fit: 'cover', position: 'centre' })
      .png()
      .toBuffer();
  } catch {
    return null;
  }
};

/** The picture read where it lies (the upload's temporary file, under IMAGE_LIMIT_BYTES): its head, its PNG data streamed, libvips reading the file. */
export const checkProfilePicture = async (file: FileOnDisk): Promise<{ ok: true; picture: CheckedPicture } | { ok: false; problem: PictureProblem }> => {
  const format = await sniffFormat(file);
  if (format !== 'png' && format !== 'jpg') return { ok: false, problem: 'format' };
  // The header's size first: a small file may declare a huge picture, which is refused undecoded.
  const declared = await imageFactsOfFile(file);
  if (declared === null) return { ok: false, problem: 'format' };
  if (declared.width * declared.height > PROFILE_IMAGE_MAX_PIXELS) return { ok: false, problem: 'pixels' };
  // A PNG whose data is not what its header says is refused before it is decoded.
  if (format === 'png' && !(await withFileSource(file, pngDataMatchesHeader))) return { ok: false, problem: 'format' };
  const small = await imageWork.run('decode', () => smallCopy(file));
  if (small === null) return { ok: false, problem: 'format' };
  return { ok: true, picture: { format, ...declared, small } };
};
