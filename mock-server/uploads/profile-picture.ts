import jpeg from 'jpeg-js';
import { PNG } from 'pngjs';
import { PROFILE_IMAGE_MAX_PIXELS, PROFILE_IMAGE_SMALL } from '../../src/domain/profileImage';
import { imageFacts } from './image-facts';
import { pngDataMatchesHeader } from './png-data';
import { coverSquare, type RgbaImage } from './resize';
import { sniffFormat } from './sniff';

/**
 * A profile picture's check (spec 3 §5: png, jpg, jpeg) by its content, never its name or declared
 * type, and the 128x128 copy kept beside it. The size limit (code 8) is checked before, as the body
 * streams in. Decoding is pure JS (pngjs, jpeg-js): slower than a native library, but a 500 KB
 * picture of at most PROFILE_IMAGE_MAX_PIXELS decodes in well under a second, and nothing has to be
 * compiled. The small copy is always a PNG (lossless; about 20 KB at 128x128). A JPEG's EXIF rotation
 * is not applied to the copy (jpeg-js ignores it; the original keeps it for the browser).
 */
export interface CheckedPicture {
  format: 'png' | 'jpg';
  width: number;
  height: number;
  small: Buffer;
}

export type PictureProblem = 'format' | 'pixels';

const decode = (format: 'png' | 'jpg', content: Buffer): RgbaImage => {
  if (format === 'png') {
    const png = PNG.sync.read(content);
    return { width: png.width, height: png.height, data: png.data };
  }
  const image = jpeg.decode(content, {
    useTArray: true,
    formatAsRGBA: true,
    maxResolutionInMP: Math.ceil(PROFILE_IMAGE_MAX_PIXELS / 1_000_000),
    maxMemoryUsageInMB: 256,
  });
  return { width: image.width, height: image.height, data: image.data };
};

export const checkProfilePicture = async (content: Buffer): Promise<{ ok: true; picture: CheckedPicture } | { ok: false; problem: PictureProblem }> => {
  const format = await sniffFormat(content);
  if (format !== 'png' && format !== 'jpg') return { ok: false, problem: 'format' };
  // The header's size first: a small file may declare a huge picture, which is refused undecoded.
  const declared = imageFacts(content);
  if (declared === null) return { ok: false, problem: 'format' };
  if (declared.width * declared.height > PROFILE_IMAGE_MAX_PIXELS) return { ok: false, problem: 'pixels' };
  // pngjs pads short pixel data without a word: a PNG whose data is not what its header says is refused.
  if (format === 'png' && !(await pngDataMatchesHeader(content))) return { ok: false, problem: 'format' };
  let image: RgbaImage;
  try {
    image = decode(format, content);
  } catch {
    // A truncated or corrupt file behind valid magic bytes.
    return { ok: false, problem: 'format' };
  }
  const small = coverSquare(image, PROFILE_IMAGE_SMALL.width);
  const png = new PNG({ width: small.width, height: small.height });
  png.data = Buffer.from(small.data.buffer, small.data.byteOffset, small.data.byteLength);
  return { ok: true, picture: { format, width: image.width, height: image.height, small: PNG.sync.write(png) } };
};
