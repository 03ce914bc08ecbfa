import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES } from '../../../src/api/contract';
import { blobOf, gifHeader, jpegHeader, pngHeader, webpLossy, zipOf } from '../../../src/media/mediaBytes.testkit';
import { bannerFileProblem } from './bannerFileCheck';

const SLOT = { width: 300, height: 250 };
const file = (bytes: Uint8Array, name = 'banner.png', type = 'image/png') => new File([new Uint8Array(bytes)], name, { type });

describe('bannerFileProblem (spec 2 §5), before the upload', () => {
  it("takes an image at least the slot's size with exactly its aspect ratio, in any image format", async () => {
    expect(await bannerFileProblem(SLOT, file(pngHeader(300, 250)))).toBeNull();
    expect(await bannerFileProblem(SLOT, file(jpegHeader(600, 500)))).toBeNull();
    expect(await bannerFileProblem(SLOT, file(gifHeader(900, 750)))).toBeNull();
    expect(await bannerFileProblem(SLOT, file(webpLossy(300, 250)))).toBeNull();
  });

  it('refuses a picture past 4096 pixels a side or 16 megapixels (imagePixels), whatever its slot fits', async () => {
    const imagePixels = { reason: 'imagePixels', message: 'imagePixels' };
    expect(await bannerFileProblem(SLOT, file(pngHeader(24_000, 20_000)))).toEqual(imagePixels);
    expect(await bannerFileProblem(SLOT, file(pngHeader(2_147_483_646, 1_789_569_705)))).toEqual(imagePixels);
    expect(await bannerFileProblem(SLOT, file(pngHeader(4800, 4000)))).toEqual(imagePixels);
    expect(await bannerFileProblem(SLOT, file(pngHeader(4080, 3400)))).toBeNull();
  });

  it('refuses another aspect ratio or a smaller image with bannerSize naming the slot', async () => {
    const bannerSize = { reason: 'bannerSize', message: 'bannerSize', args: { size: '300x250' } };
    // The slot's own size is taken, so each refusal is its ratio's or size's doing.
    expect(await bannerFileProblem(SLOT, file(pngHeader(300, 250)))).toBeNull();
    expect(await bannerFileProblem(SLOT, file(pngHeader(300, 260)))).toEqual(bannerSize);
    expect(await bannerFileProblem(SLOT, file(pngHeader(150, 125)))).toEqual(bannerSize);
  });

  it('takes a zip with index.html at its root, and refuses one without it (htmlFormatError)', async () => {
    expect(await bannerFileProblem(SLOT, file(zipOf({ 'index.html': '<p>', 'a.css': '' }), 'b.zip', 'application/zip'))).toBeNull();
    expect(await bannerFileProblem(SLOT, file(zipOf({ 'banner/index.html': '<p>' }), 'b.zip'))).toMatchObject({ reason: 'htmlFormatError' });
  });

  it('reads the content, not the name: a zip named .png is a zip, a PNG named .zip an image', async () => {
    expect(await bannerFileProblem(SLOT, file(zipOf({ 'index.html': '' }), 'banner.png', 'image/png'))).toBeNull();
    // A PNG of the slot's size named .zip is taken as an image, so the refusal below is its size's doing.
    expect(await bannerFileProblem(SLOT, file(pngHeader(300, 250), 'banner.zip', 'application/zip'))).toBeNull();
    expect(await bannerFileProblem(SLOT, file(pngHeader(300, 260), 'banner.zip', 'application/zip'))).toMatchObject({ reason: 'bannerSize' });
  });

  it('refuses what is no image and no zip, an empty file and one of 500,000 bytes or more', async () => {
    expect(await bannerFileProblem(SLOT, file(new TextEncoder().encode('<svg/>'), 'b.svg', 'image/svg+xml'))).toEqual({ reason: 'fileType', message: 'bannerType' });
    expect(await bannerFileProblem(SLOT, file(new Uint8Array()))).toMatchObject({ reason: 'emptyFile' });
    const big = new Uint8Array(IMAGE_MAX_BYTES);
    big.set(pngHeader(300, 250));
    expect(await bannerFileProblem(SLOT, blobOf(big))).toMatchObject({ reason: 'imageTooBig' });
    expect(await bannerFileProblem(SLOT, blobOf(big.subarray(0, IMAGE_MAX_BYTES - 1)))).toBeNull();
  });
});
