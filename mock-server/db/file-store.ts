import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { DbState } from './types';

/**
 * Stored bytes (uploads, branding images, profile pictures, whitelists, the seed's files) live in
 * files named by the SHA-256 of their content, beside the db file, never in the document: the
 * document holds records only, so a write costs what the records are, and the same content is kept
 * once however many records name it. A record names its bytes by hash; the public address of a
 * served file stays its random key (a hash would let anyone holding the same content find it).
 *
 * Order against a crash: a file is written and made durable before the record that names it goes
 * into the document, and is deleted only after a saved document no longer names it. A crash in
 * between leaves at worst a file that no record names, which the next start removes.
 *
 * Every file arrives in the incoming folder first (an upload streamed there while it is checked, or
 * bytes made here), under a random name, and becomes a stored file by a rename: a name in the files
 * folder always has its whole content, and a file the store never took (refused, abandoned, cut by a
 * crash) is never among the stored ones.
 */
export interface FileStore {
  /** The folder holding the files. */
  readonly dir: string;
  /** Where uploads are written while they are checked (incomingDirOf), emptied when the store starts. */
  readonly incomingDir: string;
  /** Keeps the bytes (once per content, durable before it returns) and answers their hash. */
  put(content: Uint8Array): string;
  /**
   * Keeps a file of the incoming folder (once per content, durable before it returns): renamed to its
   * hash, or removed when that content is kept already. Answers the hash.
   */
  adopt(file: IncomingFile): string;
  /** Whether the bytes of this hash are kept. */
  has(hash: string): boolean;
  /** The bytes of a kept hash (throws when there is none). */
  read(hash: string): Buffer;
  /** The file holding a kept hash, for streaming it. */
  pathOf(hash: string): string;
  /** Deletes every kept file that no record names; answers how many went. */
  collect(named: ReadonlySet<string>): number;
}

const HASH = /^[0-9a-f]{64}$/;

export const contentHash = (content: Uint8Array): string => createHash('sha256').update(content).digest('hex');

/** A file written to the incoming folder, with the SHA-256 and length of what was written. */
export interface IncomingFile {
  path: string;
  hash: string;
  size: number;
}

/** A new file's name in the incoming folder: random, so two uploads of one content never share it. */
export const incomingPathIn = (incomingDir: string): string => path.join(incomingDir, `${randomBytes(16).toString('hex')}.part`);

/** Bytes as a record names them: their hash in the files folder and their length. */
export interface KeptBytes {
  hash: string;
  size: number;
}

/** How a record will name these bytes (the seed's, before they are put). */
export const keptBytesOf = (content: Uint8Array): KeptBytes => ({ hash: contentHash(content), size: content.length });

/** The files folder of a db file: `db.json` keeps its bytes in `db.files/`, each db file its own. */
export const filesDirOf = (dbFile: string): string => path.join(path.dirname(dbFile), `${path.basename(dbFile, path.extname(dbFile))}.files`);

/**
 * The incoming folder of a files folder: `incoming/<files folder's name>` beside it, on the same
 * filesystem (so taking a file is a rename), one per db file (so one mock's start never empties
 * another's uploads), and outside the files folder, which holds stored files only.
 */
export const incomingDirOf = (filesDir: string): string => path.join(path.dirname(filesDir), 'incoming', path.basename(filesDir));

/** Every hash a record names: what must stay on disk. */
export const namedHashes = (state: Pick<DbState, 'files' | 'profile_images' | 'whitelists'>): Set<string> => {
  const named = new Set<string>();
  for (const file of state.files) named.add(file.hash);
  for (const image of state.profile_images) named.add(image.hash);
  for (const list of state.whitelists) named.add(list.hash);
  return named;
};

const fsyncPath = (target: string, flags: string): void => {
  const fd = fs.openSync(target, flags);
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
};

export const createFileStore = (dir: string): FileStore => {
  fs.mkdirSync(dir, { recursive: true });
  // An upload the last run was still receiving or checking: nothing names it, and no request waits on it.
  const incomingDir = incomingDirOf(dir);
  fs.rmSync(incomingDir, { recursive: true, force: true });
  fs.mkdirSync(incomingDir, { recursive: true });
  // What is on disk, known once: a put of known content and a collection then touch no folder listing.
  const kept = new Set<string>();
  for (const name of fs.readdirSync(dir)) {
    if (HASH.test(name)) kept.add(name);
    // A temporary file is a put that a crash cut short: no record can name it.
    else fs.rmSync(path.join(dir, name), { force: true, recursive: true });
  }
  const pathOf = (hash: string): string => path.join(dir, hash);

  const adopt = (file: IncomingFile): string => {
    if (kept.has(file.hash)) {
      fs.rmSync(file.path, { force: true });
      return file.hash;
    }
    // Made durable, then renamed into place (and the folder made durable), so a name in the folder
    // always has its whole content.
    fsyncPath(file.path, 'r+');
    fs.renameSync(file.path, pathOf(file.hash));
    fsyncPath(dir, 'r');
    kept.add(file.hash);
    return file.hash;
  };

  return {
    dir,
    incomingDir,
    put: (content) => {
      const hash = contentHash(content);
      if (kept.has(hash)) return hash;
      const temporary = incomingPathIn(incomingDir);
      fs.writeFileSync(temporary, content, { flag: 'wx' });
      return adopt({ path: temporary, hash, size: content.length });
    },
    adopt,
    has: (hash) => kept.has(hash),
    read: (hash) => fs.readFileSync(pathOf(hash)),
    pathOf,
    collect: (named) => {
      let removed = 0;
      for (const hash of kept) {
        if (named.has(hash)) continue;
        fs.rmSync(pathOf(hash), { force: true });
        kept.delete(hash);
        removed += 1;
      }
      return removed;
    },
  };
};
