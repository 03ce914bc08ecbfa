import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CREATIVE_UPLOAD_PATHS, type UploadedCreativeFile } from '../src/api/contract';
import { expectEvery } from '../src/test/expectations';
import { killMockChild, startMockChild, type MockChild } from './child-test-support';
import { filesDirOf, incomingDirOf, namedHashes } from './db/file-store';
import type { DbState } from './db/types';
import { namesIn, startUpload, upload, whenFolder } from './routes/files-test-support';
import { tempDbFile, tokenOf } from './test-support';
import { fixture, mp4PaddedTo } from './uploads/fixture-files';

const WORKERS = 4;
/** Kill once this many uploads were acknowledged, while the workers are still sending. */
const KILL_AFTER = 12;
/** The stream's end when the kill never comes: a count, not a deadline. */
const MAX_SENT = 10 * KILL_AFTER;
const VIDEO = fixture('video-640x360.mp4');

/** The n-th upload's content: the fixture video grown by a `free` box that holds n, so each is its own. */
const videoNumber = (n: number): Buffer => {
  const video = mp4PaddedTo(VIDEO, 200_000);
  video.write(`upload ${n}`, video.length - 64, 'latin1');
  return video;
};

let children: MockChild[] = [];
afterEach(async () => {
  await Promise.all(children.map(killMockChild));
  children = [];
});

describe('stored files through a SIGKILL (the real mock as a child process)', () => {
  it('keeps every acknowledged upload served byte for byte, no record naming a missing file, no file left unnamed', async () => {
    const dbFile = tempDbFile();
    try {
      const first = await startMockChild({ MOCK_DB_FILE: dbFile });
      children.push(first);
      const token = await tokenOf(first.base, 'advertiser');
      const acknowledged: { url: string; content: Buffer }[] = [];
      let sent = 0;
      let killed = false;
      const worker = async (): Promise<void> => {
        while (!killed && sent < MAX_SENT) {
          const content = videoNumber(sent++);
          try {
            const answer = await upload<UploadedCreativeFile>(first.base, CREATIVE_UPLOAD_PATHS.video, { token, content, fileName: 'crash.mp4', fields: { kind: 'video' } });
            if (answer.type.code === 0 && !killed) acknowledged.push({ url: answer.data.file_url, content });
          } catch {
            return; // the connection died with the process
          }
          if (acknowledged.length >= KILL_AFTER && !killed) {
            killed = true;
            first.process.kill('SIGKILL');
          }
        }
      };
      await Promise.all(Array.from({ length: WORKERS }, worker));
      await killMockChild(first);
      expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER);

      const second = await startMockChild({ MOCK_DB_FILE: dbFile });
      children.push(second);
      expect(second.output()).toContain('(loaded;');
      for (const { url, content } of acknowledged) {
        const response = await fetch(`${second.base}${url}`);
        expect(response.status, url).toBe(200);
        expect(Buffer.from(await response.arrayBuffer()).equals(content), url).toBe(true);
      }
      const state = JSON.parse(fs.readFileSync(dbFile, 'utf8')) as DbState;
      const named = namedHashes(state);
      const onDisk = new Set(fs.readdirSync(filesDirOf(dbFile)));
      expectEvery(named, (hash) => onDisk.has(hash), 'named file');
      expectEvery(onDisk, (hash) => named.has(hash), 'file on disk');
    } finally {
      fs.rmSync(path.dirname(dbFile), { recursive: true, force: true });
    }
  }, 90_000); // two start-ups of up to 20 s each (child-test-support.ts), and the stream

  it('a crash mid-upload leaves nothing: the next start empties the incoming folder and keeps no unnamed file', async () => {
    const dbFile = tempDbFile();
    const incoming = incomingDirOf(filesDirOf(dbFile));
    try {
      const first = await startMockChild({ MOCK_DB_FILE: dbFile });
      children.push(first);
      const token = await tokenOf(first.base, 'advertiser');
      // The same call takes a whole video first, so what the crash cuts short is an upload on its way.
      const whole = await upload<UploadedCreativeFile>(first.base, CREATIVE_UPLOAD_PATHS.video, { token, content: videoNumber(0), fileName: 'whole.mp4', fields: { kind: 'video' } });
      expect(whole.type.code).toBe(0);
      const cut = mp4PaddedTo(VIDEO, 2_000_000);
      startUpload(first.base, CREATIVE_UPLOAD_PATHS.video, { token, content: cut, fileName: 'cut.mp4', fields: { kind: 'video' }, sentBytes: 500_000 });
      expect((await whenFolder(incoming, (names) => names.length === 1)).length).toBe(1);
      first.process.kill('SIGKILL');
      await killMockChild(first);
      expect(namesIn(incoming).length).toBe(1);

      const second = await startMockChild({ MOCK_DB_FILE: dbFile });
      children.push(second);
      expect(namesIn(incoming)).toEqual([]);
      const response = await fetch(`${second.base}${whole.data.file_url}`);
      expect(response.status).toBe(200);
      const named = namedHashes(JSON.parse(fs.readFileSync(dbFile, 'utf8')) as DbState);
      const onDisk = namesIn(filesDirOf(dbFile));
      expectEvery(onDisk, (hash) => named.has(hash), 'file on disk');
    } finally {
      fs.rmSync(path.dirname(dbFile), { recursive: true, force: true });
    }
  }, 90_000); // two start-ups of up to 20 s each (child-test-support.ts)
});
