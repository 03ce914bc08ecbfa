import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { MockScale } from '../config';
import { dropDeletedDefinitions } from '../audiences/audience-store';
import { buildSeed, seedFileContents } from '../seed';
import { namedHashes, type FileStore } from './file-store';
import { fillAuditWhitelabels } from './audit-whitelabels';
import { applyLine, journalFileOf, readJournal, removeJournal } from './journal';
import { compactLog, foldLog, holdsWholeRevisions } from './revision-log';
import { SCHEMA_VERSION, type DbState } from './types';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const COLLECTIONS = ['whitelabels', 'files', 'spaces', 'users', 'campaigns', 'registrations', 'refresh_tokens', 'reset_keys', 'audit', 'revisions', 'audiences', 'whitelists', 'resource_requests', 'report_views', 'transactions', 'profile_images', 'payment_methods', 'campaign_notes', 'invoice_sends'] as const;

/** A file is ours when it has the current layout and scale; anything else is re-seeded, not misread. */
const checkDb = (value: unknown, scale: MockScale): string | null => {
  if (!isRecord(value) || !isRecord(value.meta)) return 'not a mock db';
  const { meta } = value;
  if (meta.schema_version !== SCHEMA_VERSION) return `schema ${String(meta.schema_version)} is not ${SCHEMA_VERSION}`;
  if (meta.scale !== scale) return `it holds the ${String(meta.scale)} data set`;
  if (typeof meta.secret !== 'string' || meta.secret.length < 32) return 'no token secret';
  const missing = COLLECTIONS.find((key) => !Array.isArray(value[key]));
  return missing ? `no ${missing} list` : null;
};

/**
 * A fresh seed with a new random token secret (tokens signed by an older db stop verifying), its
 * files put into the files folder first: the records that name them are written after.
 */
export const seededDb = (scale: MockScale, files: FileStore): DbState => {
  for (const content of seedFileContents()) files.put(content);
  const seed = buildSeed({ scale });
  return { ...seed, meta: { ...seed.meta, secret: randomBytes(32).toString('hex') } };
};

/** The first hash a record names that the files folder lacks (a file deleted by hand), or null. */
const missingFile = (state: DbState, files: FileStore): string | null => {
  for (const hash of namedHashes(state)) if (!files.has(hash)) return hash;
  return null;
};

/** Text gathered before each write: large enough for few system calls, small beside the db. */
const WRITE_CHUNK_CHARS = 1 << 20;

/**
 * The state as JSON.stringify writes it, written in pieces: each collection item is stringified alone
 * and written in chunks of about WRITE_CHUNK_CHARS, so a save never holds the whole db as one string
 * (54 MB at MOCK_SCALE=large, twice that as a two-byte string once any name holds ₦ or Cyrillic).
 */
const writeJsonInPieces = (fd: number, state: DbState): void => {
  let pending = '';
  const put = (text: string) => {
    pending += text;
    if (pending.length >= WRITE_CHUNK_CHARS) {
      fs.writeSync(fd, pending);
      pending = '';
    }
  };
  put('{');
  let firstKey = true;
  for (const [key, value] of Object.entries(state)) {
    // As JSON.stringify: a key whose value is undefined is left out, an undefined item becomes null.
    if (value === undefined) continue;
    put(`${firstKey ? '' : ','}${JSON.stringify(key)}:`);
    firstKey = false;
    if (Array.isArray(value)) {
      put('[');
      value.forEach((item: unknown, index) => put(`${index === 0 ? '' : ','}${JSON.stringify(item) ?? 'null'}`));
      put(']');
    } else put(JSON.stringify(value));
  }
  put('}');
  fs.writeSync(fd, pending);
};

/** Write to a temporary file then rename, so a crash mid-write never leaves half a db behind. */
export const writeDbFileSync = (file: string, state: DbState): void => {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  const fd = fs.openSync(temporary, 'w');
  try {
    writeJsonInPieces(fd, state);
  } finally {
    fs.closeSync(fd);
  }
  fs.renameSync(temporary, file);
};

/**
 * The state a start would load from `file` and its journal, without writing anything: the document's
 * records with the journal's later lines applied. Throws when the document is not JSON.
 */
export const savedState = (file: string): DbState => {
  const state = JSON.parse(fs.readFileSync(file, 'utf8')) as DbState;
  applyJournal(file, state);
  return state;
};

/** Applies the journal's lines the document lacks (db/journal.ts); whether there were any. */
const applyJournal = (file: string, state: DbState): boolean => {
  const lines = readJournal(journalFileOf(file), state.meta.journal_seq ?? 0);
  for (const line of lines) applyLine(state, line);
  const last = lines.at(-1);
  if (last) state.meta.journal_seq = last.seq;
  return last !== undefined;
};

export interface LoadResult {
  state: DbState;
  /** How the state was obtained, for the start-up message. */
  origin: 'file' | 'seed';
  reason?: string;
}

/**
 * Loads the db file when it is a valid db of this scale whose every named file is there; otherwise
 * seeds and writes the file. Either way, files no record names (a put whose record a crash cut off,
 * uploads a re-seed dropped) are deleted once the db file is written.
 */
export const loadOrSeed = (file: string, scale: MockScale, files: FileStore): LoadResult => {
  let reason = 'no db file yet';
  if (fs.existsSync(file)) {
    try {
      const parsed: unknown = JSON.parse(fs.readFileSync(file, 'utf8'));
      const shapeProblem = checkDb(parsed, scale);
      // The journal's lines the document lacks: applied here, folded into the document below.
      const journaled = shapeProblem === null && applyJournal(file, parsed as DbState);
      const missing = shapeProblem === null ? missingFile(parsed as DbState, files) : null;
      const problem = shapeProblem ?? (missing === null ? null : `its file ${missing} is missing from ${files.dir}`);
      if (problem === null) {
        const state = parsed as DbState;
        // Files written before the compact change log hold whole revisions: convert once and save.
        let converted = journaled;
        if (holdsWholeRevisions(state.revisions)) {
          const compact = compactLog(state.revisions);
          if (compact.some((entry, i) => entry !== state.revisions[i])) converted = true;
          state.revisions = compact;
        }
        // Files written before the retention may hold longer logs: cut once and save.
        const folded = foldLog(state.revisions);
        if (folded) [state.revisions, converted] = [folded, true];
        if (dropDeletedDefinitions(state)) converted = true;
        if (fillAuditWhitelabels(state)) converted = true;
        if (converted) writeDbFileSync(file, state);
        // Whatever is left holds only lines the document has.
        removeJournal(journalFileOf(file));
        files.collect(namedHashes(state));
        return { state, origin: 'file' };
      }
      reason = `the db file was not used: ${problem}`;
    } catch (error) {
      reason = `the db file could not be read: ${error instanceof Error ? error.message : String(error)}`;
    }
  }
  const state = seededDb(scale, files);
  writeDbFileSync(file, state);
  // Lines of the document just replaced would otherwise be applied to the seed at the next start.
  removeJournal(journalFileOf(file));
  files.collect(namedHashes(state));
  return { state, origin: 'seed', reason };
};
