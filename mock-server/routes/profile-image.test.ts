import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { CODE, PROFILE_MESSAGES, PROFILE_PATHS, profileImagePath, type User } from '../../src/api/contract';
import { PROFILE_IMAGE_MAX_PIXELS } from '../../src/domain/profileImage';
import { NO_PAYMENT_ACCOUNT, PERSONA_IDS, SEEDED_OWNER_PASSWORD } from '../seed/facts';
import { call, login, signedInMock } from '../test-support';
import { claimingPng, hugeRealPng } from '../uploads/hostile-files.testkit';
import { imageWork } from '../uploads/image-work';
import { announceUpload, upload } from './files-test-support';

const t = signedInMock();
const { advertiser: ADVERTISER, analyst: ANALYST } = PERSONA_IDS;

/** A width×height RGBA picture: red on its left half, blue on its right. */
const halves = (width: number, height: number): Uint8Array => {
  const data = new Uint8Array(width * height * 4);
  for (let i = 0; i < width * height; i += 1) data.set(i % width < width / 2 ? [255, 0, 0, 255] : [0, 0, 255, 255], i * 4);
  return data;
};
const raw = (width: number, height: number) => sharp(halves(width, height), { raw: { width, height, channels: 4 } });
const pngOf = (width: number, height: number): Promise<Buffer> => raw(width, height).png().toBuffer();
const jpegOf = (width: number, height: number): Promise<Buffer> => raw(width, height).jpeg({ quality: 90 }).toBuffer();
/** A PNG's size and its RGBA pixels. */
const decoded = async (png: Buffer) => {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { width: info.width, height: info.height, data };
};

const send = (token: string, content: Uint8Array, fileName: string, fields: Record<string, string> = {}) =>
  upload<User>(t.base, PROFILE_PATHS.profileImageUpload, { token, content, fileName, type: 'image/png', fields });
const picture = async (token: string, path: string) => {
  const response = await fetch(`${t.base}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  return { response, bytes: Buffer.from(await response.arrayBuffer()) };
};

describe('POST /v1/user/profile/image and GET /v1/user/profile/image/{id}', () => {
  it('keeps a PNG as uploaded and a 128x128 copy covering the square, both readable by its space', async () => {
    const original = await pngOf(300, 200);
    const saved = await send(t.advertiser, original, 'me.png');
    expect(saved.type.code).toBe(0);
    const pictureInfo = saved.data.profile_picture;
    expect(pictureInfo).toMatchObject({ file_type: 1, file_name: 'me.png', width: 300, height: 200, size: original.length });
    if (!pictureInfo) throw new Error('no picture');
    expect(saved.data.profile_image).toBe(pictureInfo.picture_id);
    const stored = (await call<User>(t.base, `/v1/user/${ADVERTISER.userId}`, { token: t.analyst })).data;
    expect(stored.profile_picture).toEqual(pictureInfo);

    const full = await picture(t.analyst, profileImagePath(pictureInfo.picture_id));
    expect(full.response.status).toBe(200);
    expect(full.response.headers.get('content-type')).toBe('image/png');
    expect(full.response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(full.response.headers.get('cache-control')).toContain('no-store');
    expect(full.bytes.equals(original)).toBe(true);

    const small = await picture(t.advertiser, profileImagePath(pictureInfo.picture_id, 'small'));
    const copy = await decoded(small.bytes);
    expect([copy.width, copy.height]).toEqual([128, 128]);
    // The centre 200x200 of the 300x200 picture: red on the left, blue on the right.
    expect([...copy.data.subarray((64 * 128 + 10) * 4, (64 * 128 + 10) * 4 + 4)]).toEqual([255, 0, 0, 255]);
    expect([...copy.data.subarray((64 * 128 + 120) * 4, (64 * 128 + 120) * 4 + 4)]).toEqual([0, 0, 255, 255]);
    expect((await picture(t.advertiser, profileImagePath(pictureInfo.resized_picture_id))).bytes.equals(small.bytes)).toBe(true);
  });

  it('takes a JPEG (format 2) and replaces the former picture', async () => {
    const before = (await call<User>(t.base, `/v1/user/${ADVERTISER.userId}`, { token: t.advertiser })).data.profile_picture;
    const saved = await send(t.advertiser, await jpegOf(64, 48), 'photo.jpeg');
    expect(saved.data.profile_picture).toMatchObject({ file_type: 2, width: 64, height: 48 });
    if (!before) throw new Error('no former picture');
    expect((await picture(t.advertiser, profileImagePath(before.picture_id))).response.status).toBe(404);
  });

  it('refuses an HTML file named .png, a corrupt PNG and a picture of too many pixels by their content', async () => {
    // The analyst's own upload of a true picture is taken; the refusals below leave it in place.
    const taken = await send(t.analyst, await pngOf(20, 20), 'kept.png');
    expect(taken.type.code).toBe(0);
    const html = Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>');
    expect((await send(t.analyst, html, 'avatar.png')).data).toEqual({ errors: { file: PROFILE_MESSAGES.imageFormat } });
    expect((await send(t.analyst, claimingPng(100, 100), 'broken.png')).data).toEqual({ errors: { file: PROFILE_MESSAGES.imageFormat } });
    expect((await send(t.analyst, hugeRealPng(30_000, 30_000), 'bomb.png')).data).toEqual({ errors: { file: PROFILE_MESSAGES.imagePixels } });
    expect((await call<User>(t.base, `/v1/user/${ANALYST.userId}`, { token: t.analyst })).data.profile_picture).toEqual(taken.data.profile_picture);
  });

  it('refuses a picture of 500000 bytes or more with code 8, read or announced', async () => {
    expect((await send(t.analyst, await pngOf(8, 8), 'small.png')).type.code).toBe(0);
    const big = Buffer.concat([await pngOf(8, 8), Buffer.alloc(500_000)]);
    const refused = await send(t.analyst, big, 'big.png');
    expect(refused.type).toEqual({ code: 8, message: 'Original image is too big (under 500000 bytes)' });
    expect(refused.data).toEqual({ errors: { file: 'Original image is too big (under 500000 bytes)' } });
    const announced = await announceUpload(t.base, PROFILE_PATHS.profileImageUpload, t.analyst, 9 * 1024 * 1024);
    expect(announced.type.code).toBe(8);
    expect((await send(t.analyst, Buffer.alloc(0), 'empty.png')).data).toEqual({ errors: { file: PROFILE_MESSAGES.imageRequired } });
  });

  it("keeps another space's pictures from a non-administrator, both ways, as if they did not exist", async () => {
    const other = (await login(t.base, NO_PAYMENT_ACCOUNT.ownerEmail, SEEDED_OWNER_PASSWORD)).data.access_token;
    // The same upload for the advertiser, sent by the administrator, is taken.
    expect((await send(t.admin, await pngOf(10, 10), 'x.png', { user_id: String(ADVERTISER.userId) })).type.code).toBe(0);
    expect((await send(other, await pngOf(10, 10), 'x.png', { user_id: String(ADVERTISER.userId) })).type.code).toBe(6);
    expect((await send(t.analyst, await pngOf(10, 10), 'x.png', { user_id: String(ADVERTISER.userId) })).type.code).toBe(3);
    const mine = (await call<User>(t.base, `/v1/user/${ADVERTISER.userId}`, { token: t.advertiser })).data.profile_picture;
    if (!mine) throw new Error('no picture');
    expect((await picture(t.advertiser, profileImagePath(mine.picture_id))).response.status).toBe(200);
    const refused = await picture(other, profileImagePath(mine.picture_id));
    const unknown = await picture(other, profileImagePath(999_999));
    expect(refused.response.status).toBe(404);
    expect(JSON.parse(refused.bytes.toString())).toEqual(JSON.parse(unknown.bytes.toString()));
    expect((await picture(t.admin, profileImagePath(mine.picture_id))).response.status).toBe(200);
    const byAdmin = await send(t.admin, await pngOf(10, 10), 'given.png', { user_id: String(NO_PAYMENT_ACCOUNT.ownerUserId) });
    expect(byAdmin.data.profile_picture).toMatchObject({ file_name: 'given.png' });
    const given = byAdmin.data.profile_picture;
    if (!given) throw new Error('no given picture');
    expect((await picture(other, profileImagePath(given.picture_id))).response.status).toBe(200);
    expect((await picture(other, profileImagePath(999_999))).response.status).toBe(404);
    expect((await picture(t.advertiser, profileImagePath(mine.picture_id, 'small'))).response.status).toBe(200);
    expect((await picture(t.advertiser, `${profileImagePath(mine.picture_id)}?size=huge`)).response.status).toBe(400);
  });
});

describe('pictures of many pixels (issue 38: a 3 KB picture froze the server)', () => {
  /** Resolves when the image queue next starts decoding a picture. */
  const nextDecode = (): Promise<void> =>
    new Promise((resolve) => {
      const off = imageWork.on('start', (kind) => {
        if (kind !== 'decode') return;
        off();
        resolve();
      });
    });

  it('decodes off the event loop: a cheap unauthenticated call sent while 5000x5000 pictures are decoded answers before the decode and every upload', async () => {
    const picture = hugeRealPng(5000, 5000);
    expect(picture.length).toBeLessThan(4000);
    expect(5000 * 5000).toBeLessThanOrEqual(PROFILE_IMAGE_MAX_PIXELS);
    const finished: string[] = [];
    const decoding = nextDecode();
    const uploads = Array.from({ length: 4 }, (_, i) =>
      send(t.analyst, picture, `big-${i}.png`).then((answer) => {
        finished.push(`upload ${i}`);
        return answer;
      }),
    );
    await decoding;
    // Decoding on the event loop would hold every other request until the decode had ended.
    const offEnd = imageWork.on('end', (kind) => {
      if (kind !== 'decode') return;
      offEnd();
      finished.push('decode');
    });
    const cheap = call(t.base, '/v1/whitelabel/info').then((answer) => {
      finished.push('cheap');
      return answer;
    });
    const answers = await Promise.all([cheap, ...uploads]);
    // Every call succeeded (the pictures are within the limit, so they were decoded) …
    expect(answers.map((answer) => answer.type.code)).toEqual([0, 0, 0, 0, 0]);
    expect(answers[1]?.data).toMatchObject({ profile_picture: { width: 5000, height: 5000 } });
    // … and the cheap call, sent as a decode began, came back before it ended and before any upload.
    expect(finished[0]).toBe('cheap');
    expect(finished).toContain('decode');
  });

  it('refuses a picture above the pixel limit from its header, undecoded (code 2 and its message), where a small one is taken', async () => {
    expect((await send(t.analyst, await pngOf(20, 20), 'small.png')).type.code).toBe(0);
    const started: string[] = [];
    const off = imageWork.on('start', (kind) => started.push(kind));
    try {
      const refused = await send(t.analyst, hugeRealPng(5001, 5000), 'over.png');
      expect([refused.status, refused.type.code, refused.data]).toEqual([400, CODE.INVALID_ARGUMENT, { errors: { file: PROFILE_MESSAGES.imagePixels } }]);
    } finally {
      off();
    }
    expect(started).toEqual([]);
    expect((await call<User>(t.base, `/v1/user/${ANALYST.userId}`, { token: t.analyst })).data.profile_picture).toMatchObject({ file_name: 'small.png', width: 20, height: 20 });
  });
});
