import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { CREATIVE_UPLOAD_PATHS as PATHS, PLACEMENT_PATHS, PROFILE_PATHS, type ApiStatus, type SaveWhitelabelRequest, type UploadedCreativeFile, type User, type WhitelabelRecord } from '../../src/api/contract';
import { expectEvery } from '../../src/test/expectations';
import { contentHash, namedHashes } from '../db/file-store';
import { PERSONA_IDS, WHITELABELS } from '../seed/facts';
import { call, signedInMock, startTestServer, tokenOf } from '../test-support';
import { fixture, mp4PaddedTo, noisePng } from '../uploads/fixture-files';
import { upload } from './files-test-support';
import { newImage, readWhitelabel, saveWhitelabel, svgLogo, unchangedSave } from './whitelabel-settings.testkit';

const t = signedInMock();
const BANNER = { kind: 'banner', width: '300', height: '250' };
const PNG = fixture('banner-300x250.png');

const keptOnDisk = (): string[] => fs.readdirSync(t.mock.store.files.dir);
const served = async (base: string, address: string): Promise<{ status: number; bytes: Buffer }> => {
  const response = await fetch(`${base}${address}`);
  return { status: response.status, bytes: Buffer.from(await response.arrayBuffer()) };
};
const uploadPng = (content: Buffer = PNG, token = t.advertiser) => upload<UploadedCreativeFile>(t.base, PATHS.upload3, { token, content, fileName: 'banner.png', fields: BANNER });

describe('stored files: bytes in the files folder by content, records in the document (issue 39)', () => {
  it('stores the same content twice once, under two records with their own keys, each served byte for byte', async () => {
    const first = await uploadPng();
    const second = await uploadPng();
    expect([first.type.code, second.type.code]).toEqual([0, 0]);
    expect(first.data.file_url).not.toBe(second.data.file_url);
    const hash = contentHash(PNG);
    const records = t.mock.store.state().files.filter((file) => file.id === first.data.file_id || file.id === second.data.file_id);
    expect(records.map((file) => file.hash)).toEqual([hash, hash]);
    expect(keptOnDisk().filter((name) => name === hash)).toEqual([hash]);
    for (const address of [first.data.file_url, second.data.file_url]) expect(await served(t.base, address)).toEqual({ status: 200, bytes: PNG });
  });

  it('keeps the bytes out of the db file: 2 MB of video grow it by a record only', async () => {
    const video = mp4PaddedTo(fixture('video-640x360.mp4'), 2_000_000);
    const before = fs.statSync(t.dbFile).size;
    const answer = await upload<UploadedCreativeFile>(t.base, PATHS.video, { token: t.advertiser, content: video, fileName: 'big.mp4', fields: { kind: 'video' } });
    expect(answer.type.code).toBe(0);
    expect(fs.statSync(t.dbFile).size - before).toBeLessThan(2_000);
    expect(keptOnDisk()).toContain(contentHash(video));
    // A range is read from the file as players ask for it.
    const range = await fetch(`${t.base}${answer.data.file_url}`, { headers: { Range: 'bytes=1000000-1000009' } });
    expect([range.status, Buffer.from(await range.arrayBuffer())]).toEqual([206, video.subarray(1_000_000, 1_000_010)]);
  });

  it('writes nothing for a refused upload', async () => {
    const accepted = await uploadPng(fixture('banner-300x250.jpg'));
    expect(accepted.type.code).toBe(0);
    const before = keptOnDisk().sort();
    const files = t.mock.store.state().files.length;
    const refused = await upload(t.base, PATHS.upload3, { token: t.advertiser, content: fixture('banner-300x251.png'), fileName: 'odd.png', fields: BANNER });
    expect(refused.type.code).not.toBe(0);
    expect(keptOnDisk().sort()).toEqual(before);
    expect(t.mock.store.state().files.length).toBe(files);
  });

  it("removes a replaced logo's file from disk, and its address stops serving", async () => {
    const dsp = WHITELABELS.dsp.id;
    const saveLogo = async (content: Buffer | string, fileName: string) => {
      const current = await readWhitelabel(t.base, t.admin, dsp);
      const body: SaveWhitelabelRequest = unchangedSave(current.data);
      const saved = await saveWhitelabel(t.base, t.admin, { ...body, whitelabel_settings: { ...body.whitelabel_settings, company_logo: newImage(content, fileName) } });
      expect(saved.type.code).toBe(0);
      return (saved.data as WhitelabelRecord).whitelabel_settings.company_logo;
    };
    const firstContent = fixture('native-600x600.png');
    const first = await saveLogo(firstContent, 'one.png');
    expect(await served(t.base, first?.preview ?? '')).toEqual({ status: 200, bytes: firstContent });
    expect(keptOnDisk()).toContain(contentHash(firstContent));
    const second = await saveLogo(svgLogo(), 'two.svg');
    expect((await served(t.base, second?.preview ?? '')).status).toBe(200);
    expect((await served(t.base, first?.preview ?? '')).status).toBe(404);
    expect(keptOnDisk()).not.toContain(contentHash(firstContent));
  });

  it("removes a replaced profile picture's files and a deleted whitelist's file", async () => {
    // Random pixels: content no seeded or earlier record holds, so nothing else keeps the files.
    const picture = (seed: number) => upload<User>(t.base, PROFILE_PATHS.profileImageUpload, { token: t.analyst, content: noisePng(40, 30, seed), fileName: 'me.png', type: 'image/png' });
    const pictureHashes = () => t.mock.store.state().profile_images.filter((image) => image.user_id === PERSONA_IDS.analyst.userId).map((image) => image.hash);
    expect((await picture(1)).type.code).toBe(0);
    const first = pictureHashes();
    expect(first).toHaveLength(2);
    expectEvery(first, (hash) => keptOnDisk().includes(hash), 'picture file');
    expect((await picture(2)).type.code).toBe(0);
    expectEvery(first, (hash) => !keptOnDisk().includes(hash), 'replaced picture file');
    expectEvery(pictureHashes(), (hash) => keptOnDisk().includes(hash), 'picture file');

    const space = PERSONA_IDS.advertiser.spaceId;
    const csv = 'bundle_id\r\ncom.example.stored.files\r\n';
    const form = new FormData();
    form.append('name', 'Stored files');
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'stored.csv');
    const added = await fetch(`${t.base}${PLACEMENT_PATHS.whitelist}/${space}`, { method: 'POST', headers: { Authorization: `Bearer ${t.advertiser}` }, body: form });
    expect(((await added.json()) as { type: ApiStatus }).type.code).toBe(0);
    const hash = contentHash(Buffer.from(csv));
    expect(keptOnDisk()).toContain(hash);
    expect((await call(t.base, `${PLACEMENT_PATHS.whitelist}/${space}/${encodeURIComponent('Stored files')}`, { token: t.advertiser, method: 'DELETE' })).type.code).toBe(0);
    expect(keptOnDisk()).not.toContain(hash);
  });

  it('deletes the files a reset drops, and keeps every file a record names', async () => {
    const uploaded = await upload<UploadedCreativeFile>(t.base, PATHS.video, { token: t.advertiser, content: mp4PaddedTo(fixture('video-640x360.mp4'), 300_000), fileName: 'reset.mp4', fields: { kind: 'video' } });
    expect(uploaded.type.code).toBe(0);
    const uploadedHash = t.mock.store.state().files.find((file) => file.id === uploaded.data.file_id)?.hash ?? '';
    expect(keptOnDisk()).toContain(uploadedHash);
    expect((await call(t.base, '/__mock/reset', { method: 'POST', json: {} })).type.code).toBe(0);
    expect(keptOnDisk()).not.toContain(uploadedHash);
    expect(keptOnDisk().sort()).toEqual([...namedHashes(t.mock.store.state())].sort());
  });
});

describe('a crash between a file and its record', () => {
  it('leaves no record naming a missing file: the unnamed file is deleted at the next start, the saved ones stay', async () => {
    const server = await startTestServer();
    const dir = server.mock.store.files.dir;
    let again: Awaited<ReturnType<typeof startTestServer>> | undefined;
    try {
      const token = await tokenOf(server.base, 'advertiser');
      const saved = await upload<UploadedCreativeFile>(server.base, PATHS.upload3, { token, content: PNG, fileName: 'kept.png', fields: BANNER });
      expect(saved.type.code).toBe(0);
      // What a kill between the two writes leaves: the file, durable, and the db without its record.
      const orphan = server.mock.store.files.put(Buffer.from('bytes whose record was never saved'));
      await server.close({ keepDb: true });
      expect(fs.existsSync(path.join(dir, orphan))).toBe(true);

      again = await startTestServer({ dbFile: server.dbFile });
      expect(again.mock.loaded.origin).toBe('file');
      expect(fs.existsSync(path.join(dir, orphan))).toBe(false);
      expectEvery(namedHashes(again.mock.store.state()), (hash) => fs.existsSync(path.join(dir, hash)), 'named file');
      expect(await served(again.base, saved.data.file_url)).toEqual({ status: 200, bytes: PNG });
    } finally {
      await again?.close();
      fs.rmSync(path.dirname(server.dbFile), { recursive: true, force: true });
    }
  });

  it('re-seeds a db that names a file the folder lacks, instead of serving a record without bytes', async () => {
    const server = await startTestServer();
    let again: Awaited<ReturnType<typeof startTestServer>> | undefined;
    try {
      const token = await tokenOf(server.base, 'advertiser');
      const saved = await upload<UploadedCreativeFile>(server.base, PATHS.upload3, { token, content: PNG, fileName: 'gone.png', fields: BANNER });
      expect(saved.type.code).toBe(0);
      await server.close({ keepDb: true });
      // Positive control: the same db with its files loads as it is.
      const control = await startTestServer({ dbFile: server.dbFile });
      expect(control.mock.loaded.origin).toBe('file');
      await control.close({ keepDb: true });
      fs.rmSync(path.join(server.mock.store.files.dir, contentHash(PNG)));
      again = await startTestServer({ dbFile: server.dbFile });
      expect(again.mock.loaded).toMatchObject({ origin: 'seed', reason: expect.stringContaining('missing') });
      expectEvery(namedHashes(again.mock.store.state()), (hash) => fs.existsSync(path.join(server.mock.store.files.dir, hash)), 'named file');
    } finally {
      await again?.close();
      fs.rmSync(path.dirname(server.dbFile), { recursive: true, force: true });
    }
  });
});
