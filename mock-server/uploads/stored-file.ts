import { randomBytes } from 'node:crypto';
import { fileCachePath, type PixelSize, type UploadedCreativeFile } from '../../src/api/contract';
import { normaliseName } from '../../src/domain/safeText';
import type { KeptBytes } from '../db/file-store';
import type { CheckedUpload, DbState, StoredFile } from '../db/types';
import { toId } from '../http/body';
import type { CheckedCreative, CreativeFacts } from './check-creative';
import type { CreativeKind } from './kinds';

/** A new file's public address: 128 random bits as 32 hex characters. */
export const newFileKey = (): string => randomBytes(16).toString('hex');

/** Uploaded files are numbered from here, clear of the seed's files (logos 9001…, creatives 91xx). */
export const FIRST_UPLOAD_FILE_ID = 100_000;

/** What names a stored file under /v1/file/cache/: its key when it has one, else (a seeded logo) its id. */
export const publicHandle = (file: Pick<StoredFile, 'id' | 'key'>): string | number => file.key ?? file.id;

/** Where a stored file is served. */
export const fileAddress = (file: Pick<StoredFile, 'id' | 'key'>): string => fileCachePath(publicHandle(file));

const FILE_KEY = /^[0-9a-f]{32}$/;

/**
 * The file a public address names: any file by its 128-bit key; by a number, only a seeded file that
 * has no key (the seed's logos, whose ids the app and the tests know). Every upload has a key, so no
 * upload, current or replaced, is found by counting ids.
 */
export const publicFile = (files: readonly StoredFile[], address: unknown): StoredFile | undefined => {
  if (typeof address === 'string' && FILE_KEY.test(address)) return files.find((f) => f.key === address);
  const id = toId(address);
  return id === null || id >= FIRST_UPLOAD_FILE_ID ? undefined : files.find((f) => f.id === id && f.key === undefined);
};

/** The next free file id (read and written in one store change, so ids never repeat). */
export const nextFileId = (files: readonly StoredFile[]): number => files.reduce((max, file) => Math.max(max, file.id), FIRST_UPLOAD_FILE_ID - 1) + 1;

/** Longest file name kept, in characters; the name is only ever shown as text and offered on download. */
const MAX_FILE_NAME = 255;

/** A file's record for bytes already kept (or, for the seed, about to be). */
export const binaryFile = (id: number, contentType: string, bytes: KeptBytes, fileName: string): StoredFile => ({
  id,
  content_type: contentType,
  hash: bytes.hash,
  size: bytes.size,
  file_name: fileName,
});

const cleanName = (name: string): string => {
  // A name shown to people and put in a header: NFC, and nothing that reads it backwards (U+202E makes
  // "gpj.exe" show as "exe.jpg"), hides in it (zero-width) or breaks a header (controls).
  const printable = normaliseName(name);
  return [...printable].slice(0, MAX_FILE_NAME).join('') || 'file';
};

export interface UploadToStore {
  /** The upload's bytes, already kept (uploads/account-storage.ts `keepForAccount`). */
  bytes: KeptBytes;
  fileName: string;
  creative: CheckedCreative;
  /** The rule it passed, and the banner slot it was checked against (null for other kinds). */
  kind: CreativeKind;
  slot: PixelSize | null;
  by: { user_id: number; space_id: number };
  at: string;
}

/** What the content showed, without its content type (the stored file's own). */
const factsOf = (creative: CheckedCreative): CreativeFacts => {
  const { contentType: _contentType, ...facts } = creative;
  return facts;
};

/** Records a checked upload under the next free id (read and written in one change, so ids never repeat). */
export const storeUpload = (db: Pick<DbState, 'files'>, upload: UploadToStore): StoredFile => {
  const id = nextFileId(db.files);
  const stored: StoredFile = {
    ...binaryFile(id, upload.creative.contentType, upload.bytes, cleanName(upload.fileName)),
    key: newFileKey(),
    uploaded_by: upload.by,
    created_at: upload.at,
    checked: { kind: upload.kind, slot: upload.slot, facts: factsOf(upload.creative) } satisfies CheckedUpload,
  };
  db.files.push(stored);
  return stored;
};

/** The upload call's answer: the stored file and what its content showed. */
export const uploadedView = (stored: StoredFile, creative: CheckedCreative): UploadedCreativeFile => ({
  file_id: stored.id,
  file_url: fileAddress(stored),
  file_name: stored.file_name ?? '',
  size: stored.size,
  content_type: stored.content_type,
  ...factsOf(creative),
});
