import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUS, type CampaignRecord, type CampaignRevision, type Page } from '../../src/api/contract';
import { call, signedInMock } from '../test-support';
import { createCampaign, foreignCampaign, getCampaign, inputOf, ownCampaign, publishCampaign, saveCampaign } from './campaign-test-support';
import { expectEvery } from '../../src/test/expectations';

/** The change log: GET /v1/campaign/revision/count/{id} and /revision/snapshot/{id}. */
const t = signedInMock();

const count = (token: string, id: number) => call<number>(t.base, `/v1/campaign/revision/count/${id}`, { token });
const page = (token: string, id: number, query = '') => call<Page<CampaignRevision>>(t.base, `/v1/campaign/revision/snapshot/${id}${query}`, { token });

describe('every accepted change is in the log', () => {
  it('records create, update, publish, owner update, approve, pause and archive, newest first, with their authors', async () => {
    const created = await createCampaign(t.base, t.advertiser);
    const updated = (await saveCampaign(t.base, t.advertiser, inputOf(created, { budget: 222, attribution: [{ name: 'a', value: 'b' }] }))).data;
    const published = (await publishCampaign(t.base, t.advertiser, inputOf(updated))).data;
    await call(t.base, `/v1/campaign/admin/${created.id}`, { token: t.admin, json: { margin: 15 } });
    await call(t.base, '/v1/campaign/moderation/approve', {
      token: t.admin,
      json: { campaign_id: created.id, category_keys: [], exchange_id: [1], traffic_sources: [], moderation_start_at: published.moderation_start_at },
    });
    await call(t.base, '/v1/campaign/pause', { token: t.advertiser, text: String(created.id) });
    await call(t.base, '/v1/campaign/archive/toggle', { token: t.admin, text: String(created.id) });

    expect((await count(t.admin, created.id)).data).toBe(7);
    const log = (await page(t.admin, created.id)).data;
    expect(log.total_size).toBe(7);
    const steps = log.data.map((r) => [r.author, r.state_difference.map((d) => d.path).sort()]);
    expect(steps).toEqual([
      [{ email: 'admin@demo.test' }, ['status_key']],
      [{ email: 'advertiser@demo.test' }, ['status_key']],
      // The approval reviews the banner too (its decision, so the creative status).
      [{ email: 'admin@demo.test' }, ['creative_status', 'owner.exchange_id', 'status_key', 'visuals.banners']],
      [{ email: 'admin@demo.test' }, ['owner.margin']],
      [{ email: 'advertiser@demo.test' }, ['moderation_start_at', 'status_key']],
      [{ email: 'advertiser@demo.test' }, ['attribution', 'budget']],
      [{ email: 'advertiser@demo.test' }, expect.arrayContaining(['name', 'country', 'budget', 'id', 'status_key'])],
    ]);
    const [archive, , , , , update, creation] = log.data;
    expect(archive?.state_difference).toEqual([{ path: 'status_key', value: CAMPAIGN_STATUS.archived }]);
    // Lists are one value, the whole new list; states hold the changed top-level fields only.
    expect(update?.state_difference).toEqual(expect.arrayContaining([{ path: 'attribution', value: [{ name: 'a', value: 'b' }] }, { path: 'budget', value: 222 }]));
    expect(update?.previous_state).toEqual({ budget: created.budget, attribution: [] });
    expect(update?.current_state).toEqual({ budget: 222, attribution: [{ name: 'a', value: 'b' }] });
    expect(creation?.previous_state).toEqual({});
    expect(creation?.current_state).toMatchObject({ id: created.id, name: created.name, status_key: 0 });
    expect(Date.parse(archive?.commit_date ?? '')).toBeGreaterThanOrEqual(Date.parse(creation?.commit_date ?? ''));
    expectEvery(log.data, (r) => r.campaign_id === created.id);
    expect((await getCampaign(t.base, t.admin, created.id)).data.version).toBe(7);
  });

  it('records nothing for a save that changes nothing', async () => {
    const created = await createCampaign(t.base, t.advertiser);
    await saveCampaign(t.base, t.advertiser, inputOf(created));
    expect((await count(t.advertiser, created.id)).data).toBe(1);
  });
});

describe('who sees what', () => {
  it('hides owner fields from advertisers, and entries that changed only them', async () => {
    const created = await createCampaign(t.base, t.advertiser);
    await call(t.base, `/v1/campaign/admin/${created.id}`, { token: t.admin, json: { margin: 20 } });
    expect((await count(t.admin, created.id)).data).toBe(2);
    expect((await count(t.advertiser, created.id)).data).toBe(1);
    const seen = (await page(t.advertiser, created.id)).data;
    expect(seen.total_size).toBe(1);
    expect(JSON.stringify(seen.data)).not.toContain('"owner');
  });

  it('needs CAMPAIGN_CHANGE_LOG (code 3) and a campaign the caller may see', async () => {
    const created = await createCampaign(t.base, t.advertiser);
    // The advertiser (CAMPAIGN_CHANGE_LOG) reads the count and the log of an own campaign.
    expect((await count(t.advertiser, created.id)).type.code).toBe(0);
    expect((await page(t.advertiser, created.id)).type.code).toBe(0);
    expect((await count(t.analyst, created.id)).type.code).toBe(3);
    expect((await page(t.analyst, created.id)).type.code).toBe(3);
    expect((await count(t.advertiser, 9_999_999)).type.code).toBe(130);
    expect((await page(t.advertiser, foreignCampaign(t.mock).id)).type.code).toBe(3);
  });
});

describe('paging', () => {
  it('pages one-based, newest first, with the total', async () => {
    const created: CampaignRecord = await createCampaign(t.base, t.advertiser);
    let current = created;
    for (const budget of [101, 102, 103, 104]) current = (await saveCampaign(t.base, t.advertiser, inputOf(current, { budget }))).data;
    const first = (await page(t.advertiser, created.id, '?page-num=1&page-size=2')).data;
    const third = (await page(t.advertiser, created.id, '?page-num=3&page-size=2')).data;
    expect(first.total_size).toBe(5);
    expect(first.data.map((r) => r.current_state.budget)).toEqual([104, 103]);
    expect(third.data).toHaveLength(1);
    expect(third.data[0]?.previous_state).toEqual({});
    expect((await page(t.advertiser, created.id, '?page-num=9&page-size=2')).data.data).toEqual([]);
    // The default page is 25 entries.
    expect((await page(t.advertiser, created.id)).data.data).toHaveLength(5);
  });

  it('refuses page numbers and sizes that are not whole numbers in range (code 2)', async () => {
    const created = await createCampaign(t.base, t.advertiser);
    expect((await page(t.advertiser, created.id, '?page-num=1&page-size=100')).type.code).toBe(0);
    const bad = await page(t.advertiser, created.id, '?page-num=0&page-size=500');
    expect(bad.type.code).toBe(2);
    expect(bad.data).toEqual({ errors: { 'page-num': 'Must be a page number from 1.', 'page-size': 'Must be a page size from 1 to 100.' } });
    expect((await page(t.advertiser, created.id, '?page-num=1e2')).data).toEqual({ errors: { 'page-num': 'Must be a page number from 1.' } });
  });
});

describe('the seeded log', () => {
  it('gives the demo advertiser’s campaigns a history to show', async () => {
    const running = ownCampaign(t.mock, CAMPAIGN_STATUS.running);
    const log = (await page(t.advertiser, running.id)).data;
    expect(log.total_size).toBeGreaterThanOrEqual(4);
    expect(log.data.at(-1)?.previous_state).toEqual({});
  });
});
