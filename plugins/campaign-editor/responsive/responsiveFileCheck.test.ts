import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../../src/api/contract';
import { blobOf, gifHeader, jpegHeader, pngHeader, webpLossy, zipOf } from '../../../src/media/mediaBytes.testkit';
import { responsiveFileProblem, responsiveProblemOf } from './responsiveFileCheck';

const file = (bytes: Uint8Array, name = 'image.png', type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

describe('responsiveFileProblem (spec 2 §5), before the upload', () => {
  it('takes an image of exactly 250x250 in any image format, and refuses any other size (imageSizeError)', async () => {
    for (const bytes of [pngHeader(250, 250), jpegHeader(250, 250), gifHeader(250, 250), webpLossy(250, 250)])
      expect(await responsiveFileProblem('dynamic_image', file(bytes))).toBeNull();
    for (const [width, height] of [[300, 300], [250, 251], [125, 125]])
      expect(await responsiveFileProblem('dynamic_image', file(pngHeader(width!, height!)))).toEqual({ reason: 'imageSizeError', message: 'imageSizeError' });
  });

  it('takes a square logo of any size, and refuses one that is not square (imageSquareError)', async () => {
    expect(await responsiveFileProblem('dynamic_logo', file(pngHeader(128, 128)))).toBeNull();
    expect(await responsiveFileProblem('dynamic_logo', file(jpegHeader(1000, 1000)))).toBeNull();
    expect(await responsiveFileProblem('dynamic_logo', file(pngHeader(128, 96)))).toEqual({ reason: 'imageSquareError', message: 'imageSquareError' });
  });

  it("reads the content, not the name, in the server's order: empty, the limit, the format, then the size", async () => {
    expect(await responsiveFileProblem('dynamic_image', file(zipOf({ 'index.html': '' }), 'image.png'))).toEqual({ reason: 'fileType', message: 'imageType' });
    expect(await responsiveFileProblem('dynamic_image', file(pngHeader(250, 250), 'image.zip', 'application/zip'))).toBeNull();
    expect(await responsiveFileProblem('dynamic_logo', file(new Uint8Array()))).toEqual({ reason: 'emptyFile', message: 'emptyFile' });
    const big = new Uint8Array(IMAGE_MAX_BYTES);
    big.set(pngHeader(300, 300));
    expect(await responsiveFileProblem('dynamic_image', blobOf(big))).toEqual({ reason: 'imageTooBig', message: 'imageTooBig' });
    expect(await responsiveFileProblem('dynamic_image', blobOf(big.subarray(0, IMAGE_MAX_BYTES - 1)))).toMatchObject({ reason: 'imageSizeError' });
  });

  it("names a server refusal's reason in the same words, and leaves a reason it has no rule for to the server", () => {
    expect(responsiveProblemOf('imageSizeError')).toEqual({ reason: 'imageSizeError', message: 'imageSizeError' });
    expect(responsiveProblemOf('imageSquareError')).toEqual({ reason: 'imageSquareError', message: 'imageSquareError' });
    expect(responsiveProblemOf('fileType')).toEqual({ reason: 'fileType', message: 'imageType' });
    expect(responsiveProblemOf('kind')).toBeUndefined();
  });
});
