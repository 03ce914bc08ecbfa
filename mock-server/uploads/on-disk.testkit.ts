import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import type { FileOnDisk } from './byte-source';

/**
 * Test support for the checks, which read an upload where it lies: bytes written to a file of their
 * own, as an upload is in the incoming folder. The folder goes when the test file's tests are done.
 */
let folder: string | null = null;
let written = 0;

afterAll(() => {
  if (folder !== null) fs.rmSync(folder, { recursive: true, force: true });
  folder = null;
});

export const onDisk = (bytes: Uint8Array): FileOnDisk => {
  folder ??= fs.mkdtempSync(path.join(os.tmpdir(), 'dsp-checked-'));
  const file = path.join(folder, `${written++}.part`);
  fs.writeFileSync(file, bytes);
  return { path: file, size: bytes.length };
};
