import fs from 'node:fs';
import type { LowdbSync } from 'lowdb';
import type { MockScale } from '../config';
import { namedHashes, type FileStore } from './file-store';
import { checkLine } from './journal-check';
import { appendLine, journalFileOf, journalLine, mergeTouched, removeJournal, type Touched } from './journal';
import { seededDb, writeDbFileSync } from './persistence';
import type { DbState } from './types';

/**
 * The journal is folded into the document once it holds half the document's size (at least 4 MB):
 * a cheap write appends its records, and the document's whole rewrite (about 0.8 s at MOCK_SCALE=large)
 * comes once per that many bytes of changes instead of once per change.
 */
const JOURNAL_MIN_FOLD_BYTES = 4 * 1024 * 1024;

/**
 * The mock's data, held by json-server's lowdb instance (`router.db`). Routes read `state()` and change
 * data only through `mutate()`.
 *
 * Saving is a group commit: a change schedules one save for the end of the current event-loop turn, so
 * every change made by the requests handled in that turn goes to disk in one write, and a steady stream
 * of changes is saved once per turn (never postponed without end). `saved()` lets the answer of a
 * request wait for the save that holds its change (http/durable-answers.ts), so nothing acknowledged
 * is lost when the process is killed.
 *
 * A save writes the whole document, unless every change since the last one said which records it
 * touched: then it appends those records to the journal beside the document (db/journal.ts), at a cost
 * that does not grow with the document. The journal is folded into the document when it grows and at
 * start.
 */
export interface MockStore {
  readonly file: string;
  /**
   * The stored bytes the records name by hash (db/file-store.ts). A change puts its bytes here inside
   * `mutate`, before its record; a file no saved record names any more is deleted after that save.
   */
  readonly files: FileStore;
  state(): DbState;
  /**
   * Makes a change. `touched`, given the change's result, names every record it changed (ids, or whole
   * collections), so the save appends them to the journal; without it the save rewrites the document.
   * A route that declares must be in journal.test.ts's check, which fails on anything undeclared.
   */
  mutate<T>(change: (state: DbState) => T, touched?: (result: T) => Touched): T;
  /** Grows with every change, so indexes built from the state know when to rebuild. */
  version(): number;
  /** Whether some change is not in the db file yet. */
  pending(): boolean;
  /** Resolves once every change made so far is in the db file; rejects when that save fails. */
  saved(): Promise<void>;
  /** Restores the seed (keeping the token secret, so signed-in sessions of seeded users go on). */
  reset(): void;
  /** Writes pending changes now (exit, tests); throws when the write fails. */
  flush(): void;
}

interface Waiter {
  resolve(): void;
  reject(error: unknown): void;
}

export interface StoreOptions {
  file: string;
  scale: MockScale;
  files: FileStore;
  /**
   * Tests: before each journal line, check that the document as the journal would rebuild it equals the
   * state (db/journal-check.ts); a change that touched more than it declared fails its request.
   */
  checkJournal?: boolean;
  /** Tests: the journal's size at which it is folded into the document (default: half the document, at least 4 MB). */
  journalFoldBytes?: number;
}

const fileSize = (file: string): number => (fs.existsSync(file) ? fs.statSync(file).size : 0);

export const createStore = (db: LowdbSync<DbState>, options: StoreOptions): MockStore => {
  let version = 0;
  let savedVersion = 0;
  let scheduled = false;
  let waiters: Waiter[] = [];
  const journalFile = journalFileOf(options.file);
  // The document was just written whole, the journal folded into it (db/persistence.ts loadOrSeed).
  let seq = db.getState().meta.journal_seq ?? 0;
  let journalBytes = 0;
  let documentBytes = fileSize(options.file);
  let touchedSinceSave: Touched[] = [];
  let wholeNeeded = false;
  let checked: string | null = options.checkJournal ? JSON.stringify(db.getState()) : null;

  const settle = (error?: unknown): void => {
    const done = waiters;
    waiters = [];
    for (const waiter of done) {
      if (error === undefined) waiter.resolve();
      else waiter.reject(error);
    }
  };

  const writeWhole = (state: DbState): void => {
    state.meta.journal_seq = seq;
    writeDbFileSync(options.file, state);
    // Only once the document holds every line: a crash in between leaves lines the next start skips.
    removeJournal(journalFile);
    journalBytes = 0;
    documentBytes = fileSize(options.file);
    // The document's text is the state's JSON (persistence.test.ts): read back, cheaper than stringifying.
    if (checked !== null) checked = fs.readFileSync(options.file, 'utf8');
    // Only now that no saved record names them: a crash before this line leaves an unnamed file, which
    // the next start deletes, never a record naming a deleted one.
    options.files.collect(namedHashes(state));
  };

  const writeLine = (state: DbState): void => {
    const line = journalLine(seq + 1, state, mergeTouched(touchedSinceSave));
    const nowChecked = checked === null ? null : checkLine(checked, line, state);
    try {
      journalBytes += appendLine(journalFile, line);
    } catch (error) {
      // Part of the line may be on disk, and a start stops reading at a broken line: the next save
      // writes the whole document instead (which empties the journal).
      wholeNeeded = true;
      throw error;
    }
    seq = line.seq;
    checked = nowChecked;
  };

  const flush = (): void => {
    if (savedVersion === version) return;
    const writing = version;
    const state = db.getState();
    try {
      if (wholeNeeded || journalBytes >= (options.journalFoldBytes ?? Math.max(JOURNAL_MIN_FOLD_BYTES, documentBytes / 2))) writeWhole(state);
      else writeLine(state);
    } catch (error) {
      settle(error);
      throw error;
    }
    wholeNeeded = false;
    touchedSinceSave = [];
    savedVersion = writing;
    settle();
  };

  // setImmediate runs after the I/O callbacks of this turn: the requests that arrived together share
  // one write. A failed save is reported to the answers waiting for it (the caller is told code 1, not
  // OK); the change stays pending and goes out with the next save.
  const scheduleSave = (): void => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(() => {
      scheduled = false;
      try {
        flush();
      } catch {
        /* already handed to the waiters */
      }
    });
  };

  return {
    file: options.file,
    files: options.files,
    state: () => db.getState(),
    mutate: (change, touched) => {
      let declared: Touched | null = null;
      try {
        const result = change(db.getState());
        if (touched) declared = touched(result);
        return result;
      } finally {
        // Counted even when the change throws half-way: what it did change must be saved too (whole,
        // since a change cut short may have touched more than it would have said).
        version += 1;
        if (declared === null) wholeNeeded = true;
        else touchedSinceSave.push(declared);
        scheduleSave();
      }
    },
    version: () => version,
    pending: () => savedVersion !== version,
    saved: () => {
      if (savedVersion === version) return Promise.resolve();
      scheduleSave();
      return new Promise<void>((resolve, reject) => waiters.push({ resolve, reject }));
    },
    reset: () => {
      version += 1;
      const { meta, refresh_tokens: sessions } = db.getState();
      const fresh = seededDb(options.scale, options.files);
      // Sessions of seeded users go on (their access tokens live while their refresh tokens do); those
      // of users the seed lacks end with them.
      const seededIds = new Set(fresh.users.map((u) => u.id));
      db.setState({ ...fresh, refresh_tokens: sessions.filter((t) => seededIds.has(t.user_id)), meta: { ...fresh.meta, secret: meta.secret } });
      wholeNeeded = true;
      flush();
    },
    flush,
  };
};
