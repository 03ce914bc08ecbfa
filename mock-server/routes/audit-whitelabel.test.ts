import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ADMIN_MODERATION_PATHS, type AuditEntry } from '../../src/api/contract';
import { seededDb, writeDbFileSync } from '../db/persistence';
import { createFileStore, filesDirOf } from '../db/file-store';
import { FIRST_REGISTRATION_ID, NG_ADMIN, NO_PAYMENT_ACCOUNT, PERSONA_IDS, WHITELABELS } from '../seed/facts';
import { PERSONAS } from '../personas';
import { call, login, signedInMock, startTestServer, tempDbFile } from '../test-support';
import { expectEvery } from '../../src/test/expectations';

/**
 * Every audit entry carries the white-label it was made in, and the trail is read by it: a sign-up's
 * approval (space 0: no account to tell it by) never reaches another white-label's administrator.
 */
const t = signedInMock();

const AUDIT = '/v1/whitelabel/audit';
const NEEDS_VERIFICATION = FIRST_REGISTRATION_ID;
const APPROVED_EMAIL = 'nora.lindqvist@northwind.example';

const tokenOfNg = async (base: string): Promise<string> => {
  const signedIn = await login(base, NG_ADMIN.email, NG_ADMIN.password);
  expect(signedIn.type.code).toBe(0);
  return signedIn.data.access_token;
};

describe('GET /v1/whitelabel/audit', () => {
  it("shows the dsp administrator's sign-up approval and resend to them, never to the ng administrator", async () => {
    const ng = await tokenOfNg(t.base);
    const ngHome = t.mock.store.state().users.find((u) => u.id === NG_ADMIN.userId)?.space_id;
    // Positive controls: each administrator's own actions are in their own trail.
    expect((await call(t.base, `/v1/user/switch/${ngHome}`, { token: ng, json: {} })).type.code).toBe(0);
    expect((await call(t.base, ADMIN_MODERATION_PATHS.approve, { token: t.admin, json: { user_id: NEEDS_VERIFICATION } })).type.code).toBe(0);
    expect((await call(t.base, ADMIN_MODERATION_PATHS.resend, { token: t.admin, json: { email: APPROVED_EMAIL } })).type.code).toBe(0);
    const dsp = await call<AuditEntry[]>(t.base, AUDIT, { token: t.admin });
    expect(dsp.data.map((e) => e.action)).toEqual(expect.arrayContaining(['registration_approved', 'confirmation_resent']));
    expectEvery(dsp.data, (e) => e.whitelabel_id === WHITELABELS.dsp.id);

    const trail = await call<AuditEntry[]>(t.base, AUDIT, { token: ng });
    expect(trail.type.code).toBe(0);
    expect(trail.data.length).toBeGreaterThan(0);
    expectEvery(trail.data, (e) => e.whitelabel_id === WHITELABELS.ng.id && e.user_id === NG_ADMIN.userId);
    const shown = JSON.stringify(trail.data);
    for (const leaked of [PERSONAS.admin.email, 'Lindqvist', 'registration_approved', 'confirmation_resent']) expect(shown).not.toContain(leaked);
  });
});

describe('a db file written before audit entries carried their white-label', () => {
  it('gives each old entry the white-label it was made in at load, and saves it', async () => {
    const dbFile = tempDbFile();
    const state = seededDb('normal', createFileStore(filesDirOf(dbFile)));
    // As the old writer stored them: a switch without white-label, a sign-up approval under space 0.
    const old = [
      { id: 1, user_id: PERSONA_IDS.admin.userId, user_email: PERSONAS.admin.email, space_id: NO_PAYMENT_ACCOUNT.spaceId, space_name: NO_PAYMENT_ACCOUNT.name, at: '2026-01-01T00:00:00.000Z' },
      { id: 2, user_id: PERSONA_IDS.admin.userId, user_email: PERSONAS.admin.email, space_id: 0, space_name: 'Tunde Bakare', at: '2026-01-02T00:00:00.000Z', action: 'registration_approved', registration_id: NEEDS_VERIFICATION, ip: '10.0.0.9', user_agent: 'old' },
    ];
    (state as unknown as { audit: unknown[] }).audit = old;
    writeDbFileSync(dbFile, state);
    const server = await startTestServer({ dbFile });
    try {
      const saved = (JSON.parse(fs.readFileSync(dbFile, 'utf8')) as { audit: AuditEntry[] }).audit;
      expect(saved.map((e) => e.whitelabel_id)).toEqual([WHITELABELS.dsp.id, WHITELABELS.dsp.id]);
      const admin = (await login(server.base, PERSONAS.admin.email, PERSONAS.admin.password)).data.access_token;
      expect((await call<AuditEntry[]>(server.base, AUDIT, { token: admin })).data.map((e) => e.id)).toEqual([2, 1]);
      const ng = await call<AuditEntry[]>(server.base, AUDIT, { token: await tokenOfNg(server.base) });
      expect(ng.type.code).toBe(0);
      expect(ng.data).toEqual([]);
    } finally {
      await server.close();
      fs.rmSync(path.dirname(dbFile), { recursive: true, force: true });
    }
  });
});
