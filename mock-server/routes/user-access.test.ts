import { describe, expect, it } from 'vitest';
import { PROFILE_MESSAGES, PROFILE_PATHS, type Permission, type User } from '../../src/api/contract';
import { PERSONAS } from '../personas';
import { NO_PAYMENT_ACCOUNT, PERSONA_IDS } from '../seed/facts';
import { call, login, signedInMock } from '../test-support';

const t = signedInMock();
const { advertiser: ADVERTISER, analyst: ANALYST } = PERSONA_IDS;
const access = (token: string, json: unknown) => call<User>(t.base, PROFILE_PATHS.access, { method: 'PUT', token, json });
const analystPermissions = async () => (await call<User>(t.base, `/v1/user/${ANALYST.userId}`, { token: t.advertiser })).data.permissions;
/**
 * The positive control of a refusal: `token` sets the analyst's permissions to those they hold (a
 * grant within everyone's own, to a sub-user who is not the caller), accepted, so the refusal that
 * follows is its input's doing and never the token or the route.
 */
const expectAccessTaken = async (token: string): Promise<void> => {
  expect((await access(token, { user_id: ANALYST.userId, permissions: await analystPermissions() })).type.code).toBe(0);
};

describe('PUT /v1/user/access', () => {
  it("lets an owner change a sub-user's permissions within their own, effective at the sub-user's next sign-in", async () => {
    const next: Permission[] = [...PERSONAS.analyst.permissions, 'PAGE_TELCO'];
    const saved = await access(t.advertiser, { user_id: ANALYST.userId, permissions: next });
    expect(saved.type.code).toBe(0);
    expect(saved.data.permissions).toEqual(expect.arrayContaining(next));
    const { data } = await login(t.base, PERSONAS.analyst.email, PERSONAS.analyst.password);
    const answered = await call<Permission[]>(t.base, '/v1/user/permissions', { token: data.access_token });
    expect([...answered.data].sort()).toEqual([...next].sort());
  });

  it('refuses a user editing their own permissions, even an administrator', async () => {
    for (const token of [t.advertiser, t.admin]) await expectAccessTaken(token);
    expect((await access(t.advertiser, { user_id: ADVERTISER.userId, permissions: [...PERSONAS.advertiser.permissions] })).type).toEqual({ code: 3, message: 'Illegal action' });
    expect((await access(t.admin, { user_id: PERSONA_IDS.admin.userId, permissions: [] })).type.code).toBe(3);
  });

  it("refuses a grant beyond the granter's own permissions, and taking away one they lack", async () => {
    await expectAccessTaken(t.advertiser);
    const before = await analystPermissions();
    expect((await access(t.advertiser, { user_id: ANALYST.userId, permissions: [...before, 'CAMPAIGN_ADMINISTRATION'] })).type.code).toBe(3);
    expect((await access(t.advertiser, { user_id: ANALYST.userId, permissions: [...before, 'ROUTE_ADMINISTRATION'] })).type.code).toBe(3);
    expect(await analystPermissions()).toEqual(before);
  });

  it('refuses unknown permissions and a list that is not one', async () => {
    await expectAccessTaken(t.advertiser);
    const answer = { errors: { permissions: PROFILE_MESSAGES.permissions } };
    expect((await access(t.advertiser, { user_id: ANALYST.userId, permissions: ['PAGE_REPORTS', 'PAGE_EVERYTHING'] })).data).toEqual(answer);
    expect((await access(t.advertiser, { user_id: ANALYST.userId, permissions: 'PAGE_REPORTS' })).data).toEqual(answer);
    expect((await access(t.advertiser, { user_id: ANALYST.userId, permissions: Array.from({ length: 1000 }, () => 'PAGE_REPORTS') })).data).toEqual(answer);
    expect((await access(t.advertiser, { permissions: [] })).data).toEqual({ errors: { user_id: 'Field is required.' } });
  });

  it("answers another space's user to a non-administrator as unknown (6), and refuses a caller without PAGE_SETTINGS", async () => {
    await expectAccessTaken(t.advertiser);
    expect((await access(t.advertiser, { user_id: NO_PAYMENT_ACCOUNT.ownerUserId, permissions: ['PAGE_REPORTS'] })).type.code).toBe(6);
    expect((await access(t.analyst, { user_id: ADVERTISER.userId, permissions: ['PAGE_REPORTS'] })).type.code).toBe(3);
  });

  it("lets an administrator change any other user's permissions", async () => {
    const saved = await access(t.admin, { user_id: NO_PAYMENT_ACCOUNT.ownerUserId, permissions: ['PAGE_PROFILE', 'PAGE_REPORTS', 'PAGE_PROFILE'] });
    expect(saved.data.permissions).toEqual(['PAGE_PROFILE', 'PAGE_REPORTS']);
  });

  it("refuses a sub-user with PAGE_SETTINGS changing their space owner's permissions", async () => {
    const granted = await access(t.admin, { user_id: ANALYST.userId, permissions: [...PERSONAS.analyst.permissions, 'PAGE_SETTINGS'] });
    expect(granted.type.code).toBe(0);
    // A second sub-user of the space: the analyst takes PAGE_REPORTS from them, accepted, so the
    // refusal below is the owner's and never the analyst's token or grant.
    const colleague = { id: 900_300, email: 'colleague@demo.test' };
    t.mock.store.mutate((db) => {
      const analyst = db.users.find((u) => u.id === ANALYST.userId);
      if (!analyst) throw new Error('no analyst');
      db.users.push({ ...structuredClone(analyst), ...colleague, permissions: [...PERSONAS.analyst.permissions] });
    });
    const withoutReports = PERSONAS.analyst.permissions.filter((p) => p !== 'PAGE_REPORTS');
    expect((await access(t.analyst, { user_id: colleague.id, permissions: withoutReports })).type.code).toBe(0);
    t.mock.store.mutate((db) => {
      db.users = db.users.filter((u) => u.id !== colleague.id);
    });
    const owner = PERSONAS.advertiser.permissions.filter((p) => p !== 'PAGE_REPORTS');
    expect((await access(t.analyst, { user_id: ADVERTISER.userId, permissions: owner })).type.code).toBe(3);
    expect((await call<User>(t.base, `/v1/user/${ADVERTISER.userId}`, { token: t.advertiser })).data.permissions).toContain('PAGE_REPORTS');
  });
});
