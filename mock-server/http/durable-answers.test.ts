import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { savedState } from '../db/persistence';
import { NO_PAYMENT_ACCOUNT } from '../seed/facts';
import { call, startTestServer, tokenOf, type TestServer } from '../test-support';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer();
  admin = await tokenOf(t.base, 'admin');
});
afterAll(() => t.close());

/** The audit trail as a start would load it: the document and its journal (a switch is journaled). */
const auditInFile = (): unknown[] => savedState(t.dbFile).audit;
const switchAccount = () => call(t.base, `/v1/user/switch/${NO_PAYMENT_ACCOUNT.spaceId}`, { token: admin, method: 'POST' });

describe('answers wait for the save of their change', () => {
  it('saves concurrent writes before answering any of them', async () => {
    const before = auditInFile().length;
    const answers = await Promise.all(Array.from({ length: 20 }, switchAccount));
    expect(answers.map((a) => a.type.code)).toEqual(Array(20).fill(0));
    expect(auditInFile()).toHaveLength(before + 20);
  });

  it('answers code 1 instead of OK when the change cannot be saved, and saves it with the next write', async () => {
    const folder = path.dirname(t.dbFile);
    const saved = fs.readFileSync(t.dbFile);
    const before = auditInFile().length;
    // A plain file where the db folder was: every save fails until the folder is back (the journal,
    // which was in it, is gone; the next save after a failed one writes the whole document).
    fs.rmSync(folder, { recursive: true, force: true });
    fs.writeFileSync(folder, 'not a folder');
    try {
      const failed = await switchAccount();
      expect(failed.status).toBe(500);
      expect(failed.type).toEqual({ code: 1, message: 'Backend exception' });
    } finally {
      fs.rmSync(folder, { force: true });
      fs.mkdirSync(folder);
      fs.writeFileSync(t.dbFile, saved);
    }
    expect((await switchAccount()).type.code).toBe(0);
    // The change answered with code 1 stayed in memory and went out with the next save.
    expect(auditInFile()).toHaveLength(before + 2);
  });
});
