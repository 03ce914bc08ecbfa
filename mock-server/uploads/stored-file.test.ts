import { describe, expect, it } from 'vitest';
import { buildSeed } from '../seed';
import type { CheckedCreative } from './check-creative';
import { contentHash, keptBytesOf } from '../db/file-store';
import { FIRST_UPLOAD_FILE_ID, storeUpload, uploadedView } from './stored-file';
import { expectEvery } from '../../src/test/expectations';

const image: CheckedCreative = { format: 'image', width: 2, height: 1, contentType: 'image/png' };
const by = { user_id: 7, space_id: 3 };
const SLOT = { width: 2, height: 1 };

describe('stored uploads', () => {
  it('numbers uploads from 100000 on, clear of the seed, never reusing an id, and names the bytes by their hash', () => {
    const db = buildSeed({ scale: 'normal' });
    expectEvery(db.files, (f) => f.id < FIRST_UPLOAD_FILE_ID);
    const content = new Uint8Array([0, 255, 1, 254, 10, 13]);
    const first = storeUpload(db, { bytes: keptBytesOf(content), fileName: 'a.png', creative: image, kind: 'banner', slot: SLOT, by, at: '2026-01-01T00:00:00.000Z' });
    const second = storeUpload(db, { bytes: keptBytesOf(content), fileName: 'b.png', creative: image, kind: 'banner', slot: SLOT, by, at: '2026-01-01T00:00:00.000Z' });
    expect([first.id, second.id]).toEqual([FIRST_UPLOAD_FILE_ID, FIRST_UPLOAD_FILE_ID + 1]);
    expect(first).toMatchObject({ content_type: 'image/png', hash: contentHash(content), size: 6, file_name: 'a.png', uploaded_by: by });
    // The record holds no bytes: they live in the files folder (db/file-store.ts).
    expect(JSON.stringify(first)).not.toContain('body');
    // What it was checked as, which the campaign save reads: the kind, the slot and the facts.
    expect(first.checked).toEqual({ kind: 'banner', slot: SLOT, facts: { format: 'image', width: 2, height: 1 } });
  });

  it('keeps a name as text: control characters dropped, at most 255 characters, a blank one named "file"', () => {
    const db = buildSeed({ scale: 'normal' });
    const store = (fileName: string) => storeUpload(db, { bytes: keptBytesOf(new Uint8Array([1])), fileName, creative: image, kind: 'banner', slot: SLOT, by, at: '' }).file_name;
    expect(store('re\u0000port\r\n.png')).toBe('report.png');
    expect(store(`${'é'.repeat(300)}.png`)).toBe('é'.repeat(255));
    expect(store(' \u0007 ')).toBe('file');
    expect(store('<img src=x onerror=alert(1)>.png')).toBe('<img src=x onerror=alert(1)>.png');
  });

  it('gives every upload a key of 128 random bits, its only public address', () => {
    const db = buildSeed({ scale: 'normal' });
    const keys = Array.from({ length: 50 }, () => storeUpload(db, { bytes: keptBytesOf(new Uint8Array([1])), fileName: 'k.png', creative: image, kind: 'banner', slot: SLOT, by, at: '' }).key);
    for (const key of keys) expect(key).toMatch(/^[0-9a-f]{32}$/);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('answers the stored file with the facts its content showed', () => {
    const db = buildSeed({ scale: 'normal' });
    const stored = storeUpload(db, { bytes: keptBytesOf(new Uint8Array(3)), fileName: 'x.png', creative: image, kind: 'banner', slot: SLOT, by, at: '' });
    expect(uploadedView(stored, image)).toEqual({
      file_id: stored.id,
      file_url: `/v1/file/cache/${stored.key}`,
      file_name: 'x.png',
      size: 3,
      content_type: 'image/png',
      format: 'image',
      width: 2,
      height: 1,
    });
  });
});
