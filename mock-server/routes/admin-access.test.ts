import { describe, expect, it } from 'vitest';
import {
  ADMIN_ACCOUNT_PATHS,
  ADMIN_CAMPAIGN_PATHS,
  ADMIN_MODERATION_PATHS,
  accountSwitchPath,
  spaceUsersPath,
  type AdminAccountRow,
  type AdminAccountTotals,
  type AdminCampaign,
  type AdminPage,
  type AdminSearchResponse,
  type LegalEntityRow,
  type ModerationAccountRow,
  type ModerationCampaignRow,
  type SearchItem,
} from '../../src/api/contract';
import { NG_ADMIN, NO_PAYMENT_ACCOUNT, PERSONA_IDS } from '../seed/facts';
import { call, login, signedInMock } from '../test-support';
import { expectEvery } from '../../src/test/expectations';

/** Every administration call refuses the advertiser and the analyst; each white-label sees only its own. */
const t = signedInMock();

const WIDE = { from_date: '2020-01-01', to_date: '2029-12-31' };

interface AdminCall {
  method: string;
  path: string;
  json?: unknown;
}

/**
 * Every administration call, with a body the administrator's same call is accepted with. Made per
 * persona's run: the account created has an email of its own each time, and the moderation start is
 * after the legal save of the run before.
 */
const adminCalls = (run: 'advertiser' | 'analyst'): AdminCall[] => [
  { method: 'POST', path: ADMIN_ACCOUNT_PATHS.totals, json: {} },
  { method: 'POST', path: ADMIN_ACCOUNT_PATHS.list, json: {} },
  { method: 'POST', path: ADMIN_ACCOUNT_PATHS.excel, json: {} },
  {
    method: 'POST',
    path: ADMIN_ACCOUNT_PATHS.create,
    json: {
      companyName: 'Lagoon Outdoor',
      country: 'NG',
      firstName: 'Chioma',
      lastName: 'Obi',
      phone: '+234 803 555 0199',
      email: `chioma.obi+${run}@lagoon.example`,
      type: 'agency',
      source: 'referred',
      whitelabelId: 'ng',
    },
  },
  { method: 'GET', path: `${ADMIN_ACCOUNT_PATHS.audit}?space_id=${PERSONA_IDS.advertiser.spaceId}` },
  { method: 'POST', path: ADMIN_MODERATION_PATHS.campaigns, json: {} },
  { method: 'POST', path: ADMIN_MODERATION_PATHS.registrations, json: {} },
  { method: 'POST', path: ADMIN_MODERATION_PATHS.list, json: {} },
  { method: 'POST', path: ADMIN_MODERATION_PATHS.legalUsers, json: {} },
  { method: 'GET', path: `${ADMIN_MODERATION_PATHS.user}/301` },
  { method: 'POST', path: ADMIN_MODERATION_PATHS.approve, json: { user_id: 301 } },
  { method: 'POST', path: ADMIN_MODERATION_PATHS.resend, json: { email: 'nora.lindqvist@northwind.example' } },
  { method: 'PUT', path: ADMIN_MODERATION_PATHS.legal, json: { user_id: PERSONA_IDS.advertiser.userId, legal_entity_name: 'X', moderation_start_at: new Date().toISOString() } },
  { method: 'POST', path: ADMIN_CAMPAIGN_PATHS.list, json: {} },
  { method: 'POST', path: `${ADMIN_CAMPAIGN_PATHS.report}/1000001`, json: {} },
  { method: 'GET', path: `${ADMIN_CAMPAIGN_PATHS.details}/1000001` },
  { method: 'POST', path: `${ADMIN_CAMPAIGN_PATHS.details}/1000001`, json: { phase: 'Learning' } },
  { method: 'PUT', path: ADMIN_CAMPAIGN_PATHS.comment(1000001), json: { day: '2026-11-01', comment: 'x' } },
  { method: 'POST', path: ADMIN_CAMPAIGN_PATHS.export, json: {} },
];

/** The administrator's answer to a call: its HTTP status and its code (0 for a file: the exports answer one). */
const adminAnswer = async ({ method, path, json }: AdminCall): Promise<{ status: number; code: number }> => {
  const response = await fetch(`${t.base}${path}`, {
    method,
    headers: { Authorization: `Bearer ${t.admin}`, ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  if (!(response.headers.get('content-type') ?? '').includes('application/json')) {
    await response.arrayBuffer();
    return { status: response.status, code: 0 };
  }
  return { status: response.status, code: ((await response.json()) as { type: { code: number } }).type.code };
};

describe('administration calls', () => {
  it.each(['advertiser', 'analyst'] as const)('refuses the %s on every call with code 3 (HTTP 403)', async (persona) => {
    for (const adminCall of adminCalls(persona)) {
      const { method, path, json } = adminCall;
      // The administrator's same call is accepted, so the refusal is the persona's doing.
      expect({ path, method, ...(await adminAnswer(adminCall)) }).toEqual({ path, method, status: 200, code: 0 });
      const answer = await call(t.base, path, { method, token: t[persona], json });
      expect({ path, method, status: answer.status, code: answer.type.code }).toEqual({ path, method, status: 403, code: 3 });
    }
  });

  it('asks for a signed-in caller', async () => {
    expect((await call(t.base, ADMIN_ACCOUNT_PATHS.totals, { token: t.admin, json: {} })).type.code).toBe(0);
    const answer = await call(t.base, ADMIN_ACCOUNT_PATHS.totals, { json: {} });
    expect(answer.status).toBe(401);
  });
});

describe('white-label isolation', () => {
  const ngToken = async (): Promise<string> => {
    const signedIn = await login(t.base, NG_ADMIN.email, NG_ADMIN.password);
    expect(signedIn.type.code).toBe(0);
    return signedIn.data.access_token;
  };
  /** The ng administrator's own account: the first ng account. */
  const ngHome = (): { id: number; name: string } => {
    const state = t.mock.store.state();
    const admin = state.users.find((u) => u.id === NG_ADMIN.userId);
    const space = state.spaces.find((s) => s.id === admin?.space_id);
    if (!space) throw new Error('the ng administrator has an account');
    return space;
  };
  /** Every account of a listing (all pages). */
  const allAccounts = async (token: string): Promise<AdminAccountRow[]> => {
    const rows: AdminAccountRow[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await call<AdminPage<AdminAccountRow>>(t.base, ADMIN_ACCOUNT_PATHS.list, { token, json: { ...WIDE, page } });
      rows.push(...answer.data.data);
      if (rows.length >= answer.data.total_size || answer.data.data.length === 0) return rows;
    }
  };

  it('lists, counts and exports only the caller white-label accounts', async () => {
    const ng = await ngToken();
    const dspRows = await allAccounts(t.admin);
    const ngRows = await allAccounts(ng);
    expect(ngRows.length).toBeGreaterThan(0);
    expect(dspRows.map((r) => r.id)).toContain(PERSONA_IDS.advertiser.spaceId);
    expect(ngRows.map((r) => r.id)).toContain(ngHome().id);
    expect(ngRows.map((r) => r.id)).not.toContain(PERSONA_IDS.advertiser.spaceId);
    expect(ngRows.map((r) => r.id)).not.toContain(NO_PAYMENT_ACCOUNT.spaceId);
    const ngIds = new Set(ngRows.map((r) => r.id));
    expect(dspRows.filter((r) => ngIds.has(r.id))).toEqual([]);
    expectEvery(ngRows, (r) => r.currency === 'NGN');

    const ngTotals = await call<AdminAccountTotals>(t.base, ADMIN_ACCOUNT_PATHS.totals, { token: ng, json: {} });
    const dspTotals = await call<AdminAccountTotals>(t.base, ADMIN_ACCOUNT_PATHS.totals, { token: t.admin, json: {} });
    // Every account has its owner; the ng administrator is a member of the first ng account, and the
    // advertiser's account has the analyst too.
    expect(ngTotals.data.users).toBe(ngRows.length + 1);
    expect(dspTotals.data.users).toBeGreaterThan(dspRows.length);

    const file = await fetch(`${t.base}${ADMIN_ACCOUNT_PATHS.excel}`, { method: 'POST', headers: { Authorization: `Bearer ${ng}`, 'Content-Type': 'application/json' }, body: JSON.stringify(WIDE) });
    const { unzipSync, strFromU8 } = await import('fflate');
    const files = unzipSync(new Uint8Array(await file.arrayBuffer()));
    const xml = Object.entries(files).filter(([name]) => name.startsWith('xl/')).map(([, bytes]) => strFromU8(bytes)).join('\n');
    expect(xml).not.toContain(PERSONA_IDS.advertiser.spaceName);
    expect(xml).toContain(ngHome().name);
  });

  it('lists only the caller white-label campaigns and refuses the others by id', async () => {
    const ng = await ngToken();
    const ngSpaces = new Set((await allAccounts(ng)).map((r) => r.id));
    const campaigns = await call<AdminPage<AdminCampaign>>(t.base, ADMIN_CAMPAIGN_PATHS.list, { token: ng, json: { pageSize: 30 } });
    expect(campaigns.data.total_size).toBeGreaterThan(0);
    expectEvery(campaigns.data.data, (c) => ngSpaces.has(c.space_id));
    const dspCampaigns = await call<AdminPage<AdminCampaign>>(t.base, ADMIN_CAMPAIGN_PATHS.list, { token: t.admin, json: { space_id: PERSONA_IDS.advertiser.spaceId, pageSize: 20 } });
    const dspCampaign = dspCampaigns.data.data[0];
    if (!dspCampaign) throw new Error('the advertiser has campaigns in the seed');
    // The dsp administrator's same calls on that campaign are accepted, so each refusal below is the white-label's doing.
    expect((await call(t.base, `${ADMIN_CAMPAIGN_PATHS.details}/${dspCampaign.id}`, { token: t.admin })).type.code).toBe(0);
    for (const answer of [
      await call(t.base, `${ADMIN_CAMPAIGN_PATHS.report}/${dspCampaign.id}`, { token: t.admin, json: {} }),
      await call(t.base, `${ADMIN_CAMPAIGN_PATHS.details}/${dspCampaign.id}`, { token: t.admin, json: { phase: 'Learning' } }),
      await call(t.base, ADMIN_CAMPAIGN_PATHS.comment(dspCampaign.id), { method: 'PUT', token: t.admin, json: { day: '2026-11-01', comment: 'x' } }),
    ]) {
      expect(answer.type.code).toBe(0);
    }
    expect(dspCampaigns.data.total_size).toBeGreaterThan(0);
    // The details path is also the editor's owner fields (spec 2): another white-label's campaign is
    // unknown there too (caller-reach.ts), as a made-up id.
    const details = await call<Record<string, unknown>>(t.base, `${ADMIN_CAMPAIGN_PATHS.details}/${dspCampaign.id}`, { token: ng });
    expect(details.type.code).toBe(130);
    expect(details.data).toBeNull();
    for (const answer of [
      await call(t.base, `${ADMIN_CAMPAIGN_PATHS.report}/${dspCampaign.id}`, { token: ng, json: {} }),
      await call(t.base, `${ADMIN_CAMPAIGN_PATHS.details}/${dspCampaign.id}`, { token: ng, json: { phase: 'Learning' } }),
      await call(t.base, ADMIN_CAMPAIGN_PATHS.comment(dspCampaign.id), { method: 'PUT', token: ng, json: { day: '2026-11-01', comment: 'x' } }),
    ]) {
      expect(answer.type.code).toBe(130);
    }
    const bySpace = await call<AdminPage<AdminCampaign>>(t.base, ADMIN_CAMPAIGN_PATHS.list, { token: ng, json: { space_id: PERSONA_IDS.advertiser.spaceId } });
    expect(bySpace.data.total_size).toBe(0);
  });

  it('searches, switches into and reads the users of the caller white-label accounts only', async () => {
    const ng = await ngToken();
    const found = await call<AdminSearchResponse>(t.base, '/v1/whitelabel/search', { token: ng, json: { name: '' } });
    const ngSpaces = new Set((await allAccounts(ng)).map((r) => r.id));
    expect(found.data.accounts.length).toBeGreaterThan(0);
    expectEvery(found.data.accounts, (a) => ngSpaces.has(a.space_id));
    expectEvery(found.data.campaigns, (c) => ngSpaces.has(c.space_id));
    expect(found.data.accounts_total_size).toBe(ngSpaces.size);
    const named = await call<AdminSearchResponse>(t.base, '/v1/whitelabel/search', { token: ng, json: { name: 'Demo Advertiser' } });
    expect(named.data.all_total_size).toBe(0);
    const picked = await call<SearchItem[]>(t.base, '/v1/whitelabel/account-search', { token: ng, json: { name: 'Demo' } });
    expect(picked.data).toEqual([]);
    // Each administrator reaches the same calls in its own white-label.
    expect((await call(t.base, accountSwitchPath(PERSONA_IDS.advertiser.spaceId), { token: t.admin, json: {} })).type.code).toBe(0);
    expect((await call(t.base, `/v1/user/${PERSONA_IDS.advertiser.userId}`, { token: t.admin })).type.code).toBe(0);
    expect((await call(t.base, spaceUsersPath(PERSONA_IDS.advertiser.spaceId), { token: t.admin })).type.code).toBe(0);
    expect((await call(t.base, accountSwitchPath(ngHome().id), { token: ng, json: {} })).type.code).toBe(0);
    expect((await call(t.base, `/v1/user/${NG_ADMIN.userId}`, { token: ng })).type.code).toBe(0);
    // The switch, the account and its users are out of reach: unknown, as made-up ids are (110, 6).
    expect((await call(t.base, accountSwitchPath(PERSONA_IDS.advertiser.spaceId), { token: ng, json: {} })).type.code).toBe(110);
    expect((await call(t.base, `/v1/user/${PERSONA_IDS.advertiser.userId}`, { token: ng })).type.code).toBe(6);
    expect((await call(t.base, spaceUsersPath(PERSONA_IDS.advertiser.spaceId), { token: ng })).type.code).toBe(110);
    // The dsp administrator is as far from the ng accounts.
    const ngHomeId = ngHome().id;
    expect((await call(t.base, accountSwitchPath(ngHomeId), { token: t.admin, json: {} })).type.code).toBe(110);
    expect((await call(t.base, `/v1/user/${NG_ADMIN.userId}`, { token: t.admin })).type.code).toBe(6);
    // Its own white-label's accounts it reaches.
    const own = await call<{ id: number }>(t.base, accountSwitchPath(ngHomeId), { token: ng, json: {} });
    expect(own.type.code).toBe(0);
  });

  it('moderates only the caller white-label sign-ups, campaigns and users', async () => {
    const ng = await ngToken();
    const ngSpaces = new Set((await allAccounts(ng)).map((r) => r.id));
    const signUps = await call<AdminPage<ModerationAccountRow>>(t.base, ADMIN_MODERATION_PATHS.registrations, { token: ng, json: {} });
    // The seed's sign-ups were made under dsp.
    expect(signUps.data.total_size).toBe(0);
    // The dsp administrator's same calls are accepted, so each refusal below is the white-label's doing.
    expect((await call(t.base, ADMIN_MODERATION_PATHS.approve, { token: t.admin, json: { user_id: 301 } })).type.code).toBe(0);
    expect((await call(t.base, `${ADMIN_MODERATION_PATHS.user}/301`, { token: t.admin })).type.code).toBe(0);
    expect((await call(t.base, ADMIN_MODERATION_PATHS.resend, { token: t.admin, json: { email: 'nora.lindqvist@northwind.example' } })).type.code).toBe(0);
    const legalBody = () => ({ user_id: PERSONA_IDS.advertiser.userId, legal_entity_name: 'Taken Over Ltd', moderation_start_at: new Date().toISOString() });
    expect((await call(t.base, ADMIN_MODERATION_PATHS.legal, { method: 'PUT', token: t.admin, json: legalBody() })).type.code).toBe(0);
    expect((await call(t.base, ADMIN_MODERATION_PATHS.approve, { token: ng, json: { user_id: 301 } })).type.code).toBe(161);
    expect((await call(t.base, `${ADMIN_MODERATION_PATHS.user}/301`, { token: ng })).type.code).toBe(161);
    expect((await call(t.base, ADMIN_MODERATION_PATHS.resend, { token: ng, json: { email: 'nora.lindqvist@northwind.example' } })).type.code).toBe(161);
    const legal = await call<AdminPage<LegalEntityRow>>(t.base, ADMIN_MODERATION_PATHS.legalUsers, { token: ng, json: { page: 1 } });
    expect(legal.data.total_size).toBeGreaterThan(0);
    expect(legal.data.data.map((u) => u.email)).not.toContain('advertiser@demo.test');
    const campaigns = await call<AdminPage<ModerationCampaignRow>>(t.base, ADMIN_MODERATION_PATHS.campaigns, { token: ng, json: {} });
    expectEvery(campaigns.data.data, (c) => ngSpaces.has(c.space_id));
    const saved = await call(t.base, ADMIN_MODERATION_PATHS.legal, { method: 'PUT', token: ng, json: legalBody() });
    expect(saved.type.code).toBe(6);
  });
});
