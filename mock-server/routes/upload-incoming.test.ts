import fs from 'node:fs';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { CREATIVE_UPLOAD_PATHS as PATHS, PROFILE_PATHS, type UploadedCreativeFile } from '../../src/api/contract';
import { expectEvery } from '../../src/test/expectations';
import { contentHash, type IncomingFile } from '../db/file-store';
import type { UploadedFile } from '../http/multipart';
import { PERSONA_IDS } from '../seed/facts';
import { signedInMock } from '../test-support';
import type { ByteSource, FileOnDisk } from '../uploads/byte-source';
import { checkCreative } from '../uploads/check-creative';
import { imageFactsOfFile } from '../uploads/image-facts';
import { fixture, mp4PaddedTo, paddedTo } from '../uploads/fixture-files';
import { mp3Duration } from '../uploads/mp3-facts';
import { mp4Facts } from '../uploads/mp4-facts';
import { pngDataMatchesHeader } from '../uploads/png-data';
import { checkProfilePicture } from '../uploads/profile-picture';
import { sniffFormat } from '../uploads/sniff';
import { listZip } from '../uploads/zip-listing';
import { checkUnpackedSizes, readZip } from '../uploads/zip-unpack';
import { namesIn, startUpload, upload, whenFolder } from './files-test-support';

/*
 * Every upload is streamed to a file of the incoming folder while it is checked, and only a file the
 * store takes leaves it (renamed to its hash among the stored files): an upload over the limit, a
 * refused one and one whose client went mid-body leave nothing, in the incoming folder or the store.
 */
const t = signedInMock();

const incoming = (): string => t.mock.store.files.incomingDir;
const stored = (): string[] => namesIn(t.mock.store.files.dir);
const incomingEmpty = (): Promise<string[]> => whenFolder(incoming(), (names) => names.length === 0);
/** Stored files that were not there `before` (a fold of the journal may delete unnamed ones meanwhile). */
const storedSince = (before: readonly string[]): string[] => stored().filter((name) => !before.includes(name));

const banner = { kind: 'banner', width: '300', height: '250' };
/** A banner no other test sends: the fixture grown to a size of its own, so its content is new to the store. */
const newBanner = (bytes: number): Buffer => paddedTo(fixture('banner-300x250.png'), bytes);
const sendBanner = (content: Uint8Array) => upload<UploadedCreativeFile>(t.base, PATHS.upload3, { token: t.advertiser, content, fileName: 'banner.png', fields: banner });

describe('an upload is checked from the incoming folder, and only a taken one is kept', () => {
  it('an accepted upload is renamed to its hash among the stored files; the incoming folder keeps nothing', async () => {
    const content = newBanner(200_001);
    const before = stored();
    const taken = await sendBanner(content);
    expect(taken.type.code).toBe(0);
    expect(storedSince(before)).toEqual([contentHash(content)]);
    expect(namesIn(incoming())).toEqual([]);
  });

  it('an upload over the limit is stopped and removed: nothing in the incoming folder, nothing stored', async () => {
    expect((await sendBanner(newBanner(200_002))).type.code).toBe(0);
    const before = stored();
    // Under the announced-size bound (the limit and the form's room), so the body is read and the
    // file stopped as it streams, at the limit.
    const over = await sendBanner(newBanner(520_000));
    expect([over.status, over.type.code, over.data]).toEqual([400, 8, expect.objectContaining({ reason: 'imageTooBig' }) as unknown]);
    expect(await incomingEmpty()).toEqual([]);
    expect(storedSince(before)).toEqual([]);
  });

  it('a refused upload (a picture sent as a video) leaves nothing, after a video of the same call is taken', async () => {
    const video = mp4PaddedTo(fixture('video-640x360.mp4'), 200_003);
    const taken = await upload(t.base, PATHS.video, { token: t.advertiser, content: video, fileName: 'video.mp4', fields: { kind: 'video' } });
    expect(taken.type.code).toBe(0);
    await incomingEmpty();
    const before = stored();
    const refused = await upload(t.base, PATHS.video, { token: t.advertiser, content: newBanner(200_004), fileName: 'video.mp4', fields: { kind: 'video' } });
    expect([refused.status, refused.type.code, refused.data.reason]).toEqual([400, 2, 'fileType']);
    expect(await incomingEmpty()).toEqual([]);
    expect(storedSince(before)).toEqual([]);
  });

  it('a refused profile picture leaves nothing, after a picture is taken', async () => {
    const send = (content: Uint8Array) =>
      upload(t.base, PROFILE_PATHS.profileImageUpload, { token: t.advertiser, content, fileName: 'me.png', fields: { user_id: String(PERSONA_IDS.advertiser.userId) } });
    expect((await send(fixture('logo-128x128.png'))).type.code).toBe(0);
    await incomingEmpty();
    const before = stored();
    expect((await send(fixture('audio-20s.mp3'))).type.code).toBe(2);
    expect(await incomingEmpty()).toEqual([]);
    expect(storedSince(before)).toEqual([]);
  });

  it('a client gone mid-body leaves nothing: its file was being written, and is removed', async () => {
    const content = mp4PaddedTo(fixture('video-640x360.mp4'), 2_000_000);
    const taken = await upload(t.base, PATHS.video, { token: t.advertiser, content, fileName: 'whole.mp4', fields: { kind: 'video' } });
    expect(taken.type.code).toBe(0);
    const before = stored();
    const cut = content.subarray(0, content.length - 1);
    cut.write('cut short', cut.length - 64, 'latin1');
    const sending = startUpload(t.base, PATHS.video, { token: t.advertiser, content: cut, fileName: 'cut.mp4', fields: { kind: 'video' }, sentBytes: 500_000 });
    // The file is on its way to disk before the client goes.
    expect((await whenFolder(incoming(), (names) => names.length === 1)).length).toBe(1);
    sending.abort();
    expect(await incomingEmpty()).toEqual([]);
    expect(storedSince(before)).toEqual([]);
  });

  it('the same content uploaded twice is two records naming one stored file', async () => {
    const content = newBanner(200_005);
    const before = stored();
    const first = await sendBanner(content);
    const second = await sendBanner(content);
    expect([first.type.code, second.type.code]).toEqual([0, 0]);
    expect(first.data.file_id).not.toBe(second.data.file_id);
    expect(storedSince(before)).toEqual([contentHash(content)]);
    const records = t.mock.store.state().files.filter((file) => file.id === first.data.file_id || file.id === second.data.file_id);
    expect(records.length).toBe(2);
    expectEvery(records, (file) => file.hash === contentHash(content), 'record of the content');
    expect(await incomingEmpty()).toEqual([]);
  });

  it('the checks read an upload where it lies: they take a file on disk or a positional reader, never its bytes', () => {
    expectTypeOf<UploadedFile & { oversize: false }>().toHaveProperty('content').toEqualTypeOf<IncomingFile>();
    expectTypeOf<IncomingFile>().toExtend<FileOnDisk>();
    expectTypeOf(checkCreative).parameter(1).toEqualTypeOf<FileOnDisk>();
    expectTypeOf(checkProfilePicture).parameter(0).toEqualTypeOf<FileOnDisk>();
    expectTypeOf(sniffFormat).parameter(0).toEqualTypeOf<FileOnDisk>();
    expectTypeOf(imageFactsOfFile).parameter(0).toEqualTypeOf<FileOnDisk>();
    expectTypeOf(mp3Duration).parameter(0).toEqualTypeOf<FileOnDisk>();
    expectTypeOf(mp4Facts).parameter(0).toEqualTypeOf<ByteSource>();
    expectTypeOf(pngDataMatchesHeader).parameter(0).toEqualTypeOf<ByteSource>();
    expectTypeOf(listZip).parameter(0).toEqualTypeOf<ByteSource>();
    expectTypeOf(readZip).parameter(0).toEqualTypeOf<ByteSource>();
    expectTypeOf(checkUnpackedSizes).parameter(0).toEqualTypeOf<ByteSource>();
    expect(fs.existsSync(incoming())).toBe(true);
  });
});
