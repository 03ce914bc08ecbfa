import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CampaignListRequest, CampaignListRow, Page } from '../../src/api/contract';
import { NO_PAYMENT_ACCOUNT, PERSONA_IDS } from '../seed/facts';
import { call, startTestServer, tokenOf, type TestServer } from '../test-support';

let t: TestServer;
let advertiser: string;
let admin: string;
let analyst: string;
const SPACE = PERSONA_IDS.advertiser.spaceId;

beforeAll(async () => {
  t = await startTestServer();
  [advertiser, admin, analyst] = await Promise.all([tokenOf(t.base, 'advertiser'), tokenOf(t.base, 'admin'), tokenOf(t.base, 'analyst')]);
});
afterAll(() => t.close());

const BASE: CampaignListRequest = { from_date: '2026-10-01', to_date: '2026-11-01', page: 1, pageSize: 10, space_id: SPACE };
const list = (body: Partial<CampaignListRequest> | Record<string, unknown>, token = advertiser) =>
  call<Page<CampaignListRow>>(t.base, '/v1/campaign/list/v2', { token, json: { ...BASE, ...body } });

describe('POST /v1/campaign/list/v2', () => {
  it('pages one-based, ordered by name ascending by default', async () => {
    const first = await list({});
    expect(first.data.total_size).toBe(30);
    expect(first.data.data).toHaveLength(10);
    const all = await list({ pageSize: 100 });
    const names = all.data.data.map((r) => r.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' })));
    const third = await list({ page: 3 });
    expect(third.data.data.map((r) => r.id)).toEqual(all.data.data.slice(20, 30).map((r) => r.id));
    expect((await list({ page: 4 })).data).toEqual({ data: [], total_size: 30 });
  });

  it('filters by name (case-insensitive contains) and by status', async () => {
    const lagos = await list({ name: 'LAGOS', pageSize: 25 });
    expect(lagos.data.total_size).toBe(3);
    expect(lagos.data.data.every((r) => r.name.includes('Lagos'))).toBe(true);
    const running = await list({ status_filter: [3, 31], pageSize: 25 });
    expect(running.data.data.length).toBeGreaterThan(0);
    expect(running.data.data.every((r) => r.status_key === 3 || r.status_key === 31)).toBe(true);
    expect((await list({ status_filter: [50] })).data.total_size).toBe(30);
    expect((await list({ status_filter: [] })).data.total_size).toBe(30);
  });

  it('sorts by metrics and stored fields in both directions', async () => {
    const byImpressions = (await list({ sort_by_field: 'impressions', order_asc: false, pageSize: 100 })).data.data;
    const values = byImpressions.map((r) => r.impressions);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    expect(values[0]).toBeGreaterThan(0);
    const byStatus = (await list({ order_field: 'status_key', order_asc: true, pageSize: 100 })).data.data.map((r) => r.status_key);
    expect(byStatus).toEqual([...byStatus].sort((a, b) => a - b));
    const bySpend = (await list({ sort_by_field: 'spent', order_asc: true, pageSize: 5, page: 6 })).data.data.map((r) => r.spent);
    expect(bySpend).toEqual([...bySpend].sort((a, b) => a - b));
    expect((await list({ sort_by_field: 'nonsense' })).data).toEqual({ errors: { sort_by_field: expect.any(String) } });
  });

  it('computes row figures for the range, with consistent ratios', async () => {
    const rows = (await list({ status_filter: [3], pageSize: 25 })).data.data;
    const row = rows.find((r) => r.impressions > 0);
    if (!row) throw new Error('no delivering row');
    expect(row.cpm).toBeCloseTo((row.spent / row.impressions) * 1000, 1);
    expect(row.ctr).toBeCloseTo((row.clicks / row.impressions) * 100, 1);
    expect(row.ctr).toBeGreaterThanOrEqual(0.1);
    expect(row.ctr).toBeLessThanOrEqual(3);
    const drafts = (await list({ status_filter: [0], pageSize: 25 })).data.data;
    expect(drafts.every((r) => r.impressions === 0 && r.spent === 0)).toBe(true);
    const empty = (await list({ from_date: '2026-10-01', to_date: '2026-10-01', status_filter: [3] })).data.data;
    expect(empty.every((r) => r.impressions === 0)).toBe(true);
  });

  it('keeps non-admins to their own space, lets the analyst list it and the admin list any', async () => {
    const foreign = await list({ space_id: NO_PAYMENT_ACCOUNT.spaceId });
    expect(foreign.status).toBe(403);
    expect(foreign.type.code).toBe(3);
    expect((await list({}, analyst)).data.total_size).toBe(30);
    const other = await list({ space_id: NO_PAYMENT_ACCOUNT.spaceId }, admin);
    expect(other.data.data.every((r) => r.space_id === NO_PAYMENT_ACCOUNT.spaceId)).toBe(true);
  });

  it('answers the catalogue codes for a missing space, bad dates, unknown statuses and bad paging', async () => {
    const noSpace = await call(t.base, '/v1/campaign/list/v2', { token: advertiser, json: { page: 1, pageSize: 10 } });
    expect(noSpace.type).toEqual({ code: 20, message: 'JWT space id not specified' });
    expect((await list({ from_date: '01/10/2026' })).type.code).toBe(11);
    expect((await list({ status_filter: [99] })).type.code).toBe(133);
    expect((await list({ page: 0, pageSize: 1000 })).data).toEqual({ errors: { page: expect.any(String), pageSize: expect.any(String) } });
    expect((await list({ space_id: 999_999 }, admin)).type.code).toBe(110);
  });
});
