import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, UPLOAD_MESSAGES, NATIVE_IMAGE_SIZES } from '../../../src/api/contract';
import { blobOf, gifHeader, jpegHeader, pngHeader, webpLossy, zipOf } from '../../../src/media/mediaBytes.testkit';
import { ENGLISH_SIZES, nativeImageProblem, nativeImageProblemOf } from './nativeFileCheck';

const padded = (head: Uint8Array, size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return blobOf(bytes);
};

describe('nativeImageProblem (spec 2 §5), before the upload', () => {
  it('takes an image of 1200x627 or 600x600 and a logo of 128x128, in any image format', async () => {
    expect(await nativeImageProblem('image', blobOf(pngHeader(1200, 627)))).toBeNull();
    expect(await nativeImageProblem('image', blobOf(jpegHeader(600, 600)))).toBeNull();
    expect(await nativeImageProblem('image', blobOf(webpLossy(1200, 627)))).toBeNull();
    expect(await nativeImageProblem('logo', blobOf(gifHeader(128, 128)))).toBeNull();
  });

  it("refuses other sizes with the spec's 'Please upload image with WxH dimensions'", async () => {
    // An image of 1200x627 and a logo of 128x128 are taken, so each refusal is its size's doing.
    expect(await nativeImageProblem('image', blobOf(pngHeader(1200, 627)))).toBeNull();
    expect(await nativeImageProblem('logo', blobOf(pngHeader(128, 128)))).toBeNull();
    expect(await nativeImageProblem('image', blobOf(pngHeader(1200, 600)))).toEqual({ reason: 'imageDimensions', message: 'imageDimensions', args: { sizes: '1200x627 or 600x600' } });
    expect(await nativeImageProblem('image', blobOf(pngHeader(128, 128)))).toMatchObject({ reason: 'imageDimensions' });
    expect(await nativeImageProblem('logo', blobOf(pngHeader(128, 96)))).toEqual({ reason: 'imageDimensions', message: 'imageDimensions', args: { sizes: '128x128' } });
    expect(await nativeImageProblem('logo', blobOf(pngHeader(600, 600)), { image: '1200x627 или 600x600', logo: '128x128' })).toMatchObject({ args: { sizes: '128x128' } });
    // The English sizes make the contract's (the mock's) message word for word.
    expect(`Please upload image with ${ENGLISH_SIZES.image} dimensions`).toBe(UPLOAD_MESSAGES.imageDimensions(NATIVE_IMAGE_SIZES));
  });

  it('reads the content: a zip is no image, an empty file and one of 500000 bytes are refused first', async () => {
    expect(await nativeImageProblem('image', blobOf(zipOf({ 'index.html': '<p>' })))).toEqual({ reason: 'fileType', message: 'imageType' });
    expect(await nativeImageProblem('image', blobOf(new Uint8Array()))).toMatchObject({ reason: 'emptyFile' });
    expect(await nativeImageProblem('image', padded(pngHeader(600, 600), IMAGE_MAX_BYTES - 1))).toBeNull();
    expect(await nativeImageProblem('image', padded(pngHeader(600, 600), IMAGE_MAX_BYTES))).toEqual({ reason: 'imageTooBig', message: 'imageTooBig' });
    expect(await nativeImageProblem('logo', blobOf(pngHeader(128, 128).subarray(0, 12)))).toMatchObject({ reason: 'unreadable' });
  });
});

describe("nativeImageProblemOf: a server refusal in the browser check's words", () => {
  it('names each reason as the check of that file names it, and leaves unknown ones to the server', () => {
    expect(nativeImageProblemOf('image')('imageDimensions')).toMatchObject({ args: { sizes: '1200x627 or 600x600' } });
    expect(nativeImageProblemOf('logo', { image: '', logo: '128x128' })('imageDimensions')).toMatchObject({ args: { sizes: '128x128' } });
    expect(nativeImageProblemOf('image')('fileType')).toEqual({ reason: 'fileType', message: 'imageType' });
    expect(nativeImageProblemOf('logo')('imageTooBig')).toEqual({ reason: 'imageTooBig', message: 'imageTooBig' });
    expect(nativeImageProblemOf('image')('kind')).toBeUndefined();
  });
});
