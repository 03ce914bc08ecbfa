import fs from 'node:fs';
import { startClock } from './clock';
import { DEFAULT_DB_FILES, loadConfig } from './config';
import { createFileStore, filesDirOf, incomingDirOf, namedHashes } from './db/file-store';
import { journalFileOf, removeJournal } from './db/journal';
import { seededDb, writeDbFileSync } from './db/persistence';
import { startOrExit } from './start-or-exit';

/**
 * `npm run mock:reset`: writes a fresh seed to the db file of the current scale (MOCK_SCALE,
 * MOCK_DB_FILE), deletes every stored file the fresh seed does not name and every upload left in the
 * incoming folder (createFileStore), and deletes the default file of the other scale with its files
 * and incoming folders, so its next start re-seeds it too.
 * A running mock keeps its data in memory and would overwrite the file on its next change: stop it
 * first, or use POST /__mock/reset (MOCK_ADMIN_API=1) instead.
 */
const config = startOrExit('Mock data not reset', () => loadConfig());
// The seed hangs the payment history from today: MOCK_NOW's today when set, as the server's would.
startClock(config.startAt);
const files = createFileStore(filesDirOf(config.dbFile));
const state = seededDb(config.scale, files);
writeDbFileSync(config.dbFile, state);
removeJournal(journalFileOf(config.dbFile));
const removed = files.collect(namedHashes(state));
console.log(
  `Re-seeded ${config.dbFile} (${config.scale}: ${state.spaces.length} accounts, ${state.users.length} users, ${state.campaigns.length} campaigns, ${state.registrations.length} registrations).`,
);
console.log(`Stored files in ${files.dir}: ${removed} no longer named, deleted.`);
for (const file of Object.values(DEFAULT_DB_FILES)) {
  if (file === config.dbFile) continue;
  if (fs.existsSync(file)) {
    fs.rmSync(file);
    removeJournal(journalFileOf(file));
    console.log(`Deleted ${file} (re-seeded on its next start).`);
  }
  fs.rmSync(filesDirOf(file), { recursive: true, force: true });
  fs.rmSync(incomingDirOf(filesDirOf(file)), { recursive: true, force: true });
}
console.log('Tokens issued before the reset are no longer valid: sign in again.');
