import type { ApiClient } from '../api/client';
import { pageWhitelabel } from '../whitelabel/pageWhitelabel';

/**
 * Reference lists the spec has cached locally (spec 1 §7: the countries and the dictionaries), kept in
 * localStorage across reloads so a page shows them at once. Each stored copy keeps the version (ETag)
 * the server answered it with; the next read is a conditional GET (If-None-Match), answered 304 with no
 * body while the copy is current, or with the new list, which replaces it.
 */
export interface PersistentDictionary {
  /** Names the list in the storage key (`countries`, `dictionary/interests`). */
  name: string;
  path: string;
  /** The language the list is in; null for a list the call names no language for (the countries). */
  language: string | null;
  /** The countries are public (the sign-up form); the dictionaries need a session. */
  auth: boolean;
  /** Above this many characters the list is shown but not stored (MAX_STORED_CHARS unless set). */
  maxStoredChars?: number;
}

interface StoredCopy<T> {
  version: string;
  data: T[];
}

const STORAGE_PREFIX = 'DSP_DICTIONARY';

/**
 * Above this a list is not stored (it is still shown): localStorage holds about 5 MB per origin, shared
 * with the session and the language, and one oversized answer must not crowd them out. The largest
 * list today (the countries) is a few kilobytes.
 */
export const MAX_STORED_CHARS = 200_000;

/** Keyed by the white-label client the page was opened as (copies of two clients never mix) and the language. */
export const storageKeyOf = (list: PersistentDictionary, client: string = pageWhitelabel()): string =>
  [STORAGE_PREFIX, client, list.language ?? 'any', list.name].join(':');

const isStoredCopy = (value: unknown): value is StoredCopy<unknown> =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { version?: unknown }).version === 'string' &&
  Array.isArray((value as { data?: unknown }).data);

const forget = (key: string): void => {
  try {
    localStorage.removeItem(key);
  } catch {
    // Storage unavailable (a locked-down browser): there is nothing to forget.
  }
};

/**
 * The stored copy, or null. Storage is the user's to edit and may be full or switched off, so anything
 * unreadable counts as no copy (and is removed), never as an error.
 */
const readCopy = <T>(key: string): StoredCopy<T> | null => {
  let text: string | null;
  try {
    text = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (text === null) return null;
  try {
    const parsed: unknown = JSON.parse(text);
    if (isStoredCopy(parsed)) return parsed as StoredCopy<T>;
  } catch {
    // Fall through: a truncated or hand-edited value.
  }
  forget(key);
  return null;
};

const writeCopy = <T>(key: string, copy: StoredCopy<T>, limit: number): void => {
  const text = JSON.stringify(copy);
  if (text.length > limit) {
    forget(key);
    return;
  }
  try {
    localStorage.setItem(key, text);
  } catch {
    // Quota exceeded: the list is still shown, only not kept; a half-old copy must not stay behind.
    forget(key);
  }
};

/** The stored copy's entries, for a page to show before the list is confirmed current. */
export const storedDictionary = <T>(list: PersistentDictionary): T[] | undefined => readCopy<T>(storageKeyOf(list))?.data;

/**
 * The list: the stored copy when the server confirms its version (304), else the server's answer,
 * stored with its version for the next reload. An answer without a version is shown but not kept,
 * since it could never be confirmed.
 */
export const fetchPersistentDictionary = async <T>(client: ApiClient, list: PersistentDictionary, signal?: AbortSignal): Promise<T[]> => {
  const key = storageKeyOf(list);
  const stored = readCopy<T>(key);
  const answer = await client.revalidate<T[]>(list.path, { auth: list.auth, signal, ...(stored ? { ifNoneMatch: stored.version } : {}) });
  if (!answer.changed) {
    if (stored) return stored.data;
    // A 304 to a call that named no version (a confused cache on the way): ask once more, plainly.
    const plain = await client.request<T[]>(list.path, { auth: list.auth, signal });
    return Array.isArray(plain) ? plain : [];
  }
  const data = Array.isArray(answer.data) ? answer.data : [];
  if (answer.version) writeCopy(key, { version: answer.version, data }, list.maxStoredChars ?? MAX_STORED_CHARS);
  else forget(key);
  return data;
};
