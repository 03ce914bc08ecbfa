import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN_SEARCH_LIMIT, type AdminSearchResponse, type SearchItem } from '../../src/api/contract';
import { NO_PAYMENT_ACCOUNT, PERSONA_IDS, WHITELABELS, XSS_PROBE } from '../seed/facts';
import { call, startTestServer, tokenOf, type TestServer } from '../test-support';
import { expectEvery } from '../../src/test/expectations';

let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer();
  admin = await tokenOf(t.base, 'admin');
});
afterAll(() => t.close());

/** The dsp white-label's accounts (their owner's whitelabel_id), the seeded administrator's. */
const dspSpaces = (): Set<number> => {
  const state = t.mock.store.state();
  const owners = new Map(state.users.map((u) => [u.id, u.whitelabel_id]));
  return new Set(state.spaces.filter((s) => owners.get(s.owner_user_id) === WHITELABELS.dsp.id).map((s) => s.id));
};

const search = async (name: string) =>
  (await call<AdminSearchResponse>(t.base, '/v1/whitelabel/search', { token: admin, json: { name } })).data;

describe('POST /v1/whitelabel/search', () => {
  it("lists accounts then campaigns with no query, the admin's own account first", async () => {
    const result = await search('');
    expect(result.accounts[0]).toMatchObject({ type_key: 2, space_id: PERSONA_IDS.admin.spaceId, campaign_id: null });
    // The dsp white-label's accounts: the seed's ng accounts are another administrator's.
    const dsp = dspSpaces();
    expect(result.accounts).toHaveLength(Math.min(ADMIN_SEARCH_LIMIT, dsp.size));
    expect(result.campaigns).toHaveLength(ADMIN_SEARCH_LIMIT);
    expect(result.all).toEqual([...result.accounts, ...result.campaigns]);
    const campaigns = t.mock.store.state().campaigns.filter((c) => dsp.has(c.space_id)).length;
    expect(result).toMatchObject({ accounts_total_size: dsp.size, campaigns_total_size: campaigns, all_total_size: dsp.size + campaigns });
    expect(dsp.size).toBeGreaterThan(15);
    expectEvery(result.campaigns, (c: SearchItem) => c.type_key === 1 && c.campaign_id !== null);
  });

  it('counts campaigns and registrants waiting for moderation across the white-label', async () => {
    const state = t.mock.store.state();
    const result = await search('');
    const dsp = dspSpaces();
    expect(result.campaigns_in_moderation_count).toBe(state.campaigns.filter((c) => c.status_key === 1 && dsp.has(c.space_id)).length);
    expect(result.campaigns_in_moderation_count).toBeGreaterThanOrEqual(3);
    expect(result.registrants_in_moderation_count).toBe(3);
  });

  it('matches account and campaign names case-insensitively', async () => {
    const harbor = await search('HARBOR lane');
    expect(harbor.accounts.map((a) => a.space_id)).toEqual([NO_PAYMENT_ACCOUNT.spaceId]);
    const lagos = await search('lagos');
    expect(lagos.campaigns.length).toBeGreaterThan(0);
    expectEvery(lagos.campaigns, (c) => c.campaign_name?.toLowerCase().includes('lagos') === true);
    const probe = await search('onerror');
    expect(probe.accounts.map((a) => a.space_name)).toEqual([XSS_PROBE]);
    expect(probe.campaigns.map((c) => c.campaign_name)).toEqual([XSS_PROBE]);
    const none = await search('zzz-no-such-thing');
    expect(none).toMatchObject({ accounts: [], campaigns: [], all: [], all_total_size: 0 });
  });
});

describe('POST /v1/whitelabel/account-search', () => {
  it('answers matching accounts only', async () => {
    const result = await call<SearchItem[]>(t.base, '/v1/whitelabel/account-search', { token: admin, json: { name: 'demo' } });
    expect(result.data.map((a) => a.space_id)).toEqual([PERSONA_IDS.admin.spaceId, PERSONA_IDS.advertiser.spaceId]);
    expectEvery(result.data, (a) => a.type_key === 2);
  });
});
