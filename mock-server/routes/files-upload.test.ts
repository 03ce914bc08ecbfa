import { describe, expect, it } from 'vitest';
import {
  AUDIO_MAX_BYTES,
  CREATIVE_UPLOAD_PATHS as PATHS,
  VIDEO_MAX_BYTES,
  type Permission,
  type UploadedCreativeFile,
  type UploadErrorData,
} from '../../src/api/contract';
import { PERSONA_IDS } from '../seed/facts';
import { call, signedInMock } from '../test-support';
import { fixture, mp4PaddedTo } from '../uploads/fixture-files';
import { announceUpload, upload } from './files-test-support';

const t = signedInMock();

const storedCount = (): number => t.mock.store.state().files.length;
const send = <T = UploadErrorData>(path: string, name: string, fields: Record<string, string> = {}, token = t.advertiser) =>
  upload<T>(t.base, path, { token, content: fixture(name), fileName: name, fields });
const banner = (width: number, height: number) => ({ kind: 'banner', width: String(width), height: String(height) });

/** The positive control of a refused form or size: a right image, banner and audio, sent as the advertiser, are taken. */
const expectRightFilesTaken = async (): Promise<void> => {
  expect((await send(PATHS.upload3, 'logo-128x128.png', { kind: 'image' })).type.code).toBe(0);
  expect((await send(PATHS.upload3, 'banner-300x250.png', banner(300, 250))).type.code).toBe(0);
  expect((await send(PATHS.audio, 'audio-20s.mp3', { kind: 'audio' })).type.code).toBe(0);
};

/** Runs `body` while the analyst holds exactly `permissions`, then gives the analyst's back. */
const asAnalystWith = async (permissions: Permission[], body: () => Promise<void>): Promise<void> => {
  const analyst = () => t.mock.store.state().users.find((u) => u.id === PERSONA_IDS.analyst.userId);
  const before = [...(analyst()?.permissions ?? [])];
  t.mock.store.mutate(() => {
    const user = analyst();
    if (user) user.permissions = permissions;
  });
  try {
    await body();
  } finally {
    t.mock.store.mutate(() => {
      const user = analyst();
      if (user) user.permissions = before;
    });
  }
};

describe('creative uploads: right files are stored and answered with what their content shows', () => {
  it.each<[string, string, Record<string, string>, Record<string, unknown>]>([
    [PATHS.upload3, 'banner-300x250.png', banner(300, 250), { format: 'image', width: 300, height: 250, content_type: 'image/png' }],
    [PATHS.upload3, 'banner-600x500.png', banner(300, 250), { format: 'image', width: 600, height: 500 }],
    [PATHS.upload3, 'banner-300x250.jpg', banner(300, 250), { format: 'image', width: 300, height: 250, content_type: 'image/jpeg' }],
    [PATHS.upload3, 'banner-320x50.webp', banner(320, 50), { format: 'image', width: 320, height: 50, content_type: 'image/webp' }],
    [PATHS.upload3, 'banner-728x90.gif', banner(728, 90), { format: 'image', width: 728, height: 90, content_type: 'image/gif' }],
    [PATHS.upload3, 'html-banner.zip', banner(160, 600), { format: 'html', width: 160, height: 600, content_type: 'application/zip' }],
    [PATHS.upload3, 'responsive-300x300.png', { kind: 'image' }, { format: 'image', width: 300, height: 300 }],
    [PATHS.upload3, 'responsive-250x250.webp', { kind: 'dynamic_image' }, { format: 'image', width: 250, height: 250 }],
    [PATHS.upload3, 'logo-128x128.png', { kind: 'dynamic_logo' }, { format: 'image', width: 128, height: 128 }],
    [PATHS.native, 'native-1200x627.png', { kind: 'image' }, { format: 'image', width: 1200, height: 627 }],
    [PATHS.native, 'native-600x600.png', { kind: 'image' }, { format: 'image', width: 600, height: 600 }],
    [PATHS.native, 'logo-128x128.png', { kind: 'logo' }, { format: 'image', width: 128, height: 128 }],
    [PATHS.native, 'video-480x360.mp4', { kind: 'video' }, { format: 'video', width: 480, height: 360, duration: 2 }],
    [PATHS.video, 'video-640x360.mp4', { kind: 'video' }, { format: 'video', width: 640, height: 360, duration: 2, content_type: 'video/mp4' }],
    [PATHS.video, 'video-1920x800.mp4', { kind: 'video' }, { format: 'video', width: 1920, height: 800 }],
    [PATHS.video, 'companion-300x250.jpg', { kind: 'companion' }, { format: 'image', width: 300, height: 250, content_type: 'image/jpeg' }],
    [PATHS.audio, 'audio-15s.mp3', { kind: 'audio' }, { format: 'audio', duration: 15, extension: 'mp3', content_type: 'audio/mpeg' }],
    [PATHS.audio, 'audio-20s.mp3', { kind: 'audio' }, { format: 'audio', duration: 20 }],
    // The samples that play, as a browser decodes them: exactly 30 s, the longest taken.
    [PATHS.audio, 'audio-30s.mp3', { kind: 'audio' }, { format: 'audio', duration: 30 }],
  ])('%s takes %s', async (path, name, fields, facts) => {
    const before = storedCount();
    const answer = await send<UploadedCreativeFile>(path, name, fields);
    expect([answer.status, answer.type.code]).toEqual([200, 0]);
    const content = fixture(name);
    expect(answer.data).toMatchObject({ ...facts, file_name: name, size: content.length, file_url: expect.stringMatching(/^\/v1\/file\/cache\/[0-9a-f]{32}$/) });
    expect(storedCount()).toBe(before + 1);
    const served = await fetch(`${t.base}${answer.data.file_url}`);
    expect(served.headers.get('content-type')).toBe(answer.data.content_type);
    expect(Buffer.from(await served.arrayBuffer()).equals(content)).toBe(true);
  });

  it('records who uploaded a file, and numbers each upload anew', async () => {
    const first = await send<UploadedCreativeFile>(PATHS.upload3, 'logo-128x128.png', { kind: 'dynamic_logo' });
    const second = await send<UploadedCreativeFile>(PATHS.upload3, 'logo-128x128.png', { kind: 'dynamic_logo' }, t.admin);
    expect(second.data.file_id).toBe(first.data.file_id + 1);
    const stored = (id: number) => t.mock.store.state().files.find((f) => f.id === id);
    expect(stored(first.data.file_id)?.uploaded_by).toEqual({ user_id: PERSONA_IDS.advertiser.userId, space_id: PERSONA_IDS.advertiser.spaceId });
    expect(stored(second.data.file_id)?.uploaded_by).toEqual({ user_id: PERSONA_IDS.admin.userId, space_id: PERSONA_IDS.admin.spaceId });
    // What it was checked as, which the campaign save holds it to.
    expect(stored(first.data.file_id)?.checked).toEqual({ kind: 'dynamic_logo', slot: null, facts: { format: 'image', width: 128, height: 128 } });
  });
});

describe('creative uploads: wrong files are refused with their message, and nothing is stored', () => {
  it.each<[string, string, Record<string, string>, string, number, string, string]>([
    // Each row ends with a right file for the same path and fields, taken first (the positive control).
    [PATHS.upload3, 'banner-300x251.png', banner(300, 250), 'bannerSize', 2, 'The image must be at least 300x250 pixels, with exactly that aspect ratio.', 'banner-300x250.png'],
    [PATHS.upload3, 'banner-150x125.png', banner(300, 250), 'bannerSize', 2, 'The image must be at least 300x250 pixels, with exactly that aspect ratio.', 'banner-300x250.png'],
    [PATHS.upload3, 'banner-300x260.jpg', banner(300, 250), 'bannerSize', 2, 'The image must be at least 300x250 pixels, with exactly that aspect ratio.', 'banner-300x250.png'],
    [PATHS.upload3, 'banner-320x60.webp', banner(320, 50), 'bannerSize', 2, 'The image must be at least 320x50 pixels, with exactly that aspect ratio.', 'banner-320x50.webp'],
    [PATHS.upload3, 'html-banner-nested.zip', banner(300, 250), 'htmlFormatError', 2, 'An HTML banner must be a zip file with index.html at its root.', 'html-banner.zip'],
    [PATHS.upload3, 'html-banner-bomb.zip', banner(300, 250), 'htmlTooBig', 2, "The HTML banner's files must add up to at most 10485760 bytes once unpacked.", 'html-banner.zip'],
    [PATHS.upload3, 'responsive-300x300.png', { kind: 'dynamic_image' }, 'imageSizeError', 2, 'The image must be exactly 250x250 pixels.', 'responsive-250x250.webp'],
    [PATHS.upload3, 'logo-128x96.png', { kind: 'dynamic_logo' }, 'imageSquareError', 2, 'The logo must be square (as wide as it is high).', 'logo-128x128.png'],
    [PATHS.upload3, 'audio-20s.mp3', { kind: 'image' }, 'fileType', 2, 'Only png, jpg, gif or webp images are allowed.', 'responsive-300x300.png'],
    [PATHS.native, 'native-1200x600.png', { kind: 'image' }, 'imageDimensions', 2, 'Please upload image with 1200x627 or 600x600 dimensions', 'native-600x600.png'],
    [PATHS.native, 'logo-128x96.png', { kind: 'logo' }, 'imageDimensions', 2, 'Please upload image with 128x128 dimensions', 'logo-128x128.png'],
    [PATHS.native, 'video-320x240.mp4', { kind: 'video' }, 'videoDimensions', 2, 'Please upload video with 480x360, 640x360 or 1920x800 dimensions', 'video-480x360.mp4'],
    [PATHS.video, 'video-320x240.mp4', { kind: 'video' }, 'videoDimensions', 2, 'Please upload video with 480x360, 640x360 or 1920x800 dimensions', 'video-640x360.mp4'],
    [PATHS.video, 'companion-320x250.png', { kind: 'companion' }, 'imageDimensions', 2, 'Please upload image with 300x250 dimensions', 'companion-300x250.jpg'],
    [PATHS.video, 'banner-728x90.gif', { kind: 'companion' }, 'fileType', 2, 'Only jpg or png images are allowed.', 'companion-300x250.jpg'],
    [PATHS.audio, 'audio-10s.mp3', { kind: 'audio' }, 'minLengthError', 2, 'The audio must be at least 15 seconds long.', 'audio-20s.mp3'],
    [PATHS.audio, 'audio-14.6s.mp3', { kind: 'audio' }, 'minLengthError', 2, 'The audio must be at least 15 seconds long.', 'audio-20s.mp3'],
    [PATHS.audio, 'audio-30.05s.mp3', { kind: 'audio' }, 'maxLengthError', 2, 'The audio must be at most 30 seconds long.', 'audio-20s.mp3'],
    [PATHS.audio, 'audio-35s.mp3', { kind: 'audio' }, 'maxLengthError', 2, 'The audio must be at most 30 seconds long.', 'audio-20s.mp3'],
    [PATHS.audio, 'image-named.mp3', { kind: 'audio' }, 'invalidFileError', 2, 'Only mp3 files are allowed.', 'audio-20s.mp3'],
    [PATHS.audio, 'audio-2s.wav', { kind: 'audio' }, 'invalidFileError', 2, 'Only mp3 files are allowed.', 'audio-20s.mp3'],
  ])('%s refuses %s (%s)', async (path, name, fields, reason, code, message, taken) => {
    const control = await send(path, taken, fields);
    expect([control.status, control.type.code], taken).toEqual([200, 0]);
    const before = storedCount();
    const answer = await send(path, name, fields);
    expect([answer.status, answer.type.code]).toEqual([400, code]);
    expect(answer.data).toEqual({ errors: { file: message }, reason });
    expect(storedCount()).toBe(before);
  });

  it('judges the content, never the declared type or the name', async () => {
    const before = storedCount();
    const png = fixture('banner-300x250.png');
    const asAudio = await upload<UploadedCreativeFile>(t.base, PATHS.upload3, { token: t.advertiser, content: png, fileName: 'song.mp3', type: 'audio/mpeg', fields: { kind: 'image' } });
    expect(asAudio.data).toMatchObject({ format: 'image', content_type: 'image/png', file_name: 'song.mp3', width: 300, height: 250 });
    const served = await fetch(`${t.base}${asAudio.data.file_url}`);
    expect(served.headers.get('content-type')).toBe('image/png');
    const mp3AsPng = await upload<UploadedCreativeFile>(t.base, PATHS.audio, { token: t.advertiser, content: fixture('audio-20s.mp3'), fileName: 'cover.png', type: 'image/png', fields: { kind: 'audio' } });
    expect(mp3AsPng.data).toMatchObject({ format: 'audio', content_type: 'audio/mpeg' });
    expect(storedCount()).toBe(before + 2);
    const pngAsMp3 = await upload(t.base, PATHS.audio, { token: t.advertiser, content: png, fileName: 'spot.mp3', type: 'audio/mpeg', fields: { kind: 'audio' } });
    expect(pngAsMp3.data).toEqual({ errors: { file: 'Only mp3 files are allowed.' }, reason: 'invalidFileError' });
    const pngAsZip = await upload(t.base, PATHS.upload3, { token: t.advertiser, content: fixture('banner-300x251.png'), fileName: 'banner.zip', type: 'application/zip', fields: banner(300, 250) });
    expect(pngAsZip.data).toEqual({ errors: { file: 'The image must be at least 300x250 pixels, with exactly that aspect ratio.' }, reason: 'bannerSize' });
    expect(storedCount()).toBe(before + 2);
  });

  it('keeps a file name sent as UTF-8 as the browser wrote it', async () => {
    const answer = await upload<UploadedCreativeFile>(t.base, PATHS.upload3, { token: t.advertiser, content: fixture('banner-300x250.png'), fileName: 'летний баннер №1.png', fields: banner(300, 250) });
    expect(answer.data.file_name).toBe('летний баннер №1.png');
  });

  it('refuses a form it cannot use: not multipart, no file, two files, an unknown or missing kind, a banner without a slot', async () => {
    await expectRightFilesTaken();
    const before = storedCount();
    const json = await call<UploadErrorData>(t.base, PATHS.upload3, { token: t.advertiser, json: { file: 'x' } });
    expect([json.status, json.type.code, json.data]).toEqual([400, 2, { errors: { file: 'Send the file as multipart/form-data.' }, reason: 'form' }]);
    const noFile = await upload(t.base, PATHS.audio, { token: t.advertiser, fields: { kind: 'audio' } });
    expect(noFile.data).toEqual({ errors: { file: 'Field is required.' }, reason: 'required' });
    const two = await upload(t.base, PATHS.upload3, { token: t.advertiser, content: fixture('logo-128x128.png'), extraFiles: 1, fields: { kind: 'image' } });
    expect(two.data).toEqual({ errors: { file: 'Send one file only.' }, reason: 'form' });
    const kind = await send(PATHS.audio, 'audio-20s.mp3', { kind: 'video' });
    expect(kind.data).toEqual({ errors: { kind: 'Use one of: audio.' }, reason: 'kind' });
    // No default: a file must name the rule it is checked against.
    const noKind = await send(PATHS.audio, 'audio-20s.mp3', {});
    expect(noKind.data).toEqual({ errors: { kind: 'Use one of: audio.' }, reason: 'kind' });
    const upload3Kind = await send(PATHS.upload3, 'logo-128x128.png', { kind: 'logo' });
    expect(upload3Kind.data).toEqual({ errors: { kind: 'Use one of: image, banner, dynamic_image, dynamic_logo.' }, reason: 'kind' });
    for (const fields of [{ kind: 'banner' }, banner(300, 300), { kind: 'banner', width: '300' }] as Record<string, string>[]) {
      const slot = await send(PATHS.upload3, 'banner-300x250.png', fields);
      const message = 'Give the width and height of one of the banner slots.';
      expect([slot.type.code, slot.data], JSON.stringify(fields)).toEqual([2, { errors: { width: message, height: message }, reason: 'slot' }]);
    }
    expect(storedCount()).toBe(before);
  });
});

describe('creative uploads: size limits', () => {
  it(`takes a video of ${VIDEO_MAX_BYTES} bytes and refuses one byte more with code 181, read and discarded`, async () => {
    const mp4 = fixture('video-640x360.mp4');
    const before = storedCount();
    const largest = await upload<UploadedCreativeFile>(t.base, PATHS.video, { token: t.advertiser, content: mp4PaddedTo(mp4, VIDEO_MAX_BYTES), fileName: 'largest.mp4', fields: { kind: 'video' } });
    expect(largest.data).toMatchObject({ format: 'video', size: VIDEO_MAX_BYTES, width: 640, height: 360 });
    expect(storedCount()).toBe(before + 1);
    const tooBig = await upload(t.base, PATHS.video, { token: t.advertiser, content: mp4PaddedTo(mp4, VIDEO_MAX_BYTES + 1), fileName: 'big.mp4', fields: { kind: 'video' } });
    expect([tooBig.status, tooBig.type, tooBig.data]).toEqual([
      400,
      { code: 181, message: 'File size invalid' },
      { errors: { file: 'The file must be at most 10 MB.' }, reason: 'fileSizeError' },
    ]);
    expect(storedCount()).toBe(before + 1);
  }, 30_000);

  it("answers an image over the native call's video limit by the image rule (code 8)", async () => {
    expect((await send(PATHS.native, 'logo-128x128.png', { kind: 'logo' })).type.code).toBe(0);
    const answer = await upload(t.base, PATHS.native, { token: t.advertiser, content: mp4PaddedTo(fixture('video-640x360.mp4'), VIDEO_MAX_BYTES + 1), fields: { kind: 'logo' } });
    expect([answer.type.code, answer.data]).toEqual([8, { errors: { file: 'The file must be under 500000 bytes.' }, reason: 'imageTooBig' }]);
  }, 30_000);

  it('refuses a body announcing more than the largest file without reading it, closing the connection', async () => {
    await expectRightFilesTaken();
    const before = storedCount();
    const audio = await announceUpload(t.base, PATHS.audio, t.advertiser, AUDIO_MAX_BYTES * 2);
    expect([audio.status, audio.type.code, audio.data, audio.connection]).toEqual([
      400,
      181,
      { errors: { file: 'The file must be at most 20 MB.' }, reason: 'fileSizeError' },
      'close',
    ]);
    const image = await announceUpload(t.base, PATHS.upload3, t.advertiser, 5_000_000);
    expect([image.type, image.data, image.connection]).toEqual([
      { code: 8, message: 'Original image is too big (under 500000 bytes)' },
      { errors: { file: 'The file must be under 500000 bytes.' }, reason: 'imageTooBig' },
      'close',
    ]);
    expect(storedCount()).toBe(before);
  });
});

describe('creative uploads: token and permissions first', () => {
  it('refuses a call without a token (401), unread when large', async () => {
    await expectRightFilesTaken();
    const answer = await announceUpload(t.base, PATHS.upload3, null, 50_000_000);
    expect([answer.status, answer.type.code, answer.connection]).toEqual([401, 401, 'close']);
    const bad = await upload(t.base, PATHS.audio, { token: 'forged', content: fixture('audio-20s.mp3'), fields: { kind: 'audio' } });
    expect([bad.status, bad.type.code]).toEqual([401, 401]);
  });

  it('needs CAMPAIGN_CREATIVES and CAMPAIGN_EDIT: without either it is code 3, unread, and nothing is stored', async () => {
    const start = storedCount();
    await asAnalystWith(['CAMPAIGN_CREATIVES', 'CAMPAIGN_EDIT'], async () => {
      expect((await send(PATHS.upload3, 'logo-128x128.png', { kind: 'image' }, t.analyst)).type.code).toBe(0);
    });
    expect(storedCount()).toBe(start + 1);
    const before = storedCount();
    const refusedFor = async (permissions: Permission[]) => {
      await asAnalystWith(permissions, async () => {
        const answer = await send(PATHS.upload3, 'logo-128x128.png', { kind: 'image' }, t.analyst);
        expect([answer.status, answer.type], permissions.join()).toEqual([403, { code: 3, message: 'Illegal action' }]);
        const large = await announceUpload(t.base, PATHS.video, t.analyst, 50_000_000);
        expect([large.status, large.connection]).toEqual([403, 'close']);
      });
    };
    await refusedFor([]);
    await refusedFor(['CAMPAIGN_CREATIVES']);
    await refusedFor(['CAMPAIGN_EDIT']);
    expect(storedCount()).toBe(before);
  });
});
