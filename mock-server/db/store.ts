import type { LowdbSync } from 'lowdb';
import type { MockScale } from '../config';
import { namedHashes, type FileStore } from './file-store';
import { seededDb, writeDbFileSync } from './persistence';
import type { DbState } from './types';

/**
 * The mock's data, held by json-server's lowdb instance (`router.db`). Routes read `state()` and change
 * data only through `mutate()`.
 *
 * Saving is a group commit: a change schedules one save for the end of the current event-loop turn, so
 * every change made by the requests handled in that turn goes to disk in one write, and a steady stream
 * of changes is saved once per turn (never postponed without end). `saved()` lets the answer of a
 * request wait for the save that holds its change (http/durable-answers.ts), so nothing acknowledged
 * is lost when the process is killed.
 */
export interface MockStore {
  readonly file: string;
  /**
   * The stored bytes the records name by hash (db/file-store.ts). A change puts its bytes here inside
   * `mutate`, before its record; a file no saved record names any more is deleted after that save.
   */
  readonly files: FileStore;
  state(): DbState;
  mutate<T>(change: (state: DbState) => T): T;
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

export const createStore = (db: LowdbSync<DbState>, options: { file: string; scale: MockScale; files: FileStore }): MockStore => {
  let version = 0;
  let savedVersion = 0;
  let scheduled = false;
  let waiters: Waiter[] = [];

  const settle = (error?: unknown): void => {
    const done = waiters;
    waiters = [];
    for (const waiter of done) {
      if (error === undefined) waiter.resolve();
      else waiter.reject(error);
    }
  };

  const flush = (): void => {
    if (savedVersion === version) return;
    const writing = version;
    const state = db.getState();
    try {
      writeDbFileSync(options.file, state);
    } catch (error) {
      settle(error);
      throw error;
    }
    savedVersion = writing;
    // Only now that no saved record names them: a crash before this line leaves an unnamed file, which
    // the next start deletes, never a record naming a deleted one.
    options.files.collect(namedHashes(state));
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
    mutate: (change) => {
      try {
        return change(db.getState());
      } finally {
        // Counted even when the change throws half-way: what it did change must be saved too.
        version += 1;
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
      flush();
    },
    flush,
  };
};
