import type { LowdbSync } from 'lowdb';
import type { MockScale } from '../config';
import { seededDb, writeDbFileSync } from './persistence';
import type { DbState } from './types';

/**
 * The mock's data, held by json-server's lowdb instance (`router.db`) and saved to the db file a short
 * while after each change (changes come in bursts: one request often touches several lists), and at
 * once on flush (exit, tests). Routes read `state()` and change data only through `mutate()`.
 */
export interface MockStore {
  readonly file: string;
  state(): DbState;
  mutate<T>(change: (state: DbState) => T): T;
  /** Grows with every change, so indexes built from the state know when to rebuild. */
  version(): number;
  /** Restores the seed (keeping the token secret, so signed-in sessions of seeded users go on). */
  reset(): void;
  flush(): void;
}

export const SAVE_DEBOUNCE_MS = 200;

export const createStore = (db: LowdbSync<DbState>, options: { file: string; scale: MockScale }): MockStore => {
  let timer: NodeJS.Timeout | null = null;
  let dirty = false;
  let version = 0;

  const flush = (): void => {
    if (timer) clearTimeout(timer);
    timer = null;
    if (!dirty) return;
    dirty = false;
    writeDbFileSync(options.file, db.getState());
  };

  const scheduleSave = (): void => {
    dirty = true;
    if (timer) clearTimeout(timer);
    timer = setTimeout(flush, SAVE_DEBOUNCE_MS);
    // A pending save must not keep a test process alive; main.ts flushes on exit instead.
    timer.unref();
  };

  return {
    file: options.file,
    state: () => db.getState(),
    mutate: (change) => {
      const result = change(db.getState());
      version += 1;
      scheduleSave();
      return result;
    },
    version: () => version,
    reset: () => {
      version += 1;
      const secret = db.getState().meta.secret;
      const fresh = seededDb(options.scale);
      db.setState({ ...fresh, meta: { ...fresh.meta, secret } });
      dirty = true;
      flush();
    },
    flush,
  };
};
