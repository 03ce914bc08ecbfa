import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '../../src/api/contract';
import { expectEvery } from '../../src/test/expectations';
import type { DbState } from './types';
import { PERSONAS } from '../personas';
import { createMockServer } from '../app';
import { createFileStore, filesDirOf } from './file-store';
import { loadOrSeed, savedState, seededDb, writeDbFileSync } from './persistence';
import { NO_PAYMENT_ACCOUNT } from '../seed/facts';
import { call, login, startTestServer, tempDbFile } from '../test-support';

const readFile = (file: string): { audit: unknown[]; meta: { secret: string } } => JSON.parse(fs.readFileSync(file, 'utf8'));

describe('persistence', () => {
  it('writes the db file exactly as JSON.stringify would, piece by piece (undefined keys left out, undefined items null)', () => {
    const dbFile = tempDbFile();
    const state = seededDb('normal', createFileStore(filesDirOf(dbFile)));
    // More than one write chunk of one collection, and the values JSON.stringify treats apart.
    state.audit = Array.from({ length: 30_000 }, (_, i) => ({ id: i, user_id: 1, user_email: 'ö₦@x.example', space_id: 2002, space_name: `Ж ${i}`, at: '2026-11-26T00:00:00.000Z', whitelabel_id: 1 }));
    const loose = state as unknown as Record<string, unknown>;
    loose.extra_undefined = undefined;
    loose.sparse = [1, undefined, { a: undefined, b: 2 }];
    writeDbFileSync(dbFile, state);
    expect(fs.readFileSync(dbFile, 'utf8')).toBe(JSON.stringify(state));
    fs.rmSync(path.dirname(dbFile), { recursive: true, force: true });
  });

  it('drops the definitions deleted audiences of an older file still hold, on load, and writes the file back', () => {
    const dbFile = tempDbFile();
    try {
      const files = createFileStore(filesDirOf(dbFile));
      const state = seededDb('normal', files);
      const dynamic = state.audiences.find((a) => a.dynamic_audience !== null);
      if (!dynamic) throw new Error('the seed has no dynamic audience');
      const definition = dynamic.dynamic_audience;
      const live = state.audiences.filter((a) => a.id !== dynamic.id && a.dynamic_audience !== null).map((a) => a.id);
      expect(live.length).toBeGreaterThan(0);
      dynamic.deleted_at = '2026-11-01T00:00:00.000Z';
      writeDbFileSync(dbFile, state);
      expect(readFile(dbFile)).toMatchObject({ audiences: expect.arrayContaining([expect.objectContaining({ id: dynamic.id, dynamic_audience: definition })]) });

      const loaded = loadOrSeed(dbFile, 'normal', files);
      expect(loaded.origin).toBe('file');
      const written = JSON.parse(fs.readFileSync(dbFile, 'utf8')) as DbState;
      for (const audiences of [loaded.state.audiences, written.audiences]) {
        expect(audiences.find((a) => a.id === dynamic.id)).toMatchObject({ deleted_at: '2026-11-01T00:00:00.000Z', dynamic_audience: null });
        expectEvery(live, (id) => audiences.find((a) => a.id === id)?.dynamic_audience !== null, 'live dynamic audience');
      }
    } finally {
      fs.rmSync(path.dirname(dbFile), { recursive: true, force: true });
    }
  });

  it('seeds a missing file, then loads it on the next start', () => {
    const dbFile = tempDbFile();
    const first = createMockServer({ dbFile, silent: true });
    expect(first.loaded.origin).toBe('seed');
    expect(fs.existsSync(dbFile)).toBe(true);
    expect(createMockServer({ dbFile, silent: true }).loaded.origin).toBe('file');
    fs.rmSync(path.dirname(dbFile), { recursive: true, force: true });
  });

  it('saves a change before answering it, and it survives a restart with valid old tokens', async () => {
    const first = await startTestServer();
    const { data } = await login(first.base, PERSONAS.admin.email, PERSONAS.admin.password);
    const switched = await call(first.base, `/v1/user/switch/${NO_PAYMENT_ACCOUNT.spaceId}`, { token: data.access_token, method: 'POST' });
    expect(switched.type.code).toBe(0);
    // No wait: the answer is sent only once the change is saved (the switch is journaled, db/journal.ts).
    expect(savedState(first.dbFile).audit).toHaveLength(1);
    await first.close({ keepDb: true });

    const second = await startTestServer({ dbFile: first.dbFile });
    try {
      const audit = await call<AuditEntry[]>(second.base, '/v1/whitelabel/audit', { token: data.access_token });
      expect(audit.type.code).toBe(0);
      expect(audit.data.map((e) => e.space_id)).toEqual([NO_PAYMENT_ACCOUNT.spaceId]);
    } finally {
      await second.close();
      fs.rmSync(path.dirname(first.dbFile), { recursive: true, force: true });
    }
  });

  it('writes pending changes on flush and restores the seed on reset, keeping the secret', async () => {
    const t = await startTestServer();
    try {
      const token = (await login(t.base, PERSONAS.admin.email, PERSONAS.admin.password)).data.access_token;
      await call(t.base, `/v1/user/switch/${NO_PAYMENT_ACCOUNT.spaceId}`, { token, method: 'POST' });
      t.mock.flush();
      expect(savedState(t.dbFile).audit).toHaveLength(1);
      const secret = readFile(t.dbFile).meta.secret;

      expect((await call(t.base, '/__mock/reset', { method: 'POST', json: {} })).type.code).toBe(0);
      expect(t.mock.store.state().audit).toEqual([]);
      expect(readFile(t.dbFile)).toMatchObject({ audit: [], meta: { secret } });
      expect((await call(t.base, '/v1/whitelabel/audit', { token })).data).toEqual([]);
    } finally {
      await t.close();
    }
  });

  it('re-seeds a corrupt or foreign file instead of misreading it', () => {
    const dbFile = tempDbFile();
    fs.writeFileSync(dbFile, '{"not":"ours"');
    const corrupt = createMockServer({ dbFile, silent: true });
    expect(corrupt.loaded).toMatchObject({ origin: 'seed', reason: expect.stringContaining('could not be read') });
    fs.writeFileSync(dbFile, JSON.stringify({ meta: { schema_version: 0 }, whitelabel: {} }));
    expect(createMockServer({ dbFile, silent: true }).loaded.reason).toContain('schema');
    expect(createMockServer({ dbFile, silent: true }).loaded.origin).toBe('file');
    fs.rmSync(path.dirname(dbFile), { recursive: true, force: true });
  });
});
