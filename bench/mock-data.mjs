import { rmSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';

/**
 * Removes a bench mock's data: its db file and the files folder beside it (`db-x.json` keeps its
 * stored files in `db-x.files/`, mock-server/db/file-store.ts `filesDirOf`).
 */
export const removeMockData = (dbFile) => {
  rmSync(dbFile, { force: true });
  rmSync(join(dirname(dbFile), `${basename(dbFile, extname(dbFile))}.files`), { recursive: true, force: true });
};
