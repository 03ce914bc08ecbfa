import { STORAGE_MESSAGES } from '../../src/api/contract';
import type { FileStore, IncomingFile, KeptBytes } from '../db/file-store';
import type { RouteContext } from '../context';
import type { DbState } from '../db/types';

/**
 * Bytes an account keeps: its uploads and the branding images its users uploaded, its whitelists and
 * its users' profile pictures, each counted at its own size (content shared with another record, even
 * another account's, still counts: what one account may keep never depends on what others hold).
 */
export const accountStoredBytes = (db: Pick<DbState, 'files' | 'whitelists' | 'profile_images' | 'users'>, spaceId: number): number => {
  let total = 0;
  for (const file of db.files) if (file.uploaded_by?.space_id === spaceId) total += file.size;
  for (const list of db.whitelists) if (list.space_id === spaceId) total += list.size;
  const users = new Set(db.users.filter((u) => u.space_id === spaceId).map((u) => u.id));
  for (const image of db.profile_images) if (users.has(image.user_id)) total += image.size;
  return total;
};

/** Where an account's bytes go and how many it may keep. */
export interface AccountStorage {
  files: FileStore;
  /** Each account's limit in bytes (MockConfig.accountStorageBytes). */
  limit: number;
}

export const accountStorageOf = (ctx: Pick<RouteContext, 'store' | 'config'>): AccountStorage => ({ files: ctx.store.files, limit: ctx.config.accountStorageBytes });

export interface KeepRequest {
  spaceId: number;
  /** Bytes of the account's records the same change drops (a replaced picture), which make room. */
  freeing?: number;
}

/** Why nothing was kept: the account's limit, in words for the caller. */
export interface QuotaRefusal {
  quota: string;
}

const refusalFor = (db: DbState, limit: number, request: KeepRequest, adding: number): QuotaRefusal | null => {
  const used = accountStoredBytes(db, request.spaceId) - (request.freeing ?? 0);
  return used + adding > limit ? { quota: STORAGE_MESSAGES.quota(Math.max(0, used), adding, limit) } : null;
};

/** Bytes to keep: made here (a small copy, a sanitised SVG) or an upload in the incoming folder. */
export type Keepable = Uint8Array | IncomingFile;

// isView, not instanceof: a Buffer is another realm's Uint8Array when the mock runs in the app's jsdom tests.
const isIncoming = (content: Keepable): content is IncomingFile => !ArrayBuffer.isView(content);

const sizeOf = (content: Keepable): number => (isIncoming(content) ? content.size : content.length);

/** Into the file store: an upload by a rename of its incoming file, other bytes written. */
const keep = (files: FileStore, content: Keepable): KeptBytes => ({ hash: isIncoming(content) ? files.adopt(content) : files.put(content), size: sizeOf(content) });

/** Something to keep: its bytes, with whatever the caller needs beside them when they are kept. */
export interface ToKeep {
  content: Keepable;
}

/**
 * Keeps an account's new bytes when they fit its limit: all of them (each item answered with its
 * `bytes`, in order), or none and a refusal. Called inside the store change that records them, so two
 * uploads side by side cannot both take the last room, and the files are on disk before the record
 * that names them is saved.
 */
export const keepForAccount = <T extends readonly ToKeep[]>(db: DbState, storage: AccountStorage, request: KeepRequest, items: T): { [K in keyof T]: T[K] & { bytes: KeptBytes } } | QuotaRefusal =>
  refusalFor(db, storage.limit, request, items.reduce((sum, item) => sum + sizeOf(item.content), 0)) ??
  // map keeps the tuple's length and order, which its type cannot say.
  (items.map((item) => ({ ...item, bytes: keep(storage.files, item.content) })) as { [K in keyof T]: T[K] & { bytes: KeptBytes } });

/** keepForAccount for one content. */
export const keepOneForAccount = (db: DbState, storage: AccountStorage, request: KeepRequest, content: Keepable): KeptBytes | QuotaRefusal =>
  refusalFor(db, storage.limit, request, sizeOf(content)) ?? keep(storage.files, content);

export const isQuotaRefusal = (value: object): value is QuotaRefusal => 'quota' in value;
