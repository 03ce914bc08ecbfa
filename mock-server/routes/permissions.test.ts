import { describe, expect, it } from 'vitest';
import type { AdminSearchResponse, Space, SpaceBalance, User } from '../../src/api/contract';
import { NO_PAYMENT_ACCOUNT, PERSONA_IDS } from '../seed/facts';
import { call, signedInMock } from '../test-support';

/** Server-side enforcement: the UI hides what a user may not do, the mock refuses it regardless. */
const t = signedInMock();
const other = NO_PAYMENT_ACCOUNT.spaceId;
const own = PERSONA_IDS.advertiser.spaceId;

const illegal = { code: 3, message: 'Illegal action' };

describe('administration endpoints', () => {
  it('refuses the admin search, account search and audit to an advertiser (code 3, HTTP 403)', async () => {
    const searches = [
      ['/v1/whitelabel/search', { name: '' }],
      ['/v1/whitelabel/account-search', { name: '' }],
    ] as const;
    // The administrator's same calls are answered, so the advertiser's refusals are the permission's doing.
    for (const [path, json] of searches) expect((await call(t.base, path, { token: t.admin, json })).type.code, path).toBe(0);
    expect((await call(t.base, '/v1/whitelabel/audit', { token: t.admin })).type.code).toBe(0);
    for (const [path, json] of searches) {
      const result = await call(t.base, path, { token: t.advertiser, json });
      expect(result.status).toBe(403);
      expect(result.type).toEqual(illegal);
    }
    expect((await call(t.base, '/v1/whitelabel/audit', { token: t.advertiser })).type).toEqual(illegal);
  });

  it('refuses the account switch to the analyst and the advertiser', async () => {
    expect((await call(t.base, `/v1/user/switch/${PERSONA_IDS.advertiser.spaceId}`, { token: t.admin, method: 'POST' })).type.code).toBe(0);
    for (const token of [t.analyst, t.advertiser]) {
      const result = await call(t.base, `/v1/user/switch/${PERSONA_IDS.advertiser.spaceId}`, { token, method: 'POST' });
      expect(result.type).toEqual(illegal);
    }
  });

  it('lets the admin search', async () => {
    const result = await call<AdminSearchResponse>(t.base, '/v1/whitelabel/search', { token: t.admin, json: { name: '' } });
    expect(result.type.code).toBe(0);
  });
});

describe('spaces', () => {
  it("refuses another space's balance and space to a non-admin", async () => {
    // The same calls on their own space are answered to both.
    for (const path of [`/v1/space/balance/${own}`, `/v1/space/${own}`, `/v1/campaign/count/${own}`]) {
      for (const token of [t.advertiser, t.analyst]) expect((await call(t.base, path, { token })).type.code, path).toBe(0);
    }
    for (const path of [`/v1/space/balance/${other}`, `/v1/space/${other}`, `/v1/campaign/count/${other}`]) {
      expect((await call(t.base, path, { token: t.advertiser })).type).toEqual(illegal);
      expect((await call(t.base, path, { token: t.analyst })).type).toEqual(illegal);
    }
  });

  it('answers the own space, including to a sub-user of it', async () => {
    for (const token of [t.advertiser, t.analyst]) {
      const balance = await call<SpaceBalance>(t.base, `/v1/space/balance/${PERSONA_IDS.advertiser.spaceId}`, { token });
      // The run-out date (beyond the spec) is spend: the analyst, without REPORT_SPEND, is not told it.
      const { balance_runs_out_at: runsOut, ...rest } = balance.data;
      expect(rest).toEqual({ space_id: 2002, balance: 12_480.5, currency: 'USD' });
      expect(runsOut === undefined).toBe(token === t.analyst);
    }
  });

  it('answers any space to the admin, with its payment setting', async () => {
    const space = await call<Space>(t.base, `/v1/space/${other}`, { token: t.admin });
    expect(space.data).toMatchObject({ id: other, name: NO_PAYMENT_ACCOUNT.name, payment_settings: { allow_payment: false } });
    const own = await call<Space>(t.base, `/v1/space/${PERSONA_IDS.advertiser.spaceId}`, { token: t.admin });
    expect(own.data.payment_settings.allow_payment).toBe(true);
  });

  it('answers 110 for an unknown space to the admin, and 3 to others (no probing of ids)', async () => {
    for (const token of [t.admin, t.advertiser]) expect((await call(t.base, `/v1/space/${own}`, { token })).type.code).toBe(0);
    const unknown = await call(t.base, '/v1/space/999999', { token: t.admin });
    expect(unknown.status).toBe(404);
    expect(unknown.type).toEqual({ code: 110, message: 'Space is not found' });
    expect((await call(t.base, '/v1/space/999999', { token: t.advertiser })).type.code).toBe(3);
  });
});

describe('GET /v1/user/{id}', () => {
  it('answers the caller and the users of their space, without password fields', async () => {
    const self = await call<User & Record<string, unknown>>(t.base, `/v1/user/${PERSONA_IDS.analyst.userId}`, { token: t.analyst });
    expect(self.data).toMatchObject({ email: 'analyst@demo.test', space_id: 2002, locale: 'en_US', language_key: 1, status_key: 5 });
    expect(self.data).not.toHaveProperty('password_hash');
    expect(self.data).not.toHaveProperty('password_salt');
    const owner = await call<User>(t.base, `/v1/user/${PERSONA_IDS.advertiser.userId}`, { token: t.analyst });
    expect(owner.data.email).toBe('advertiser@demo.test');
  });

  it('answers users of other spaces to non-admins as unknown ids (6)', async () => {
    expect((await call(t.base, `/v1/user/${PERSONA_IDS.advertiser.userId}`, { token: t.advertiser })).type.code).toBe(0);
    expect((await call(t.base, `/v1/user/${PERSONA_IDS.admin.userId}`, { token: t.advertiser })).type).toEqual({ code: 6, message: 'User not found' });
    const admins = await call<User>(t.base, `/v1/user/${NO_PAYMENT_ACCOUNT.ownerUserId}`, { token: t.admin });
    expect(admins.data.email).toBe(NO_PAYMENT_ACCOUNT.ownerEmail);
    const unknown = await call(t.base, '/v1/user/987654', { token: t.admin });
    expect(unknown.status).toBe(404);
    expect(unknown.type).toEqual({ code: 6, message: 'User not found' });
  });
});
