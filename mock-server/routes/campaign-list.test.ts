import { describe, expect, it } from 'vitest';
import type { CampaignListRequest, CampaignListRow, Page } from '../../src/api/contract';
import { NO_PAYMENT_ACCOUNT, PERSONA_IDS } from '../seed/facts';
import { call, signedInMock } from '../test-support';
import { expectEvery } from '../../src/test/expectations';

const t = signedInMock();
const SPACE = PERSONA_IDS.advertiser.spaceId;

const BASE: CampaignListRequest = { from_date: '2026-10-01', to_date: '2026-11-01', page: 1, pageSize: 10, space_id: SPACE };
const list = (body: Partial<CampaignListRequest> | Record<string, unknown>, token = t.advertiser) =>
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
    expectEvery(lagos.data.data, (r) => r.name.includes('Lagos'));
    const running = await list({ status_filter: [3, 31], pageSize: 25 });
    expect(running.data.data.length).toBeGreaterThan(0);
    expectEvery(running.data.data, (r) => r.status_key === 3 || r.status_key === 31);
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

  it('cuts disjoint pages that together follow the full order, for stored and metric sorts', async () => {
    for (const sort of [{}, { sort_by_field: 'spent', order_asc: false }, { sort_by_field: 'status_key' }, { sort_by_field: 'conversions' }]) {
      const [one, two, all] = await Promise.all([
        list({ ...sort, page: 1, pageSize: 5 }),
        list({ ...sort, page: 2, pageSize: 5 }),
        list({ ...sort, page: 1, pageSize: 10 }),
      ]);
      const ids = (page: typeof one) => page.data.data.map((r) => r.id);
      expect(ids(one)).toHaveLength(5);
      expect(ids(two)).toHaveLength(5);
      expect(ids(one).filter((id) => ids(two).includes(id))).toEqual([]);
      expect([...ids(one), ...ids(two)]).toEqual(ids(all));
      expect([one, two, all].map((p) => p.data.total_size)).toEqual([30, 30, 30]);
    }
    expect((await list({ name: 'lagos', pageSize: 2, page: 2 })).data).toMatchObject({ total_size: 3, data: [expect.any(Object)] });
  });

  // Every sortable list column, by its contract name and by the names the app may send.
  const SORTS: [string, (r: CampaignListRow) => number | string | null][] = [
    ['id', (r) => r.id],
    ['name', (r) => r.name],
    ['status_key', (r) => r.status_key],
    ['status', (r) => r.status_key],
    ['impressions', (r) => r.impressions],
    ['clicks', (r) => r.clicks],
    ['spent', (r) => r.spent],
    ['spend', (r) => r.spent],
    ['cpm', (r) => r.cpm],
    ['cpc', (r) => r.cpc],
    ['ctr', (r) => r.ctr],
    ['conversions', (r) => r.conversions],
    ['cpa', (r) => r.report_data.cpa],
    ['report_data.cpa', (r) => r.report_data.cpa],
    ['cvr', (r) => r.report_data.cvr],
    ['report_data.cvr', (r) => r.report_data.cvr],
    ['budget', (r) => r.budget],
    ['campaign_start_at', (r) => r.campaign_start_at],
    ['today_spent', (r) => r.today_spent],
    ['daily_budget_spent', (r) => r.daily_budget_spent],
    ['budget_spent', (r) => r.budget_spent],
  ];
  const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
  /** Expected order: by value (nulls last either way), ties by id ascending. */
  const inOrder = (rows: CampaignListRow[], value: (r: CampaignListRow) => number | string | null, ascending: boolean): boolean =>
    rows.every((row, i) => {
      const next = rows[i + 1];
      if (!next) return true;
      const [a, b] = [value(row), value(next)];
      if (a === null || b === null) return b === null && (a !== null || row.id < next.id);
      const order = typeof a === 'string' && typeof b === 'string' ? collator.compare(a, b) : Number(a) - Number(b);
      const directed = ascending ? order : -order;
      return directed < 0 || (directed === 0 && row.id < next.id);
    });

  it.each(SORTS)('sorts by %s ascending and descending (sort_by_field and order_field)', async (field, value) => {
    const asc = (await list({ sort_by_field: field, order_asc: true, pageSize: 100 })).data.data;
    const desc = (await list({ order_field: field, order_asc: false, pageSize: 100 })).data.data;
    expect(asc).toHaveLength(30);
    expect(inOrder(asc, value, true)).toBe(true);
    expect(inOrder(desc, value, false)).toBe(true);
    const distinct = new Set(asc.map(value)).size;
    if (distinct > 1) expect(asc.map((r) => r.id)).not.toEqual(desc.map((r) => r.id));
  });

  it('sorts metrics over a long range with every field distinct enough to matter', async () => {
    const year = { from_date: '2025-11-01', to_date: '2026-11-01', pageSize: 100 };
    for (const field of ['impressions', 'clicks', 'spent', 'cpm', 'cpc', 'ctr', 'conversions', 'cpa', 'cvr'] as const) {
      const rows = (await list({ ...year, sort_by_field: field, order_asc: false })).data.data;
      const value = SORTS.find(([name]) => name === field)?.[1];
      if (!value) throw new Error(field);
      expect(new Set(rows.map(value)).size).toBeGreaterThan(3);
      expect(inOrder(rows, value, false)).toBe(true);
    }
  });

  it('combines the name and status filters, and an unmatched name gives an empty page', async () => {
    const both = (await list({ name: 'sale', status_filter: [3, 41, 0], pageSize: 100 })).data;
    const all = (await list({ name: 'sale', pageSize: 100 })).data.data;
    expect(both.data.map((r) => r.id)).toEqual(all.filter((r) => [3, 41, 0].includes(r.status_key)).map((r) => r.id));
    expect(both.total_size).toBe(both.data.length);
    const counts = await Promise.all([3, 41, 0].map(async (s) => (await list({ name: 'sale', status_filter: [s] })).data.total_size));
    expect(counts.reduce((a, b) => a + b, 0)).toBe(both.total_size);
    expect((await list({ name: '  LAGOS ' })).data.total_size).toBe(3);
    expect((await list({ status_filter: [3, 50] })).data.total_size).toBe(30);
    expect((await list({ name: 'zzz no such campaign' })).data).toEqual({ data: [], total_size: 0 });
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
    expectEvery(drafts, (r) => r.impressions === 0 && r.spent === 0);
    const empty = (await list({ from_date: '2026-10-01', to_date: '2026-10-01', status_filter: [3] })).data.data;
    expectEvery(empty, (r) => r.impressions === 0);
  });

  it('keeps non-admins to their own space, lets the analyst list it and the admin list any', async () => {
    expect((await list({})).type.code).toBe(0);
    const foreign = await list({ space_id: NO_PAYMENT_ACCOUNT.spaceId });
    expect(foreign.status).toBe(403);
    expect(foreign.type.code).toBe(3);
    expect((await list({}, t.analyst)).data.total_size).toBe(30);
    const other = await list({ space_id: NO_PAYMENT_ACCOUNT.spaceId }, t.admin);
    expectEvery(other.data.data, (r) => r.space_id === NO_PAYMENT_ACCOUNT.spaceId);
  });

  it('answers the catalogue codes for a missing space, bad dates, unknown statuses and bad paging', async () => {
    // The base body each refusal alters is answered, to the advertiser and to the administrator.
    expect((await list({})).type.code).toBe(0);
    expect((await list({}, t.admin)).type.code).toBe(0);
    const noSpace = await call(t.base, '/v1/campaign/list/v2', { token: t.advertiser, json: { page: 1, pageSize: 10 } });
    expect(noSpace.type).toEqual({ code: 20, message: 'JWT space id not specified' });
    expect((await list({ from_date: '01/10/2026' })).type.code).toBe(11);
    expect((await list({ status_filter: [99] })).type.code).toBe(133);
    expect((await list({ page: 0, pageSize: 1000 })).data).toEqual({ errors: { page: expect.any(String), pageSize: expect.any(String) } });
    expect((await list({ space_id: 999_999 }, t.admin)).type.code).toBe(110);
  });
});
