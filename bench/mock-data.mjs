import { rmSync } from 'node:fs';
import { basename, dirname, extname, join } from 'node:path';

/**
 * Removes a bench mock's data: its db file, its journal and the files folder beside it (`db-x.json`
 * keeps its stored files in `db-x.files/`, mock-server/db/file-store.ts `filesDirOf`, and its cheap
 * writes in `db-x.json.journal`, mock-server/db/journal.ts).
 */
export const removeMockData = (dbFile) => {
  rmSync(dbFile, { force: true });
  rmSync(`${dbFile}.journal`, { force: true });
  rmSync(join(dirname(dbFile), `${basename(dbFile, extname(dbFile))}.files`), { recursive: true, force: true });
};
