import fs from 'node:fs';
import path from 'node:path';
import jsonServer from 'json-server';
import { describe, expect, it, onTestFinished } from 'vitest';
import { PROFILE_PATHS, type User } from '../../src/api/contract';
import { PERSONAS } from '../personas';
import { call, login, startTestServer, tempDbFile } from '../test-support';
import { createFileStore, filesDirOf } from './file-store';
import { applyLine, journalFileOf, journalLine, mergeTouched, readJournal } from './journal';
import { loadOrSeed, savedState, seededDb, writeDbFileSync } from './persistence';
import { createStore } from './store';
import type { DbState } from './types';

const removeAfter = (dbFile: string) => onTestFinished(() => fs.rmSync(path.dirname(dbFile), { recursive: true, force: true }));

/** A store over a freshly seeded document, as the mock makes one, with the test's options. */
const seededStore = (options: { journalFoldBytes?: number; checkJournal?: boolean } = {}) => {
  const dbFile = tempDbFile();
  removeAfter(dbFile);
  const files = createFileStore(filesDirOf(dbFile));
  const { state } = loadOrSeed(dbFile, 'normal', files);
  const store = createStore(jsonServer.router<DbState>(state).db, { file: dbFile, scale: 'normal', files, ...options });
  return { dbFile, files, store };
};

const firstUser = (state: DbState) => {
  const [user] = state.users;
  if (!user) throw new Error('the seed has no user');
  return user;
};

describe('the change journal', () => {
  it('joins what several changes touched: ids of a collection together, a whole collection over its ids', () => {
    expect(mergeTouched([{ users: [1] }, { users: [2, 1], audit: [7] }, { audit: 'all' }, { refresh_tokens: 'all' }])).toEqual({
      users: [1, 2],
      audit: 'all',
      refresh_tokens: 'all',
    });
  });

  it('rebuilds a state from a line: a record replaced in place, a new one added at the end, a gone one removed, a whole list replaced', () => {
    const dbFile = tempDbFile();
    removeAfter(dbFile);
    const files = createFileStore(filesDirOf(dbFile));
    const before = seededDb('normal', files);
    const after = structuredClone(before);
    const [kept, gone, renamed] = after.users;
    if (!kept || !gone || !renamed) throw new Error('the seed has fewer than three users');
    renamed.first_name = 'Renamed';
    after.users = after.users.filter((user) => user.id !== gone.id);
    const added = { ...structuredClone(kept), id: 999_001, email: 'added@journal.example' };
    after.users.push(added);
    after.refresh_tokens = [{ token: 't', user_id: kept.id, expires_at: '2026-12-31T00:00:00.000Z', used: false, session_id: 's' }];
    const line = journalLine(1, after, { users: [renamed.id, gone.id, added.id], refresh_tokens: 'all' });
    const rebuilt = structuredClone(before);
    applyLine(rebuilt, JSON.parse(JSON.stringify(line)));
    expect(JSON.stringify(rebuilt)).toBe(JSON.stringify(after));
  });

  it('appends a cheap write to the journal, leaving the document as it was, and a start folds it in', async () => {
    const { dbFile, store } = seededStore();
    const documentBefore = fs.readFileSync(dbFile, 'utf8');
    const user = firstUser(store.state());
    store.mutate(
      (state) => {
        firstUser(state).first_name = 'Journaled';
      },
      () => ({ users: [user.id] }),
    );
    await store.saved();
    expect(fs.readFileSync(dbFile, 'utf8')).toBe(documentBefore);
    expect(readJournal(journalFileOf(dbFile), 0)).toHaveLength(1);
    expect(firstUser(savedState(dbFile)).first_name).toBe('Journaled');

    const files = createFileStore(filesDirOf(dbFile));
    const loaded = loadOrSeed(dbFile, 'normal', files);
    expect(loaded.origin).toBe('file');
    expect(firstUser(loaded.state).first_name).toBe('Journaled');
    // Folded: the document holds the change and the journal is gone.
    expect(firstUser(JSON.parse(fs.readFileSync(dbFile, 'utf8')) as DbState).first_name).toBe('Journaled');
    expect(fs.existsSync(journalFileOf(dbFile))).toBe(false);
  });

  it('rewrites the document for a change that says nothing of what it touched, and when the journal reaches its size', async () => {
    const { dbFile, store } = seededStore({ journalFoldBytes: 1 });
    const user = firstUser(store.state());
    const rename = (name: string, declared: boolean) =>
      store.mutate(
        (state) => {
          firstUser(state).first_name = name;
        },
        declared ? () => ({ users: [user.id] }) : undefined,
      );
    rename('Declared', true);
    await store.saved();
    expect(readJournal(journalFileOf(dbFile), 0)).toHaveLength(1);
    // The journal now holds a line of at least one byte: the next save folds it.
    rename('Folded', true);
    await store.saved();
    expect(fs.existsSync(journalFileOf(dbFile))).toBe(false);
    expect(firstUser(JSON.parse(fs.readFileSync(dbFile, 'utf8')) as DbState).first_name).toBe('Folded');

    const big = seededStore();
    const bigUser = firstUser(big.store.state());
    big.store.mutate((state) => {
      firstUser(state).first_name = 'Whole';
    });
    await big.store.saved();
    expect(fs.existsSync(journalFileOf(big.dbFile))).toBe(false);
    expect((JSON.parse(fs.readFileSync(big.dbFile, 'utf8')) as DbState).users.find((u) => u.id === bigUser.id)?.first_name).toBe('Whole');
  });

  it('skips the lines a document already holds (a crash between writing it and emptying the journal) and stops at a line cut short', () => {
    const { dbFile, store } = seededStore();
    const user = firstUser(store.state());
    const lineFor = (seq: number, name: string) => {
      const state = structuredClone(store.state());
      firstUser(state).first_name = name;
      return JSON.stringify(journalLine(seq, state, { users: [user.id] }));
    };
    const document = structuredClone(store.state());
    firstUser(document).first_name = 'In the document';
    document.meta.journal_seq = 2;
    writeDbFileSync(dbFile, document);
    // Lines 1 and 2 are older than the document; 3 is after it; 4 was cut off by the crash.
    fs.writeFileSync(journalFileOf(dbFile), `${lineFor(1, 'Old one')}\n${lineFor(2, 'Old two')}\n${lineFor(3, 'After the document')}\n${lineFor(4, 'Cut').slice(0, 40)}`);
    expect(firstUser(savedState(dbFile)).first_name).toBe('After the document');
    expect(savedState(dbFile).meta.journal_seq).toBe(3);
  });

  it('fails the save of a change that touched more than it declared (check mode, every mock test)', async () => {
    const { store } = seededStore({ checkJournal: true });
    const user = firstUser(store.state());
    // The same change declared whole is saved.
    store.mutate(
      (state) => {
        firstUser(state).first_name = 'Declared';
      },
      () => ({ users: [user.id] }),
    );
    await expect(store.saved()).resolves.toBeUndefined();
    store.mutate(
      (state) => {
        firstUser(state).first_name = 'Half declared';
        const [space] = state.spaces;
        if (space) space.name = 'Undeclared';
      },
      () => ({ users: [user.id] }),
    );
    await expect(store.saved()).rejects.toThrow(/touched spaces beyond what it declared \(users\)/);
  });

  it('keeps a journaled write through a restart of the mock, with the document untouched by it', async () => {
    const first = await startTestServer();
    const { data } = await login(first.base, PERSONAS.advertiser.email, PERSONAS.advertiser.password);
    const documentBefore = fs.readFileSync(first.dbFile, 'utf8');
    const changed = await call<User>(first.base, PROFILE_PATHS.language, { token: data.access_token, method: 'PUT', json: { language_key: 2 } });
    expect(changed.type.code).toBe(0);
    expect(fs.readFileSync(first.dbFile, 'utf8')).toBe(documentBefore);
    await first.close({ keepDb: true });
    removeAfter(first.dbFile);
    const second = await startTestServer({ dbFile: first.dbFile });
    onTestFinished(() => second.close());
    const user = await call<User>(second.base, `/v1/user/${changed.data.id}`, { token: data.access_token });
    expect(user.type.code).toBe(0);
    expect(user.data.language_key).toBe(2);
  });
});
