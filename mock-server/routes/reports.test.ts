import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_STATUS,
  GRANULARITY,
  REPORT_PATHS,
  type CampaignListRow,
  type DashboardReport,
  type DimensionRow,
  type Page,
  type PlatformReport,
  type PublishersReport,
  type ReportFilterBody,
  type ReportReach,
  type ReportTotals,
  type BannersReport,
} from '../../src/api/contract';
import { FORMULA_CAMPAIGN_SPACE_ID, FORMULA_PROBE, PERSONA_IDS } from '../seed/facts';
import { call, signedInMock } from '../test-support';
import { addDays, todayIso } from '../../src/domain/dateRange';
import { expectEvery } from '../../src/test/expectations';

const t = signedInMock();
const SPACE = PERSONA_IDS.advertiser.spaceId;
const TODAY = todayIso();

/** The advertiser's running campaigns (they deliver every day up to today), as the list shows them for a range. */
const listRows = async (from: string, to: string): Promise<CampaignListRow[]> => {
  const page = await call<Page<CampaignListRow>>(t.base, '/v1/campaign/list/v2', {
    token: t.advertiser,
    json: { space_id: SPACE, name: '', status_filter: [CAMPAIGN_STATUS.running], from_date: from, to_date: to, page: 1, pageSize: 100, sort_by_field: 'id', order_asc: true },
  });
  return page.data.data;
};

/** The report filter body for [from, to) (`to` exclusive, as the app's ranges are). */
const body = (id: number, from: string, to: string, extra: Partial<ReportFilterBody> = {}): ReportFilterBody => ({
  from_date: `${from}T00:00:00Z`,
  to_date: `${addDays(to, -1)}T23:59:59Z`,
  tz_offset_seconds: 0,
  id,
  ...extra,
});

const post = <T>(path: string, json: object, token = t.advertiser) => call<T>(t.base, path, { token, json });
/** The positive control of a refused report call: the same call with a valid body is answered (200, and code 0 where the answer is JSON). */
const expectAnswered = async (path: string, json: object, token = t.advertiser): Promise<void> => {
  const response = await fetch(`${t.base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(json) });
  const text = await response.text();
  expect(response.status, `${path} ${text.slice(0, 200)}`).toBe(200);
  if (response.headers.get('content-type')?.includes('application/json')) expect((JSON.parse(text) as { type: { code: number } }).type.code, path).toBe(0);
};

const sumOf = (points: { impressions?: number; clicks?: number; spent?: number; conversions?: number }[]) => ({
  impressions: points.reduce((s, p) => s + (p.impressions ?? 0), 0),
  clicks: points.reduce((s, p) => s + (p.clicks ?? 0), 0),
  spent: Math.round(points.reduce((s, p) => s + (p.spent ?? 0), 0) * 100) / 100,
  conversions: points.reduce((s, p) => s + (p.conversions ?? 0), 0),
});

describe('reports: one source of figures', () => {
  it.each([
    ['the last 7 days', 7],
    ['the last 30 days', 30],
    ['the last 365 days', 365],
  ])('over %s, the totals equal the campaign list row, and the 7-day dashboard chunks (hourly and daily) add up to them', async (_label, days) => {
    const from = addDays(TODAY, 1 - days);
    const to = addDays(TODAY, 1);
    const rows = await listRows(from, to);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows.slice(0, 3)) {
      expect(row.impressions).toBeGreaterThan(0);
      const totals = await post<ReportTotals>(REPORT_PATHS.total, body(row.id, from, to));
      expect(totals.type.code).toBe(0);
      expect(totals.data).toMatchObject({ impressions: row.impressions, clicks: row.clicks, spent: row.spent, conversions: row.conversions, cpm: row.cpm, ctr: row.ctr, cpc: row.cpc });
      const points: DashboardReport['points'] = [];
      for (let chunk = from; chunk < to; chunk = addDays(chunk, 7)) {
        const end = addDays(chunk, 7) < to ? addDays(chunk, 7) : to;
        const granularity = days <= 30 ? GRANULARITY.hour : GRANULARITY.day;
        const answer = await post<DashboardReport>(REPORT_PATHS.dashboard, body(row.id, chunk, end, { granularity_type_key: granularity }));
        points.push(...answer.data.points);
      }
      expect(points).toHaveLength(days <= 30 ? days * 24 : days);
      expect(sumOf(points)).toEqual({ impressions: row.impressions, clicks: row.clicks, spent: row.spent, conversions: row.conversions });
    }
  });

  it('splits by device, banner size and publisher into parts that add up to the whole, and a filter reads its part', async () => {
    const from = addDays(TODAY, -29);
    const to = addDays(TODAY, 1);
    const [row] = await listRows(from, to);
    if (!row) throw new Error('no running campaign');
    const whole = (await post<ReportTotals>(REPORT_PATHS.total, body(row.id, from, to))).data;
    const platforms = (await post<PlatformReport>(REPORT_PATHS.platforms, body(row.id, from, to))).data;
    const parts = [platforms.desktop, platforms.mobile, platforms.values.android, platforms.others];
    expect(sumOf(parts)).toEqual({ impressions: whole.impressions, clicks: whole.clicks, spent: whole.spent, conversions: whole.conversions });
    const android = (await post<ReportTotals>(REPORT_PATHS.total, body(row.id, from, to, { device_type_key: 3 }))).data;
    expect(android.impressions).toBe(platforms.values.android.impressions);

    const banners = (await post<BannersReport>(REPORT_PATHS.banners, body(row.id, from, to, { granularity_type_key: GRANULARITY.day }))).data;
    expect(sumOf(banners.values).impressions).toBe(whole.impressions);
    const first = banners.values[0];
    if (!first) throw new Error('no banner size');
    const sized = (await post<ReportTotals>(REPORT_PATHS.total, body(row.id, from, to, { visual_size_key: first.key }))).data;
    expect(sized.impressions).toBe(first.impressions);

    const byPublisher = await post<Page<DimensionRow>>(REPORT_PATHS.dimension, { id: row.id, page: 1, page_size: 25, dimension: 'publisher', order_field: 'impression_count', order_asc: false, from_date: `${from}T00:00:00Z`, to_date: `${addDays(to, -1)}T23:59:59Z` });
    const publishers = byPublisher.data.data;
    expect(publishers.reduce((s, p) => s + (p.impression_count ?? 0), 0)).toBe(whole.impressions);
    expect(publishers.map((p) => p.impression_count)).toEqual([...publishers.map((p) => p.impression_count)].sort((a, b) => (b ?? 0) - (a ?? 0)));
    const top = publishers[0];
    if (!top) throw new Error('no publisher');
    const filtered = (await post<ReportTotals>(REPORT_PATHS.total, body(row.id, from, to, { publisher: top.dimension.toUpperCase() }))).data;
    expect(filtered.impressions).toBeGreaterThanOrEqual(top.impression_count ?? 0);

    const topTen = (await post<PublishersReport>(REPORT_PATHS.publishers, { ...body(row.id, from, to), top_publishers_highest_first: true })).data;
    expect(topTen.data).toHaveLength(10);
    expect(topTen.data.reduce((s, p) => s + p.value, 0) + topTen.others).toBe(whole.impressions);
    const lowestFirst = (await post<PublishersReport>(REPORT_PATHS.publishers, { ...body(row.id, from, to), top_publishers_highest_first: false })).data;
    expect(lowestFirst.data.map((p) => p.name)).toEqual([...topTen.data].reverse().map((p) => p.name));
  });

  it('answers reach separately, below impressions', async () => {
    const from = addDays(TODAY, -6);
    const to = addDays(TODAY, 1);
    const [row] = await listRows(from, to);
    if (!row) throw new Error('no running campaign');
    const reach = (await post<ReportReach>(REPORT_PATHS.reach, body(row.id, from, to))).data.reach ?? 0;
    expect(reach).toBeGreaterThan(0);
    expect(reach).toBeLessThan(row.impressions);
  });
});

describe('reports: permissions and checks', () => {
  it('leaves spend and conversions out of every answer for the analyst (impressions and clicks only)', async () => {
    const from = addDays(TODAY, -6);
    const to = addDays(TODAY, 1);
    const [row] = await listRows(from, to);
    if (!row) throw new Error('no running campaign');
    const totals = (await post<ReportTotals>(REPORT_PATHS.total, body(row.id, from, to), t.analyst)).data;
    expect(Object.keys(totals).sort()).toEqual(['bids', 'clicks', 'ctr', 'impressions', 'win_rate']);
    const dashboard = (await post<DashboardReport>(REPORT_PATHS.dashboard, body(row.id, from, to), t.analyst)).data;
    expect(Object.keys(dashboard.points[0] ?? {}).sort()).toEqual(['clicks', 'impressions', 'time']);
    const rows = (await post<Page<DimensionRow>>(REPORT_PATHS.dimension, { id: row.id, page: 1, page_size: 10, dimension: 'day', order_field: 'spent', order_asc: false, from_date: `${from}T00:00:00Z`, to_date: `${addDays(to, -1)}T23:59:59Z` }, t.analyst)).data;
    expect(Object.keys(rows.data[0] ?? {}).sort()).toEqual(['bounce_rate', 'click_count', 'ctr', 'dimension', 'engaged_session_count', 'impression_count', 'session_count']);
    // Sorting by a hidden column does not leak its order: the rows come by day.
    expect(rows.data.map((r) => r.dimension)).toEqual([...rows.data.map((r) => r.dimension)].sort().reverse());
  });

  it('refuses a bad body with field errors, and a campaign of another account with code 3', async () => {
    const [own] = await listRows(addDays(TODAY, -6), addDays(TODAY, 1));
    if (!own) throw new Error('no running campaign');
    await expectAnswered(REPORT_PATHS.total, body(own.id, addDays(TODAY, -6), addDays(TODAY, 1)));
    const bad = await post(REPORT_PATHS.total, { id: 'x', to_date: '2026-01-01', tz_offset_seconds: 3600, device_type_key: 9, visual_size_key: 7, included_metrics: ['profit'] });
    expect(bad.status).toBe(400);
    expect(bad.type.code).toBe(2);
    expect(Object.keys((bad.data as { errors: Record<string, string> }).errors).sort()).toEqual(
      ['device_type_key', 'from_date', 'id', 'included_metrics', 'tz_offset_seconds', 'visual_size_key'].sort(),
    );
    const rows = await call<Page<CampaignListRow>>(t.base, '/v1/campaign/list/v2', { token: t.admin, json: { space_id: FORMULA_CAMPAIGN_SPACE_ID, name: '', status_filter: [50], page: 1, pageSize: 5 } });
    const other = rows.data.data[0];
    if (!other) throw new Error('no campaign in the other space');
    // Its account's reader (the administrator) is answered the same call.
    await expectAnswered(REPORT_PATHS.total, body(other.id, addDays(TODAY, -6), addDays(TODAY, 1)), t.admin);
    const refused = await post(REPORT_PATHS.total, body(other.id, addDays(TODAY, -6), addDays(TODAY, 1)));
    expect(refused.type.code).toBe(3);
  });

  it.each([
    ['from_date', { from_date: 'yesterday' }],
    ['from_date', { from_date: '2026-02-30T00:00:00Z' }],
    ['to_date', { to_date: 20261124 }],
  ])('answers a %s that is not a date with code 11 "Invalid date format" on every report call', async (field, broken) => {
    const [row] = await listRows(addDays(TODAY, -6), addDays(TODAY, 1));
    if (!row) throw new Error('no running campaign');
    for (const path of [REPORT_PATHS.total, REPORT_PATHS.dashboard, REPORT_PATHS.publishers, REPORT_PATHS.campaignReportCsv]) {
      await expectAnswered(path, body(row.id, addDays(TODAY, -6), addDays(TODAY, 1)));
      // A bad granularity beside it does not change the answer: the date is read first.
      const answer = await post(path, { ...body(row.id, addDays(TODAY, -6), addDays(TODAY, 1)), granularity_type_key: 9, ...broken });
      expect(answer.status).toBe(400);
      expect(answer.type).toEqual({ code: 11, message: 'Invalid date format' });
      expect(Object.keys((answer.data as { errors: Record<string, string> }).errors)).toContain(field);
    }
    await expectAnswered(REPORT_PATHS.dimension, { id: row.id, page: 1, page_size: 10, dimension: 'day', from_date: `${addDays(TODAY, -6)}T00:00:00Z`, to_date: `${TODAY}T23:59:59Z` });
    const dimension = await post(REPORT_PATHS.dimension, { id: row.id, page: 1, page_size: 10, dimension: 'day', from_date: 'last week', to_date: `${TODAY}T23:59:59Z` });
    expect(dimension.type).toEqual({ code: 11, message: 'Invalid date format' });
  });

  it.each([[3], [0], ['daily']])('answers a granularity_type_key of %j with code 150 "Report mode is not supported"', async (granularity) => {
    const [row] = await listRows(addDays(TODAY, -6), addDays(TODAY, 1));
    if (!row) throw new Error('no running campaign');
    // The two known modes are answered on both calls.
    for (const path of [REPORT_PATHS.dashboard, REPORT_PATHS.total]) {
      for (const known of [GRANULARITY.hour, GRANULARITY.day]) await expectAnswered(path, body(row.id, addDays(TODAY, -1), addDays(TODAY, 1), { granularity_type_key: known }));
    }
    for (const path of [REPORT_PATHS.dashboard, REPORT_PATHS.total]) {
      const answer = await post(path, body(row.id, addDays(TODAY, -6), addDays(TODAY, 1), { granularity_type_key: granularity as never }));
      expect(answer.status).toBe(400);
      expect(answer.type).toEqual({ code: 150, message: 'Report mode is not supported' });
      expect(Object.keys((answer.data as { errors: Record<string, string> }).errors)).toEqual(['granularity_type_key']);
    }
  });
});

describe('reports: included_metrics', () => {
  it('answers only the figures the body includes, on the totals, the chart, the breakdowns and reach', async () => {
    const from = addDays(TODAY, -6);
    const to = addDays(TODAY, 1);
    const [row] = await listRows(from, to);
    if (!row) throw new Error('no running campaign');
    const included = body(row.id, from, to, { included_metrics: ['clicks', 'cpe', 'bids'] });
    const totals = (await post<ReportTotals>(REPORT_PATHS.total, included)).data;
    expect(Object.keys(totals).sort()).toEqual(['bids', 'clicks', 'cpe']);
    expect(totals.clicks).toBe(row.clicks);
    const dashboard = (await post<DashboardReport>(REPORT_PATHS.dashboard, included)).data;
    expect(Object.keys(dashboard.points[0] ?? {}).sort()).toEqual(['clicks', 'time']);
    const platforms = (await post<PlatformReport>(REPORT_PATHS.platforms, included)).data;
    expect(platforms.desktop).toEqual({ clicks: expect.any(Number) });
    expect((await post<ReportReach>(REPORT_PATHS.reach, included)).data).toEqual({});
    // Without the list, every figure the caller may see, as before.
    const every = (await post<ReportTotals>(REPORT_PATHS.total, body(row.id, from, to))).data;
    expect(Object.keys(every)).toHaveLength(13);
  });

  it('never answers a figure the caller may not see, even when the body includes it', async () => {
    const from = addDays(TODAY, -6);
    const to = addDays(TODAY, 1);
    const [row] = await listRows(from, to);
    if (!row) throw new Error('no running campaign');
    const asked = body(row.id, from, to, { included_metrics: ['impressions', 'spent', 'conversions', 'cpe', 'conversions_unique_bid', 'bids'] });
    const totals = (await post<ReportTotals>(REPORT_PATHS.total, asked, t.analyst)).data;
    expect(Object.keys(totals).sort()).toEqual(['bids', 'impressions']);
    const banners = (await post<BannersReport>(REPORT_PATHS.banners, { ...asked, granularity_type_key: GRANULARITY.day }, t.analyst)).data;
    expectEvery(banners.values, (size) => Object.keys(size).sort().join() === 'impressions,key,size');
    const publishers = (await post<PublishersReport>(REPORT_PATHS.publishers, { ...asked, included_metrics: ['spent'], top_publishers_highest_first: true }, t.analyst)).data;
    expect(publishers).toEqual({ metric: 'impressions', data: [], others: 0 });
  });
});

describe('reports: CSV downloads', () => {
  const download = async (path: string, json: object, token = t.admin) => {
    const response = await fetch(`${t.base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(json) });
    return { response, text: await response.text() };
  };

  it('downloads the campaign report, one row per day, with a formula in the name neutralised', async () => {
    const rows = await call<Page<CampaignListRow>>(t.base, '/v1/campaign/list/v2', { token: t.admin, json: { space_id: FORMULA_CAMPAIGN_SPACE_ID, name: '', status_filter: [50], page: 1, pageSize: 25 } });
    const probe = rows.data.data.find((row) => row.name === FORMULA_PROBE);
    if (!probe) throw new Error('no formula probe campaign');
    const { response, text } = await download(REPORT_PATHS.campaignReportCsv, body(probe.id, addDays(TODAY, -6), addDays(TODAY, 1)));
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const lines = text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('campaign,dimension,impression_count,cpm,click_count,cpc,ctr,engaged_session_count,session_count,bounce_rate,conversion_count,cpa,cvr,spent');
    expect(lines).toHaveLength(8);
    expect(lines[1]?.startsWith(`"'=HYPERLINK(""x"")"`)).toBe(true);
  });

  it('downloads the traffic-source report by a dimension, without the columns the analyst may not see', async () => {
    const [row] = await listRows(addDays(TODAY, -6), addDays(TODAY, 1));
    if (!row) throw new Error('no running campaign');
    const { text } = await download(REPORT_PATHS.trafficSourceCsv, { ...body(row.id, addDays(TODAY, -6), addDays(TODAY, 1)), dimension: 'device' }, t.analyst);
    const lines = text.replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines[0]).toBe('dimension,impression_count,click_count,ctr,engaged_session_count,session_count,bounce_rate');
    expect(lines.slice(1).map((line) => line.split(',')[0]).sort()).toEqual(['Android', 'Desktop', 'Mobile', 'Others']);
  });
});
