import { describe, expect, it } from 'vitest';
import {
  AUDIO_MAX_BYTES,
  COMPANION_MAX_BYTES,
  IMAGE_MAX_BYTES,
  UPLOAD_MESSAGES,
  VIDEO_MAX_BYTES,
  type PixelSize,
  type UploadErrorReason,
} from '../../src/api/contract';
import { checkCreative, type CheckResult } from './check-creative';
import { fixture, mp4PaddedTo, noisePng, paddedTo } from './fixture-files';
import type { CreativeKind } from './kinds';
import { onDisk } from './on-disk.testkit';

const SLOT_300x250: PixelSize = { width: 300, height: 250 };
const SLOT_320x50: PixelSize = { width: 320, height: 50 };
const SLOT_728x90: PixelSize = { width: 728, height: 90 };

const refusal = (result: CheckResult) => (result.ok ? null : result.refusal);
const check = (kind: CreativeKind, name: string, slot: PixelSize | null = null) => checkCreative(kind, onDisk(fixture(name)), slot);

describe('checkCreative: each kind accepts its right files', () => {
  it.each<[CreativeKind, string, PixelSize | null, Record<string, unknown>]>([
    ['banner', 'banner-300x250.png', SLOT_300x250, { format: 'image', width: 300, height: 250, contentType: 'image/png' }],
    ['banner', 'banner-600x500.png', SLOT_300x250, { format: 'image', width: 600, height: 500 }],
    ['banner', 'banner-300x250.jpg', SLOT_300x250, { format: 'image', contentType: 'image/jpeg' }],
    ['banner', 'banner-320x50.webp', SLOT_320x50, { format: 'image', width: 320, height: 50, contentType: 'image/webp' }],
    ['banner', 'banner-728x90.gif', SLOT_728x90, { format: 'image', contentType: 'image/gif' }],
    ['banner', 'html-banner.zip', SLOT_728x90, { format: 'html', width: 728, height: 90, contentType: 'application/zip' }],
    ['image', 'native-1200x600.png', null, { format: 'image', width: 1200, height: 600 }],
    ['dynamic_image', 'responsive-250x250.png', null, { format: 'image', width: 250, height: 250 }],
    ['dynamic_image', 'responsive-250x250.webp', null, { format: 'image', width: 250, height: 250 }],
    ['dynamic_logo', 'logo-128x128.png', null, { width: 128, height: 128 }],
    ['dynamic_logo', 'responsive-300x300.png', null, { width: 300, height: 300 }],
    ['native_image', 'native-1200x627.png', null, { width: 1200, height: 627 }],
    ['native_image', 'native-600x600.png', null, { width: 600, height: 600 }],
    ['native_logo', 'logo-128x128.png', null, { width: 128, height: 128 }],
    ['companion', 'companion-300x250.png', null, { width: 300, height: 250, contentType: 'image/png' }],
    ['companion', 'companion-300x250.jpg', null, { width: 300, height: 250, contentType: 'image/jpeg' }],
    ['video', 'video-640x360.mp4', null, { format: 'video', width: 640, height: 360, duration: 2, contentType: 'video/mp4' }],
    ['video', 'video-480x360.mp4', null, { width: 480, height: 360 }],
    ['video', 'video-1920x800.mp4', null, { width: 1920, height: 800 }],
    ['native_video', 'video-640x360.mp4', null, { format: 'video' }],
    ['audio', 'audio-15s.mp3', null, { format: 'audio', duration: 15, extension: 'mp3', contentType: 'audio/mpeg' }],
    ['audio', 'audio-20s.mp3', null, { format: 'audio' }],
    // Both bounds are inclusive: exactly 15 and exactly 30 s of samples play.
    ['audio', 'audio-30s.mp3', null, { format: 'audio', duration: 30 }],
  ])('%s takes %s', async (kind, name, slot, facts) => {
    const result = await check(kind, name, slot);
    expect(refusal(result)).toBeNull();
    expect(result.ok && result.creative).toMatchObject(facts);
  });
});

describe('checkCreative: each kind refuses its wrong files, with the reason, message and code', () => {
  it.each<[CreativeKind, string, PixelSize | null, UploadErrorReason, string]>([
    ['banner', 'banner-300x251.png', SLOT_300x250, 'bannerSize', 'The image must be at least 300x250 pixels, with exactly that aspect ratio.'],
    ['banner', 'banner-150x125.png', SLOT_300x250, 'bannerSize', 'The image must be at least 300x250 pixels, with exactly that aspect ratio.'],
    ['banner', 'banner-300x260.jpg', SLOT_300x250, 'bannerSize', UPLOAD_MESSAGES.bannerSize(SLOT_300x250)],
    ['banner', 'banner-320x60.webp', SLOT_320x50, 'bannerSize', 'The image must be at least 320x50 pixels, with exactly that aspect ratio.'],
    // Stored 300x250, turned a quarter by its EXIF orientation: shown, and read, as 250x300.
    ['banner', 'banner-300x250-rotated.jpg', SLOT_300x250, 'bannerSize', UPLOAD_MESSAGES.bannerSize(SLOT_300x250)],
    ['banner', 'html-banner-nested.zip', SLOT_300x250, 'htmlFormatError', 'An HTML banner must be a zip file with index.html at its root.'],
    ['banner', 'html-banner-bomb.zip', SLOT_300x250, 'htmlTooBig', "The HTML banner's files must add up to at most 10485760 bytes once unpacked."],
    ['banner', 'audio-20s.mp3', SLOT_300x250, 'fileType', 'Only png, jpg, gif or webp images, or a zip HTML banner, are allowed.'],
    ['image', 'html-banner.zip', null, 'fileType', 'Only png, jpg, gif or webp images are allowed.'],
    ['dynamic_image', 'responsive-300x300.png', null, 'imageSizeError', 'The image must be exactly 250x250 pixels.'],
    ['dynamic_logo', 'logo-128x96.png', null, 'imageSquareError', 'The logo must be square (as wide as it is high).'],
    ['native_image', 'native-1200x600.png', null, 'imageDimensions', 'Please upload image with 1200x627 or 600x600 dimensions'],
    ['native_logo', 'logo-128x96.png', null, 'imageDimensions', 'Please upload image with 128x128 dimensions'],
    ['companion', 'companion-320x250.png', null, 'imageDimensions', 'Please upload image with 300x250 dimensions'],
    ['companion', 'banner-320x50.webp', null, 'fileType', 'Only jpg or png images are allowed.'],
    ['video', 'video-320x240.mp4', null, 'videoDimensions', 'Please upload video with 480x360, 640x360 or 1920x800 dimensions'],
    ['video', 'audio-20s.mp3', null, 'fileType', 'Only mp4 videos are allowed.'],
    ['native_video', 'banner-300x250.png', null, 'fileType', 'Only mp4 videos are allowed.'],
    // ISO files of other brands: a QuickTime movie, an audio-only M4A, a HEIC image.
    ['video', 'video-640x360-qt.mov', null, 'fileType', 'Only mp4 videos are allowed.'],
    ['video', 'video-640x360-m4a.m4a', null, 'fileType', 'Only mp4 videos are allowed.'],
    ['native_video', 'video-640x360-heic.heic', null, 'fileType', 'Only mp4 videos are allowed.'],
    ['audio', 'audio-10s.mp3', null, 'minLengthError', 'The audio must be at least 15 seconds long.'],
    // Exact bounds, no rounding: 14.6 s is too short, 30.05 s too long.
    ['audio', 'audio-14.6s.mp3', null, 'minLengthError', 'The audio must be at least 15 seconds long.'],
    ['audio', 'audio-30.05s.mp3', null, 'maxLengthError', 'The audio must be at most 30 seconds long.'],
    ['audio', 'audio-35s.mp3', null, 'maxLengthError', 'The audio must be at most 30 seconds long.'],
    ['audio', 'audio-2s.wav', null, 'invalidFileError', 'Only mp3 files are allowed.'],
    ['audio', 'image-named.mp3', null, 'invalidFileError', 'Only mp3 files are allowed.'],
    // An ID3 tag with no MPEG frame after it.
    ['audio', 'audio-id3-only.mp3', null, 'invalidFileError', 'Only mp3 files are allowed.'],
    ['audio', 'video-640x360.mp4', null, 'invalidFileError', 'Only mp3 files are allowed.'],
  ])('%s refuses %s: %s', async (kind, name, slot, reason, message) => {
    expect(refusal(await check(kind, name, slot))).toEqual({ code: 2, reason, message });
  });

  it('refuses an empty file for every kind', async () => {
    for (const kind of ['banner', 'image', 'audio', 'video', 'companion'] as const) {
      expect(refusal(await checkCreative(kind, onDisk(new Uint8Array(0)), SLOT_300x250))).toEqual({ code: 2, reason: 'emptyFile', message: 'The file is empty.' });
    }
  });

  it('refuses an image whose header cannot be read', async () => {
    const cut = fixture('banner-300x250.png').subarray(0, 20);
    expect(refusal(await checkCreative('dynamic_image', onDisk(cut)))).toEqual({ code: 2, reason: 'unreadable', message: 'The file could not be read.' });
  });
});

describe('checkCreative: size limits (spec 3 §9) and their codes', () => {
  it(`takes images under ${IMAGE_MAX_BYTES} bytes; ${IMAGE_MAX_BYTES} is code 8 for every image kind and zip banners`, async () => {
    const png = fixture('banner-300x250.png');
    expect(refusal(await checkCreative('banner', onDisk(paddedTo(png, IMAGE_MAX_BYTES - 1)), SLOT_300x250))).toBeNull();
    const tooBig = { code: 8, reason: 'imageTooBig', message: 'The file must be under 500000 bytes.' };
    for (const kind of ['banner', 'image', 'dynamic_image', 'dynamic_logo', 'native_image', 'native_logo'] as const) {
      expect(refusal(await checkCreative(kind, onDisk(paddedTo(png, IMAGE_MAX_BYTES)), SLOT_300x250)), kind).toEqual(tooBig);
    }
    expect(refusal(await checkCreative('banner', onDisk(paddedTo(fixture('html-banner.zip'), IMAGE_MAX_BYTES)), SLOT_300x250))).toEqual(tooBig);
  });

  it(`takes a companion of ${COMPANION_MAX_BYTES} bytes and refuses one more with code 181; a real 225 KB one too`, async () => {
    const png = fixture('companion-300x250.png');
    expect(refusal(await checkCreative('companion', onDisk(paddedTo(png, COMPANION_MAX_BYTES))))).toBeNull();
    const tooBig = { code: 181, reason: 'fileSizeError', message: 'The file must be at most 150 KB.' };
    expect(refusal(await checkCreative('companion', onDisk(paddedTo(png, COMPANION_MAX_BYTES + 1))))).toEqual(tooBig);
    const noisy = noisePng(300, 250);
    expect(noisy.length).toBeGreaterThan(COMPANION_MAX_BYTES);
    expect(refusal(await checkCreative('companion', onDisk(noisy)))).toEqual(tooBig);
  });

  it(`takes a video of ${VIDEO_MAX_BYTES} bytes and refuses one more with code 181`, async () => {
    const mp4 = fixture('video-640x360.mp4');
    expect(refusal(await checkCreative('video', onDisk(mp4PaddedTo(mp4, VIDEO_MAX_BYTES))))).toBeNull();
    const tooBig = { code: 181, reason: 'fileSizeError', message: 'The file must be at most 10 MB.' };
    expect(refusal(await checkCreative('video', onDisk(mp4PaddedTo(mp4, VIDEO_MAX_BYTES + 1))))).toEqual(tooBig);
    expect(refusal(await checkCreative('native_video', onDisk(mp4PaddedTo(mp4, VIDEO_MAX_BYTES + 1))))).toEqual(tooBig);
  });

  it(`refuses audio over ${AUDIO_MAX_BYTES} bytes with code 181 before reading it`, async () => {
    const tooBig = paddedTo(fixture('audio-20s.mp3'), AUDIO_MAX_BYTES + 1);
    expect(refusal(await checkCreative('audio', onDisk(tooBig)))).toEqual({ code: 181, reason: 'fileSizeError', message: 'The file must be at most 20 MB.' });
  });
});
