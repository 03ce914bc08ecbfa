import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CAMPAIGN_EXPORT_PATH, CAMPAIGN_LIST_SORT_FIELDS, campaignPacingPath, type CampaignPacingAnswer, REPORT_PATHS, type AdminSearchResponse, type CampaignListRow, type DashboardReport, type Page, type ReportTotals, TRAFFIC_DIMENSIONS, TRAFFIC_PATHS, type TrafficDimension, type TrafficFilter, type TrafficReport } from '../../src/api/contract';
import { todayDayNumber } from '../dates';
import { campaignsCsv, exportCells } from '../reports/campaign-export';
import { createFiguresCache } from '../reports/figures-cache';
import { PERSONAS } from '../personas';
import { ACCOUNT_COUNTS, PERSONA_IDS, UNCONFIRMED_OWNERS } from '../seed/facts';
import { trafficTable } from '../traffic/traffic-table';
import { call, startTestServer, tokenOf, type TestServer } from '../test-support';

/**
 * MOCK_SCALE=large: 1,000 accounts and 10,000 campaigns, and every call still answers correctly. How
 * fast is `npm run bench`'s to measure (list p95 under 16 clients, the whole export), never a timed
 * assertion here: a busy machine would fail a correct mock.
 */
let t: TestServer;
let admin: string;
beforeAll(async () => {
  t = await startTestServer({ scale: 'large' });
  admin = await tokenOf(t.base, 'admin');
}, 30_000);
afterAll(() => t.close());


describe('large scale', () => {
  it('holds 1,000 accounts and 10,000 campaigns', () => {
    const state = t.mock.store.state();
    // The scale's 1,000 accounts, plus the few whose owners have not confirmed yet (at either scale).
    expect(state.spaces).toHaveLength(ACCOUNT_COUNTS.large + UNCONFIRMED_OWNERS.length);
    expect(state.campaigns).toHaveLength(10_000);
    expect(state.campaigns.filter((c) => c.space_id === PERSONA_IDS.advertiser.spaceId)).toHaveLength(30);
  });

  it('answers a list page, also sorted by a metric over a year and for another space', async () => {
    const body = { from_date: '2025-11-01', to_date: '2026-11-01', page: 1, pageSize: 25, space_id: PERSONA_IDS.advertiser.spaceId };
    const run = (extra: object) => call<Page<CampaignListRow>>(t.base, '/v1/campaign/list/v2', { token: admin, json: { ...body, ...extra } });
    for (const extra of [{}, { sort_by_field: 'spent', order_asc: false }, { sort_by_field: 'ctr' }, { space_id: 2500 }]) {
      const result = await run(extra);
      expect(result.type.code).toBe(0);
      expect(result.data.data.length).toBeGreaterThan(0);
    }
  });

  it('answers every sort field, both ways, over 365 days in the largest space, in order', async () => {
    const counts = new Map<number, number>();
    for (const c of t.mock.store.state().campaigns) counts.set(c.space_id, (counts.get(c.space_id) ?? 0) + 1);
    const [largest] = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [PERSONA_IDS.advertiser.spaceId];
    // A range no other test asks for, so the first call of each field finds the figures cache cold.
    const body = { from_date: '2025-10-20', to_date: '2026-10-20', page: 2, pageSize: 10, space_id: largest };
    const run = (extra: object) => call<Page<CampaignListRow>>(t.base, '/v1/campaign/list/v2', { token: admin, json: { ...body, ...extra } });
    for (const field of CAMPAIGN_LIST_SORT_FIELDS) {
      for (const order_asc of [true, false]) {
        const result = await run({ sort_by_field: field, order_asc });
        expect(result.type.code).toBe(0);
        expect(result.data.total_size).toBe(counts.get(largest));
      }
    }
  });

  it('filters the largest space by pacing, and answers a campaign pacing line (beyond the spec)', async () => {
    const counts = new Map<number, number>();
    for (const c of t.mock.store.state().campaigns) counts.set(c.space_id, (counts.get(c.space_id) ?? 0) + 1);
    const [largest] = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [PERSONA_IDS.advertiser.spaceId];
    const body = { from_date: '2025-11-01', to_date: '2026-11-01', page: 1, pageSize: 100, space_id: largest };
    const run = (extra: object) => call<Page<CampaignListRow>>(t.base, '/v1/campaign/list/v2', { token: admin, json: { ...body, ...extra } });
    const all = (await run({})).data.data;
    const under = await run({ pacing: 'under' });
    expect(under.type.code).toBe(0);
    expect(under.data.total_size).toBe(all.filter((r) => (r.pacing?.ratio ?? 1) < 0.8).length);
    const first = all.find((r) => r.pacing);
    if (!first) throw new Error('no running campaign in the largest space');
    const pacing = await call<CampaignPacingAnswer>(t.base, campaignPacingPath(first.id), { token: admin });
    expect(pacing.data.pacing).toEqual(first.pacing);
    expect(pacing.data.series?.length).toBeGreaterThan(0);
  });

  it('exports the largest space over 365 days to CSV, a line per campaign', async () => {
    const counts = new Map<number, number>();
    for (const c of t.mock.store.state().campaigns) counts.set(c.space_id, (counts.get(c.space_id) ?? 0) + 1);
    const [largest, size] = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0])[0] ?? [0, 0];
    // Another range again: the export computes every row's figures itself.
    const body = JSON.stringify({ space_id: largest, fromDate: '2025-10-10', toDate: '2026-10-10', status_filter: [50] });
    const exportOnce = async () => {
      const response = await fetch(`${t.base}${CAMPAIGN_EXPORT_PATH}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${admin}` },
        body,
      });
      return { status: response.status, text: await response.text() };
    };
    const result = await exportOnce();
    expect(result.status).toBe(200);
    expect(result.text.split('\r\n')).toHaveLength(size + 2);
  });

  // The API exports one space; this is the capacity check behind it: all 10,000 campaigns, a year each.
  it('writes all 10,000 campaigns over 365 days through the export code', () => {
    const state = t.mock.store.state();
    const today = todayDayNumber();
    const range = createFiguresCache().forRange(state.meta.seed, today - 364, today + 1, today);
    const csv = campaignsCsv(state.campaigns.map((c) => exportCells(c, range.figures(c))), PERSONAS.admin.permissions);
    expect(csv.split('\r\n')).toHaveLength(10_002);
  });

  it('answers the admin search over every campaign', async () => {
    const result = await call<AdminSearchResponse>(t.base, '/v1/whitelabel/search', { token: admin, json: { name: 'sale' } });
    expect(result.data.campaigns_total_size).toBeGreaterThan(100);
  });

  it('answers every report call over 365 days for a campaign, the daily dashboard adding up to the totals', async () => {
    const [running] = (await call<Page<CampaignListRow>>(t.base, '/v1/campaign/list/v2', { token: admin, json: { space_id: PERSONA_IDS.advertiser.spaceId, status_filter: [3], page: 1, pageSize: 1 } })).data.data;
    if (!running) throw new Error('no running campaign');
    const today = todayDayNumber();
    const day = (n: number) => new Date(n * 86_400_000).toISOString().slice(0, 10);
    const body = { id: running.id, from_date: `${day(today - 364)}T00:00:00Z`, to_date: `${day(today)}T23:59:59Z`, tz_offset_seconds: 0 };
    const totals = await call<ReportTotals>(t.base, REPORT_PATHS.total, { token: admin, json: body });
    const dashboard = await call<DashboardReport>(t.base, REPORT_PATHS.dashboard, { token: admin, json: { ...body, granularity_type_key: 2 } });
    expect(dashboard.data.points).toHaveLength(365);
    expect(dashboard.data.points.reduce((sum, point) => sum + (point.impressions ?? 0), 0)).toBe(totals.data.impressions);
    for (const path of [REPORT_PATHS.reach, REPORT_PATHS.platforms, REPORT_PATHS.publishers, REPORT_PATHS.banners]) {
      expect((await call(t.base, path, { token: admin, json: body })).type.code, path).toBe(0);
    }
    const dimension = await call<Page<unknown>>(t.base, REPORT_PATHS.dimension, { token: admin, json: { ...body, page: 1, page_size: 25, dimension: 'day', order_field: 'spent', order_asc: false } });
    expect(dimension.data.total_size).toBe(365);
  });

  // How fast is the bench's to say (bench/traffic.mjs: p95 under 4 clients); here every answer is checked.
  it('answers the traffic report over its ~22,000 rows for any grouping, filter and order, each in order', async () => {
    const table = trafficTable('large');
    expect(table.size).toBeGreaterThan(20_000);
    const asks: { dimensions: TrafficDimension[]; filter_included: TrafficFilter[]; order_field: string; order_direction: 'ASC' | 'DESC' }[] = [
      { dimensions: [...TRAFFIC_DIMENSIONS], filter_included: [], order_field: 'request_count', order_direction: 'DESC' },
      { dimensions: [...TRAFFIC_DIMENSIONS], filter_included: [{ dimension: 'country', values: ['NG', 'KE', 'US'] }], order_field: 'cpm', order_direction: 'ASC' },
      { dimensions: ['site_or_app', 'country'], filter_included: [{ dimension: 'creative_type', values: ['banner'] }], order_field: 'spend', order_direction: 'DESC' },
      { dimensions: ['country'], filter_included: [], order_field: 'country', order_direction: 'ASC' },
    ];
    for (const ask of asks) {
      const started = performance.now();
      const answer = await call<TrafficReport>(t.base, TRAFFIC_PATHS.report, { token: admin, json: { ...ask, metrics_included: ['request_count', 'cpm', 'spend'], page: 2, page_size: 25 } });
      const took = performance.now() - started;
      expect(answer.type.code).toBe(0);
      expect(answer.data.data).toHaveLength(ask.dimensions.length === 1 ? 0 : 25);
      if (ask.dimensions.length === TRAFFIC_DIMENSIONS.length && ask.filter_included.length === 0) expect(answer.data.total_size).toBe(table.size);
      const sorted = answer.data.data.map((row) => Number(row.metrics.find((entry) => entry.metric === ask.order_field)?.value));
      if (ask.order_field !== 'country') expect(sorted).toEqual([...sorted].sort((a, b) => (ask.order_direction === 'ASC' ? a - b : b - a)));
      // Printed, never asserted: a busy machine would fail a correct mock.
      console.info(`traffic report ${ask.dimensions.length} dimensions, order ${ask.order_field}: ${took.toFixed(0)} ms`);
    }
  });
});

