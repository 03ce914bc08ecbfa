import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { blobKind, fileKind } from './fileSignature';
import { blobImageDimensions, IMAGE_HEADER_BYTES, imageDimensions } from './imageDimensions';
import { blobOf, exifSegment, gifHeader, jpegHeader, mp4Of, pngHeader, webpExtended, webpLossless, webpLossy, withSegment, zipOf } from './mediaBytes.testkit';
import { mp4Metadata } from './mp4Metadata';
import { hasRootIndexHtml, isHtmlBannerListing, zipEntries, zipEntryNames } from './zipListing';

describe('fileKind: by content, never by name', () => {
  it('recognises each kind a creative may be', () => {
    expect(fileKind(pngHeader(1, 1))).toBe('png');
    expect(fileKind(jpegHeader(1, 1))).toBe('jpeg');
    expect(fileKind(gifHeader(1, 1))).toBe('gif');
    expect(fileKind(webpLossy(1, 1))).toBe('webp');
    expect(fileKind(zipOf({ 'index.html': '<p>' }))).toBe('zip');
    // An ID3 tag (4 bytes of payload) and the MPEG-1 layer III frame after it.
    expect(fileKind(Uint8Array.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 4, 1, 2, 3, 4, 0xff, 0xfb, 0x90, 0x64]))).toBe('mp3');
    // An MPEG-1 layer III frame header (no ID3 tag): ff fb 90.
    expect(fileKind(Uint8Array.from([0xff, 0xfb, 0x90, 0x64]))).toBe('mp3');
    expect(fileKind(Uint8Array.from([0, 0, 0, 0x18, ...[...'ftypmp42'].map((c) => c.charCodeAt(0))]))).toBe('mp4');
  });

  it('knows nothing else: text, an MPEG layer II frame, an empty file', () => {
    expect(fileKind(new TextEncoder().encode('name,bundle\n'))).toBeNull();
    expect(fileKind(Uint8Array.from([0xff, 0xfd, 0x90, 0x64]))).toBeNull();
    expect(fileKind(new Uint8Array())).toBeNull();
  });

  it("is as strict as the server's file-type: an mp4 by its brand, an mp3 by a frame after its ID3 tag", async () => {
    const fixture = (name: string) => blobOf(readFileSync(resolve('test-fixtures/creatives', name)));
    expect(await blobKind(fixture('video-640x360.mp4'))).toBe('mp4');
    // A QuickTime movie, an audio-only M4A and a HEIC image hold ISO boxes too, under other brands.
    for (const name of ['video-640x360-qt.mov', 'video-640x360-m4a.m4a', 'video-640x360-heic.heic']) expect(await blobKind(fixture(name)), name).toBeNull();
    const branded = (brand: string) => Uint8Array.from([0, 0, 0, 0x18, ...[...`ftyp${brand}`].map((c) => c.charCodeAt(0))]);
    expect(fileKind(branded('M4V '))).toBe('mp4');
    expect(fileKind(branded('3gp4'))).toBeNull();
    expect(fileKind(branded('avif'))).toBeNull();
    // An ID3 tag and nothing after it, or a PNG after it, is no mp3; a real mp3's tag is skipped to its frame.
    expect(await blobKind(fixture('audio-id3-only.mp3'))).toBeNull();
    expect(fileKind(Uint8Array.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 0, 0, ...pngHeader(1, 1)]))).toBe('png');
    expect(await blobKind(fixture('audio-20s.mp3'))).toBe('mp3');
    // A tag announcing more than the file holds is taken as an mp3, as file-type takes it.
    expect(fileKind(Uint8Array.from([0x49, 0x44, 0x33, 4, 0, 0, 0, 0, 1, 0, 0]))).toBe('mp3');
  });

  it('reads a PNG renamed .mp3 and typed audio/mpeg as the PNG it is', async () => {
    expect(await blobKind(new File([new Uint8Array(pngHeader(10, 10))], 'track.mp3', { type: 'audio/mpeg' }))).toBe('png');
  });
});

describe('imageDimensions: from the header, no decoding', () => {
  it('reads PNG, GIF, JPEG and the three WebP forms', () => {
    expect(imageDimensions(pngHeader(300, 250))).toEqual({ width: 300, height: 250 });
    expect(imageDimensions(gifHeader(728, 90))).toEqual({ width: 728, height: 90 });
    expect(imageDimensions(jpegHeader(1200, 627))).toEqual({ width: 1200, height: 627 });
    expect(imageDimensions(webpLossy(600, 600))).toEqual({ width: 600, height: 600 });
    expect(imageDimensions(webpLossless(128, 128))).toEqual({ width: 128, height: 128 });
    expect(imageDimensions(webpExtended(1920, 800))).toEqual({ width: 1920, height: 800 });
  });

  it('answers null for what is not an image header', () => {
    expect(imageDimensions(zipOf({ 'a.txt': 'a' }))).toBeNull();
    expect(imageDimensions(Uint8Array.from([0xff, 0xd8, 0xff, 0xd9]))).toBeNull();
  });

  it('turns a JPEG by its EXIF orientation as browsers show it (5 to 8 swap width and height), as the server reads it', async () => {
    // The shared fixture: a real 300x250 JPEG with orientation 6, which the mock reads as 250x300 too.
    const rotated = readFileSync(resolve('test-fixtures/creatives/banner-300x250-rotated.jpg'));
    expect(await blobImageDimensions(blobOf(rotated))).toEqual({ width: 250, height: 300 });
    const jpeg = jpegHeader(300, 260);
    expect(imageDimensions(withSegment(jpeg, exifSegment(6)))).toEqual({ width: 260, height: 300 });
    expect(imageDimensions(withSegment(jpeg, exifSegment(8)))).toEqual({ width: 260, height: 300 });
    expect(imageDimensions(withSegment(jpeg, exifSegment(3)))).toEqual({ width: 300, height: 260 });
    expect(imageDimensions(withSegment(jpeg, exifSegment(1)))).toEqual({ width: 300, height: 260 });
  });

  it("finds a JPEG's frame header past a large EXIF block by reading the whole file", async () => {
    const jpeg = jpegHeader(970, 90, [60_000, 30_000]);
    expect(jpeg.length).toBeGreaterThan(IMAGE_HEADER_BYTES);
    expect(await blobImageDimensions(blobOf(jpeg))).toEqual({ width: 970, height: 90 });
  });
});

describe('zipEntryNames: the central directory only', () => {
  it('lists the names, with a comment after the end record too', async () => {
    expect(await zipEntryNames(blobOf(zipOf({ 'index.html': '<p>', 'img/a.png': 'x' })))).toEqual(['index.html', 'img/a.png']);
    expect(await zipEntryNames(blobOf(zipOf({ 'banner/index.html': '<p>' }, 'made by hand')))).toEqual(['banner/index.html']);
  });

  it('reads each entry\'s unpacked size from the directory, without unpacking', async () => {
    expect(await zipEntries(blobOf(zipOf({ 'index.html': '<p>hi</p>', 'a.css': '' })))).toEqual([
      { name: 'index.html', size: 9 },
      { name: 'a.css', size: 0 },
    ]);
  });

  it('tells an HTML banner by index.html at the root only', async () => {
    expect(hasRootIndexHtml((await zipEntryNames(blobOf(zipOf({ 'index.html': '', 'style.css': '' })))) ?? [])).toBe(true);
    expect(hasRootIndexHtml((await zipEntryNames(blobOf(zipOf({ 'banner/index.html': '' })))) ?? [])).toBe(false);
    expect(hasRootIndexHtml((await zipEntryNames(blobOf(zipOf({ 'INDEX.HTM': '' })))) ?? [])).toBe(false);
  });

  it('refuses an HTML banner whose names would escape its folder once unpacked', () => {
    const root = { name: 'index.html', size: 1 };
    expect(isHtmlBannerListing([root, { name: 'img/a.png', size: 1 }])).toBe(true);
    for (const name of ['../evil.js', '/etc/passwd', 'C:/x', 'a\\b.js', 'img/../../x']) expect(isHtmlBannerListing([root, { name, size: 1 }]), name).toBe(false);
    expect(isHtmlBannerListing([{ name: 'banner/index.html', size: 1 }])).toBe(false);
  });

  it('answers null for what is not a readable zip (no end record, a directory past the end)', async () => {
    expect(await zipEntryNames(blobOf(pngHeader(1, 1)))).toBeNull();
    const broken = zipOf({ 'index.html': '' });
    // Point the directory's offset past the file's end.
    broken.set([0xf0, 0xff, 0, 0], broken.length - 6);
    expect(await zipEntryNames(blobOf(broken))).toBeNull();
  });
});

describe('mp4Metadata: the movie header, no decoding', () => {
  it("reads the video track's size and the duration, with the moov after the media data or before it", () => {
    expect(mp4Metadata(mp4Of({ width: 640, height: 360, seconds: 15 }))).toEqual({ width: 640, height: 360, duration: 15 });
    expect(mp4Metadata(mp4Of({ width: 1920, height: 800, seconds: 6.5, version: 1, moovFirst: true }))).toEqual({ width: 1920, height: 800, duration: 6.5 });
    expect(fileKind(mp4Of({ width: 480, height: 360, seconds: 1 }))).toBe('mp4');
  });

  it('answers null without a movie header or a video track', () => {
    expect(mp4Metadata(pngHeader(1, 1))).toBeNull();
    const withoutVideo = mp4Of({ width: 640, height: 360, seconds: 5 });
    // Rename the video handler: the file is sound only.
    const vide = [...'vide'].map((c) => c.charCodeAt(0));
    const at = withoutVideo.findLastIndex((_, index) => vide.every((byte, offset) => withoutVideo[index + offset] === byte));
    expect(at).toBeGreaterThan(0);
    withoutVideo.set([...'soun'].map((c) => c.charCodeAt(0)), at);
    expect(mp4Metadata(withoutVideo)).toBeNull();
  });
});
