import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CREATIVE_UPLOAD_PATHS as PATHS, type UploadedCreativeFile } from '../../src/api/contract';
import { bannerFileId, CREATIVE_FILE_IDS, fileUrl } from '../seed/creative-files';
import { call, signedInMock, startTestServer, tokenOf } from '../test-support';
import { fixture } from '../uploads/fixture-files';
import { upload } from './files-test-support';

const t = signedInMock();

const stored = async (pathName: string, name: string, fields: Record<string, string>): Promise<UploadedCreativeFile> => {
  const answer = await upload<UploadedCreativeFile>(t.base, pathName, { token: t.advertiser, content: fixture(name), fileName: name, fields });
  if (answer.type.code !== 0) throw new Error(`${name}: ${JSON.stringify(answer.data)}`);
  return answer.data;
};

describe('GET /v1/file/cache/{id}: stored files served back', () => {
  it('serves images, video and audio in place with their content type and nosniff, without a token', async () => {
    for (const [pathName, name, type, kind] of [
      [PATHS.upload3, 'banner-300x250.jpg', 'image/jpeg', 'image'],
      [PATHS.video, 'video-640x360.mp4', 'video/mp4', 'video'],
      [PATHS.audio, 'audio-20s.mp3', 'audio/mpeg', 'audio'],
    ] as const) {
      const file = await stored(pathName, name, { kind });
      const served = await fetch(`${t.base}${file.file_url}`);
      expect([served.status, served.headers.get('content-type'), served.headers.get('x-content-type-options')], name).toEqual([200, type, 'nosniff']);
      expect(served.headers.get('content-disposition'), name).toBeNull();
      expect(served.headers.get('cache-control')).toBe('public, max-age=3600');
      expect(Buffer.from(await served.arrayBuffer()).equals(fixture(name))).toBe(true);
    }
  });

  it("serves an HTML banner's own files one by one, sandboxed, and nothing outside it", async () => {
    const banner = await stored(PATHS.upload3, 'html-banner.zip', { kind: 'banner', width: '728', height: '90' });
    const page = await fetch(`${t.base}${banner.file_url}/index.html`);
    expect([page.status, page.headers.get('content-type'), page.headers.get('x-content-type-options')]).toEqual([200, 'text/html; charset=utf-8', 'nosniff']);
    // An opaque origin even when opened directly: the banner's script cannot act as the console.
    expect(page.headers.get('content-security-policy')).toMatch(/^sandbox allow-scripts;.*frame-ancestors 'self'/);
    expect(await page.text()).toContain('Spring sale');
    const style = await fetch(`${t.base}${banner.file_url}/style.css`);
    expect([style.status, style.headers.get('content-type')]).toEqual([200, 'text/css; charset=utf-8']);
    const logo = await fetch(`${t.base}${banner.file_url}/img/logo.png`);
    expect([logo.status, logo.headers.get('content-type')]).toEqual([200, 'image/png']);
    for (const missing of [`${banner.file_url}/missing.html`, `${banner.file_url}/..%2F..%2Fetc%2Fpasswd`]) expect((await fetch(`${t.base}${missing}`)).status, missing).toBe(404);
    // Only zips hold files: an image has none.
    const image = await stored(PATHS.upload3, 'banner-300x250.png', { kind: 'image' });
    expect((await fetch(`${t.base}${image.file_url}/index.html`)).status).toBe(404);
  });

  it('offers a zip HTML banner as a download under its name (ASCII fallback and the exact UTF-8 name)', async () => {
    const answer = await upload<UploadedCreativeFile>(t.base, PATHS.upload3, {
      token: t.advertiser,
      content: fixture('html-banner.zip'),
      fileName: 'баннер весна.zip',
      fields: { kind: 'banner', width: '300', height: '250' },
    });
    expect(answer.data.file_name).toBe('баннер весна.zip');
    const served = await fetch(`${t.base}${answer.data.file_url}`);
    expect(served.headers.get('content-type')).toBe('application/zip');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(served.headers.get('content-disposition')).toBe(
      `attachment; filename="______ _____.zip"; filename*=UTF-8''${encodeURIComponent('баннер весна.zip')}`,
    );
  });

  it('serves the seeded creatives: real PNGs, a zip HTML banner, the video, its companion and the audio tracks', async () => {
    const expected: [number, string, string][] = [
      [bannerFileId(106), 'image/png', 'PNG'],
      [CREATIVE_FILE_IDS.nativeLogo, 'image/png', 'PNG'],
      [CREATIVE_FILE_IDS.htmlBanner, 'application/zip', 'PK'],
      [CREATIVE_FILE_IDS.video, 'video/mp4', 'ftyp'],
      [CREATIVE_FILE_IDS.companion, 'image/png', 'PNG'],
      [CREATIVE_FILE_IDS.audioFirst, 'audio/mpeg', 'ID3'],
      [CREATIVE_FILE_IDS.audioFirst + 2, 'audio/mpeg', 'ID3'],
    ];
    for (const [id, type, magic] of expected) {
      const served = await fetch(`${t.base}${fileUrl(id)}`);
      expect([served.status, served.headers.get('content-type')], String(id)).toEqual([200, type]);
      expect(Buffer.from(await served.arrayBuffer()).subarray(0, 12).toString('latin1')).toContain(magic);
    }
    const page = await fetch(`${t.base}${fileUrl(CREATIVE_FILE_IDS.htmlBanner)}/index.html`);
    expect([page.status, page.headers.get('content-type')]).toEqual([200, 'text/html; charset=utf-8']);
  });

  it('answers one byte range with 206 (players seek this way), 416 past the end, the whole file otherwise', async () => {
    const url = `${t.base}${fileUrl(CREATIVE_FILE_IDS.audioFirst)}`;
    const whole = Buffer.from(await (await fetch(url)).arrayBuffer());
    const part = await fetch(url, { headers: { Range: 'bytes=100-199' } });
    expect([part.status, part.headers.get('content-range'), part.headers.get('accept-ranges')]).toEqual([206, `bytes 100-199/${whole.length}`, 'bytes']);
    expect(Buffer.from(await part.arrayBuffer()).equals(whole.subarray(100, 200))).toBe(true);
    const tail = await fetch(url, { headers: { Range: 'bytes=-10' } });
    expect(Buffer.from(await tail.arrayBuffer()).equals(whole.subarray(whole.length - 10))).toBe(true);
    const past = await fetch(url, { headers: { Range: `bytes=${whole.length}-` } });
    expect([past.status, past.headers.get('content-range')]).toEqual([416, `bytes */${whole.length}`]);
    const two = await fetch(url, { headers: { Range: 'bytes=0-9,20-29' } });
    expect([two.status, (await two.arrayBuffer()).byteLength]).toEqual([200, whole.length]);
  });

  it('answers HEAD with the headers only, and a 404 envelope for an unknown id', async () => {
    const head = await fetch(`${t.base}${fileUrl(CREATIVE_FILE_IDS.video)}`, { method: 'HEAD' });
    expect([head.status, head.headers.get('content-type'), (await head.arrayBuffer()).byteLength]).toEqual([200, 'video/mp4', 0]);
    // The same GET of a stored file is served, so the 404 below is the id's doing.
    const known = await fetch(`${t.base}${fileUrl(CREATIVE_FILE_IDS.video)}`);
    expect([known.status, known.headers.get('content-type')]).toEqual([200, 'video/mp4']);
    await known.arrayBuffer();
    for (const id of ['99999999', 'abc']) {
      const missing = await call(t.base, `${PATHS.cache}/${id}`);
      expect([missing.status, missing.type.code]).toEqual([404, 2]);
    }
  });
});

describe('stored uploads last', () => {
  it('survive a mock restart on the same db file, byte for byte, and are gone after a reset', async () => {
    const first = await startTestServer();
    let second: Awaited<ReturnType<typeof startTestServer>> | undefined;
    try {
      const token = await tokenOf(first.base, 'advertiser');
      const answer = await upload<UploadedCreativeFile>(first.base, PATHS.audio, { token, content: fixture('audio-20s.mp3'), fileName: 'spot.mp3', fields: { kind: 'audio' } });
      expect(answer.type.code).toBe(0);
      await first.close({ keepDb: true });

      second = await startTestServer({ dbFile: first.dbFile });
      expect(second.mock.loaded.origin).toBe('file');
      const served = await fetch(`${second.base}${answer.data.file_url}`);
      expect([served.status, served.headers.get('content-type')]).toEqual([200, 'audio/mpeg']);
      expect(Buffer.from(await served.arrayBuffer()).equals(fixture('audio-20s.mp3'))).toBe(true);

      expect((await call(second.base, '/__mock/reset', { method: 'POST', json: {} })).type.code).toBe(0);
      expect((await call(second.base, answer.data.file_url)).status).toBe(404);
      const onDisk = JSON.parse(fs.readFileSync(second.dbFile, 'utf8')) as { files: { id: number }[] };
      expect(onDisk.files.some((f) => f.id === answer.data.file_id)).toBe(false);
    } finally {
      await second?.close();
      fs.rmSync(path.dirname(first.dbFile), { recursive: true, force: true });
    }
  });
});
