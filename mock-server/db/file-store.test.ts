import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentHash, createFileStore, filesDirOf, incomingDirOf, incomingPathIn } from './file-store';

let dirs: string[] = [];
const tempDir = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dsp-files-'));
  dirs.push(dir);
  return path.join(dir, 'db.files');
};
afterEach(() => {
  for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  dirs = [];
});

describe('the file store', () => {
  it('keeps a content once under its SHA-256, whole, however often it is put', () => {
    const files = createFileStore(tempDir());
    const content = Buffer.from('the same bytes');
    const hash = files.put(content);
    expect(hash).toBe(contentHash(content));
    expect(files.put(Buffer.from('the same bytes'))).toBe(hash);
    expect(fs.readdirSync(files.dir)).toEqual([hash]);
    expect(files.read(hash).equals(content)).toBe(true);
  });

  it('deletes only the files no record names', () => {
    const files = createFileStore(tempDir());
    const named = files.put(Buffer.from('named'));
    const unnamed = files.put(Buffer.from('unnamed'));
    expect(files.collect(new Set([named]))).toBe(1);
    expect(fs.readdirSync(files.dir)).toEqual([named]);
    expect([files.has(named), files.has(unnamed)]).toEqual([true, false]);
  });

  it('at start knows the files on disk and deletes what a crash left half-written', () => {
    const dir = tempDir();
    const kept = createFileStore(dir).put(Buffer.from('kept'));
    fs.writeFileSync(path.join(dir, `${contentHash(Buffer.from('cut'))}.4242.tmp`), 'cu');
    const again = createFileStore(dir);
    expect(again.has(kept)).toBe(true);
    expect(fs.readdirSync(dir)).toEqual([kept]);
  });

  it('takes a file of the incoming folder by renaming it to its hash, and removes it when the content is kept already', () => {
    const files = createFileStore(tempDir());
    const arrive = (text: string) => {
      const file = incomingPathIn(files.incomingDir);
      fs.writeFileSync(file, text);
      return { path: file, hash: contentHash(Buffer.from(text)), size: text.length };
    };
    const first = arrive('uploaded bytes');
    expect(files.adopt(first)).toBe(first.hash);
    expect(fs.readdirSync(files.dir)).toEqual([first.hash]);
    expect(files.read(first.hash).toString()).toBe('uploaded bytes');
    const again = arrive('uploaded bytes');
    expect(files.adopt(again)).toBe(first.hash);
    expect(fs.readdirSync(files.dir)).toEqual([first.hash]);
    expect(fs.readdirSync(files.incomingDir)).toEqual([]);
  });

  it('at start empties its incoming folder: an upload a crash cut short is no stored file', () => {
    const dir = tempDir();
    const files = createFileStore(dir);
    fs.writeFileSync(incomingPathIn(files.incomingDir), 'half an upload');
    expect(fs.readdirSync(files.incomingDir).length).toBe(1);
    const again = createFileStore(dir);
    expect(fs.readdirSync(again.incomingDir)).toEqual([]);
    expect(fs.readdirSync(dir)).toEqual([]);
    expect(again.incomingDir).toBe(incomingDirOf(dir));
  });

  it('gives each db file its own folder beside it', () => {
    expect(filesDirOf('/data/db.json')).toBe('/data/db.files');
    expect(filesDirOf('/data/db-large.json')).toBe('/data/db-large.files');
    expect(incomingDirOf('/data/db.files')).toBe('/data/incoming/db.files');
  });
});
