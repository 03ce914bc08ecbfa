import { describe, expect, it } from 'vitest';
import { COMPANION_MAX_BYTES, VIDEO_MAX_BYTES } from '../../../src/api/contract';
import { blobOf, gifHeader, jpegHeader, mp4Of, pngHeader } from '../../../src/media/mediaBytes.testkit';
import { companionFileProblem, videoFileProblem, videoProblemOf } from './videoFileCheck';

const padded = (head: Uint8Array, size: number) => {
  const bytes = new Uint8Array(size);
  bytes.set(head);
  return blobOf(bytes);
};

describe('videoFileProblem (spec 2 §5), before the upload', () => {
  it('takes an mp4 of 480x360, 640x360 or 1920x800, its movie header at the start or the end', async () => {
    expect(await videoFileProblem(blobOf(mp4Of({ width: 480, height: 360, seconds: 2 })))).toBeNull();
    expect(await videoFileProblem(blobOf(mp4Of({ width: 640, height: 360, seconds: 2, moovFirst: true })))).toBeNull();
    expect(await videoFileProblem(blobOf(mp4Of({ width: 1920, height: 800, seconds: 15, version: 1 })))).toBeNull();
  });

  it('refuses another size with videoDimensions', async () => {
    // The same mp4 at 640x360 is taken, so each refusal is its size's doing.
    expect(await videoFileProblem(blobOf(mp4Of({ width: 640, height: 360, seconds: 2 })))).toBeNull();
    expect(await videoFileProblem(blobOf(mp4Of({ width: 320, height: 240, seconds: 2 })))).toEqual({ reason: 'videoDimensions', message: 'videoDimensions' });
    expect(await videoFileProblem(blobOf(mp4Of({ width: 360, height: 640, seconds: 2 })))).toMatchObject({ reason: 'videoDimensions' });
  });

  it('reads the content: a PNG named .mp4 is no video, an mp4 without a movie header is unreadable', async () => {
    // A whole mp4 under the same name is taken, so each refusal is its content's doing.
    expect(await videoFileProblem(new File([new Uint8Array(mp4Of({ width: 640, height: 360, seconds: 2 }))], 'v.mp4', { type: 'video/mp4' }))).toBeNull();
    expect(await videoFileProblem(new File([new Uint8Array(pngHeader(640, 360))], 'v.mp4', { type: 'video/mp4' }))).toEqual({ reason: 'fileType', message: 'videoType' });
    expect(await videoFileProblem(blobOf(mp4Of({ width: 640, height: 360, seconds: 2 }).subarray(0, 40)))).toMatchObject({ reason: 'unreadable' });
  });

  it('refuses an empty file, and one over 10 MB before reading it, with the limit as the tab names it', async () => {
    expect(await videoFileProblem(blobOf(new Uint8Array()))).toMatchObject({ reason: 'emptyFile' });
    const mp4 = mp4Of({ width: 640, height: 360, seconds: 2, moovFirst: true });
    expect(await videoFileProblem(padded(mp4, VIDEO_MAX_BYTES))).toBeNull();
    expect(await videoFileProblem(padded(mp4, VIDEO_MAX_BYTES + 1))).toEqual({ reason: 'fileSizeError', message: 'fileSizeError', args: { limit: '10 MB' } });
    expect(await videoFileProblem(padded(mp4, VIDEO_MAX_BYTES + 1), { video: '10 МБ', companion: '150 КБ' })).toMatchObject({ args: { limit: '10 МБ' } });
  });
});

describe('companionFileProblem (spec 2 §5)', () => {
  it('takes a jpg or png of exactly 300x250', async () => {
    expect(await companionFileProblem(blobOf(pngHeader(300, 250)))).toBeNull();
    expect(await companionFileProblem(blobOf(jpegHeader(300, 250)))).toBeNull();
  });

  it("refuses another size with 'Please upload image with 300x250 dimensions', and gif or webp as companionType", async () => {
    // A png of 300x250 is taken, so each refusal is its size's or format's doing.
    expect(await companionFileProblem(blobOf(pngHeader(300, 250)))).toBeNull();
    expect(await companionFileProblem(blobOf(pngHeader(600, 500)))).toEqual({ reason: 'imageDimensions', message: 'imageDimensions', args: { sizes: '300x250' } });
    expect(await companionFileProblem(blobOf(gifHeader(300, 250)))).toEqual({ reason: 'fileType', message: 'companionType' });
  });

  it('refuses over 150 KB (153,600 bytes is still taken) and an empty file', async () => {
    expect(await companionFileProblem(padded(pngHeader(300, 250), COMPANION_MAX_BYTES))).toBeNull();
    expect(await companionFileProblem(padded(pngHeader(300, 250), COMPANION_MAX_BYTES + 1))).toEqual({ reason: 'fileSizeError', message: 'fileSizeError', args: { limit: '150 KB' } });
    expect(await companionFileProblem(blobOf(new Uint8Array()))).toMatchObject({ reason: 'emptyFile' });
  });
});

describe('videoProblemOf: a server refusal in the browser check’s words', () => {
  it('names each reason as the check of that file names it, and leaves unknown ones to the server’s text', () => {
    expect(videoProblemOf('video')('fileSizeError')).toEqual({ reason: 'fileSizeError', message: 'fileSizeError', args: { limit: '10 MB' } });
    expect(videoProblemOf('companion')('fileSizeError')).toMatchObject({ args: { limit: '150 KB' } });
    expect(videoProblemOf('video')('fileType')).toMatchObject({ message: 'videoType' });
    expect(videoProblemOf('companion')('fileType')).toMatchObject({ message: 'companionType' });
    expect(videoProblemOf('video')('videoDimensions')).toMatchObject({ message: 'videoDimensions' });
    expect(videoProblemOf('companion')('imageDimensions')).toMatchObject({ args: { sizes: '300x250' } });
    expect(videoProblemOf('video')('kind')).toBeUndefined();
  });
});
