import { describe, expect, it } from 'vitest';
import {
  TRAFFIC_ADDITIVE_METRICS,
  TRAFFIC_AUTOCOMPLETE_PAGE_SIZE,
  TRAFFIC_DIMENSIONS,
  TRAFFIC_PATHS,
  type FieldErrorsData,
  type TrafficDimension,
  type TrafficFilter,
  type TrafficMetric,
  type TrafficOptions,
  type TrafficReport,
  type TrafficRow,
} from '../../src/api/contract';
import { PERSONA_IDS } from '../seed/facts';
import { PLACEMENTS } from '../seed/placements';
import { call, signedInMock } from '../test-support';
import { TRAFFIC_FORMULA_SITE, trafficTable } from '../traffic/traffic-table';
import { expectEvery } from '../../src/test/expectations';

const t = signedInMock();

interface ReportAsk {
  dimensions: TrafficDimension[];
  metrics_included?: TrafficMetric[];
  filter_included?: TrafficFilter[];
  order_field?: string;
  order_direction?: 'ASC' | 'DESC';
  page?: number;
  page_size?: number;
  space_id?: number;
}

const report = (ask: ReportAsk, token = t.advertiser) =>
  call<TrafficReport>(t.base, TRAFFIC_PATHS.report, {
    token,
    json: { metrics_included: [...TRAFFIC_ADDITIVE_METRICS], order_field: 'request_count', order_direction: 'DESC', page: 1, page_size: 25, ...ask },
  });
const options = (json: object, token = t.advertiser) => call<TrafficOptions[]>(t.base, TRAFFIC_PATHS.options, { token, json });
const autocomplete = (json: object) => call<TrafficOptions[]>(t.base, TRAFFIC_PATHS.autocomplete, { token: t.advertiser, json: { dimension: 'site_or_app', page_size: 50, ...json } });
const download = async (json: object, token = t.advertiser) => {
  const response = await fetch(`${t.base}${TRAFFIC_PATHS.download}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(json) });
  return { response, lines: (await response.text()).replace(/^\uFEFF/, '').split('\r\n').filter(Boolean) };
};

const dim = (row: TrafficRow, dimension: TrafficDimension) => row.dimensions.find((entry) => entry.dimension === dimension)?.value;
const metric = (row: TrafficRow, name: TrafficMetric) => row.metrics.find((entry) => entry.metric === name)?.value;
const numberOf = (row: TrafficRow, name: TrafficMetric) => Number(metric(row, name));
const sumOf = (rows: TrafficRow[], name: TrafficMetric) => rows.reduce((sum, row) => sum + numberOf(row, name), 0);

describe('traffic report', () => {
  it("groups by the asked dimensions: each grouping's sums equal the ungrouped rows' (the whole table in the CSV)", async () => {
    const { lines } = await download({ dimensions: [...TRAFFIC_DIMENSIONS], metrics_included: [...TRAFFIC_ADDITIVE_METRICS] });
    const header = lines[0]?.split(',') ?? [];
    expect(header).toEqual([...TRAFFIC_DIMENSIONS, ...TRAFFIC_ADDITIVE_METRICS]);
    const cells = lines.slice(1).map((line) => line.split(','));
    expect(cells).toHaveLength(trafficTable('normal').size);
    expect(cells.length).toBeGreaterThan(2000);
    for (const dimensions of [['country'], ['os'], ['environment', 'creative_type']] as TrafficDimension[][]) {
      const data = (await report({ dimensions })).data;
      expect(data.total_size).toBeLessThanOrEqual(25);
      TRAFFIC_ADDITIVE_METRICS.forEach((name, index) => {
        const ungrouped = cells.reduce((sum, cell) => sum + Number(cell[TRAFFIC_DIMENSIONS.length + index]), 0);
        expect(sumOf(data.data, name)).toBeCloseTo(ungrouped, 2);
      });
    }
  });

  it('answers each row with its dimensions and metrics in the order asked, the ratios from its sums', async () => {
    const metrics: TrafficMetric[] = ['cpm', 'spend', 'impression_count', 'ctr', 'click_count', 'cpc', 'exchange_id', 'category', 'category_secondary', 'user_count'];
    const data = (await report({ dimensions: ['os', 'country'], metrics_included: metrics, order_field: 'cpm' })).data;
    expect(data.data).toHaveLength(25);
    for (const row of data.data) {
      expect(row.dimensions.map((entry) => entry.dimension)).toEqual(['os', 'country']);
      expect(row.metrics.map((entry) => entry.metric)).toEqual(metrics);
      expect(numberOf(row, 'cpm')).toBeCloseTo((numberOf(row, 'spend') / numberOf(row, 'impression_count')) * 1000, 4);
      expect(numberOf(row, 'ctr')).toBeCloseTo((numberOf(row, 'click_count') / numberOf(row, 'impression_count')) * 100, 4);
      expect(numberOf(row, 'cpc')).toBeCloseTo(numberOf(row, 'spend') / numberOf(row, 'click_count'), 4);
      expect([1, 2, 3, 4, 5, 6]).toContain(metric(row, 'exchange_id'));
      expect(typeof metric(row, 'category')).toBe('string');
      expect(typeof metric(row, 'category_secondary')).toBe('string');
    }
  });

  it('keeps the rows whose dimensions are among the filtered values, every filter applying', async () => {
    const filter_included: TrafficFilter[] = [
      { dimension: 'country', values: ['NG', 'KE'] },
      { dimension: 'os', values: ['android'] },
    ];
    const data = (await report({ dimensions: ['country', 'os', 'site_or_app'], filter_included })).data;
    expect(data.total_size).toBeGreaterThan(0);
    for (const row of data.data) {
      expect(['NG', 'KE']).toContain(dim(row, 'country'));
      expect(dim(row, 'os')).toBe('android');
    }
    const { lines } = await download({ dimensions: ['country', 'os', 'site_or_app'], metrics_included: [], filter_included });
    expect(lines.length - 1).toBe(data.total_size);
    const none = await report({ dimensions: ['country'], filter_included: [{ dimension: 'country', values: ['XX'] }] });
    expect(none.data).toEqual({ data: [], total_size: 0 });
  });

  it('sorts by a metric or a dimension both ways, and pages one-based with the same total', async () => {
    const ask = { dimensions: ['site_or_app'] as TrafficDimension[], metrics_included: ['cpm', 'request_count'] as TrafficMetric[] };
    const up = (await report({ ...ask, order_field: 'cpm', order_direction: 'ASC' })).data.data.map((row) => numberOf(row, 'cpm'));
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await report({ ...ask, order_field: 'cpm', order_direction: 'DESC' })).data.data.map((row) => numberOf(row, 'cpm'));
    expect(down).toEqual([...down].sort((a, b) => b - a));
    expect(down[0]).toBeGreaterThan(up[0] ?? 0);
    const byName = (await report({ ...ask, order_field: 'site_or_app', order_direction: 'DESC' })).data.data.map((row) => dim(row, 'site_or_app') ?? '');
    expect(byName).toEqual([...byName].sort((a, b) => b.localeCompare(a, 'en', { numeric: true })));

    const whole = (await report({ ...ask, page_size: 25 })).data;
    const [first, second] = await Promise.all([report({ ...ask, page: 1, page_size: 10 }), report({ ...ask, page: 2, page_size: 10 })]);
    expect([...first.data.data, ...second.data.data]).toEqual(whole.data.slice(0, 20));
    expect(first.data.total_size).toBe(241);
    expect(second.data.total_size).toBe(241);
    const beyond = await report({ ...ask, page: 11, page_size: 25 });
    expect(beyond.data).toEqual({ data: [], total_size: 241 });
  });

  it('refuses wrong bodies with code 2 and a message per field', async () => {
    // The defaults every body below adds to are answered, so each refusal is its fields' doing.
    expect((await report({ dimensions: ['os'] })).type.code).toBe(0);
    for (const [body, fields] of [
      [{ dimensions: [] }, ['dimensions']],
      [{ dimensions: ['country', 'country'] }, ['dimensions']],
      [{ dimensions: ['planet'] }, ['dimensions']],
      [{ dimensions: ['os'], metrics_included: ['reach'] }, ['metrics_included', 'order_field']],
      [{ dimensions: ['os'], order_field: 'country' }, ['order_field']],
      [{ dimensions: ['os'], order_direction: 'up' }, ['order_direction']],
      [{ dimensions: ['os'], page: 0, page_size: 20 }, ['page', 'page_size']],
      [{ dimensions: ['os'], filter_included: [{ dimension: 'os', values: [] }] }, ['filter_included']],
      [{ dimensions: ['os'], filter_included: [{ dimension: 'os', values: ['ios'] }, { dimension: 'os', values: ['android'] }] }, ['filter_included']],
    ] as const) {
      const bad = await report(body as unknown as ReportAsk);
      expect(bad.status).toBe(400);
      expect(bad.type.code).toBe(2);
      expect(Object.keys((bad.data as unknown as FieldErrorsData).errors).sort()).toEqual([...fields].sort());
    }
  });

  it('refuses a caller without PAGE_TRAFFIC, and an advertiser asking as another account; the administrator may', async () => {
    // Each call below, as the advertiser's own account, is answered: the analyst's refusals are the
    // permission's doing and the advertiser's the other account's (each side call's body is one its
    // route takes: autocomplete searches site_or_app only).
    const sideCalls = [
      [TRAFFIC_PATHS.options, { dimension: 'os', metrics_included: [] }],
      [TRAFFIC_PATHS.autocomplete, { dimension: 'site_or_app', name: '', page_size: 50 }],
      [TRAFFIC_PATHS.download, { dimensions: ['os'], metrics_included: [] }],
    ] as const;
    expect((await report({ dimensions: ['os'] })).type.code).toBe(0);
    for (const [path, json] of sideCalls) {
      const answered = await fetch(`${t.base}${path}`, { method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${t.advertiser}` }, body: JSON.stringify(json) });
      expect(answered.status, path).toBe(200);
    }
    expect((await report({ dimensions: ['os'], space_id: PERSONA_IDS.advertiser.spaceId })).type.code).toBe(0);
    expect((await download({ dimensions: ['os'], metrics_included: [], space_id: PERSONA_IDS.advertiser.spaceId })).response.status).toBe(200);
    const analyst = await report({ dimensions: ['os'] }, t.analyst);
    expect(analyst.status).toBe(403);
    expect(analyst.type.code).toBe(3);
    for (const [path, json] of sideCalls) {
      const refused = await call(t.base, path, { token: t.analyst, json });
      expect(refused.type.code, path).toBe(3);
    }
    const foreign = await report({ dimensions: ['os'], space_id: PERSONA_IDS.admin.spaceId });
    expect(foreign.type.code).toBe(3);
    expect(foreign.data).toBeNull();
    const foreignCsv = await download({ dimensions: ['os'], metrics_included: [], space_id: PERSONA_IDS.admin.spaceId });
    expect(foreignCsv.response.status).toBe(403);
    const admin = await report({ dimensions: ['os'], space_id: PERSONA_IDS.advertiser.spaceId }, t.admin);
    expect(admin.type.code).toBe(0);
    expect(admin.data.total_size).toBe(5);
  });
});

describe('traffic filter options and search', () => {
  it("answers one dimension's values among the filtered rows, ranked by the first metric asked", async () => {
    const answer = await options({ dimension: 'creative_size', metrics_included: ['impression_count'], filter_included: [{ dimension: 'os', values: ['ios'] }] });
    expect(answer.type.code).toBe(0);
    expect(answer.data).toHaveLength(1);
    const [sizes] = answer.data;
    expect(sizes?.dimension).toBe('creative_size');
    const ranked = (await report({ dimensions: ['creative_size'], metrics_included: ['impression_count'], order_field: 'impression_count', order_direction: 'DESC', filter_included: [{ dimension: 'os', values: ['ios'] }] })).data.data;
    expect(sizes?.value).toEqual(ranked.map((row) => dim(row, 'creative_size')));
    // A filter narrows the others' options: iOS apps and sites have no Windows sizes to add, and Android ones differ.
    const all = (await options({ dimension: 'os', metrics_included: ['request_count'] })).data[0]?.value ?? [];
    expect([...all].sort()).toEqual(['android', 'ios', 'macos', 'other', 'windows']);
    const apps = (await options({ dimension: 'os', metrics_included: [], filter_included: [{ dimension: 'environment', values: ['app'] }] })).data[0]?.value ?? [];
    expect([...apps].sort()).toEqual(['android', 'ios']);
    // Sites and apps are the campaign editor's placements (seed/placements.ts), plus the one hostile site.
    const sites = (await options({ dimension: 'site_or_app', metrics_included: [] })).data[0]?.value ?? [];
    expect(new Set(sites)).toEqual(new Set([...PLACEMENTS.map((placement) => placement.site_or_app), TRAFFIC_FORMULA_SITE]));
    const bad = await options({ dimension: 'planet', metrics_included: 'cpm' });
    expect(Object.keys((bad.data as unknown as FieldErrorsData).errors).sort()).toEqual(['dimension', 'metrics_included']);
  });

  it('searches site_or_app by part of its name, the busiest first, at most 50', async () => {
    const found = await autocomplete({ name: 'SUNNY' });
    expect(found.type.code).toBe(0);
    const values = found.data[0]?.value ?? [];
    expect(values.length).toBeGreaterThan(0);
    expectEvery(values, (value) => value.toLowerCase().includes('sunny'));
    const everything = (await autocomplete({ name: '' })).data[0]?.value ?? [];
    expect(everything).toHaveLength(TRAFFIC_AUTOCOMPLETE_PAGE_SIZE);
    const busiest = (await report({ dimensions: ['site_or_app'], metrics_included: ['request_count'], page_size: 25 })).data.data.map((row) => dim(row, 'site_or_app'));
    expect(everything.slice(0, 25)).toEqual(busiest);
    const filtered = (await autocomplete({ name: '', filter_included: [{ dimension: 'os', values: ['ios'] }, { dimension: 'environment', values: ['app'] }] })).data[0]?.value ?? [];
    expect(filtered.length).toBeGreaterThan(0);
    expectEvery(filtered, (value) => /^\d+$/.test(value));
    const bad = await autocomplete({ dimension: 'country', name: 7, page_size: 51 });
    expect(Object.keys((bad.data as unknown as FieldErrorsData).errors).sort()).toEqual(['dimension', 'name', 'page_size']);
  });
});

describe('traffic CSV', () => {
  it('writes the grouped rows in the order asked, money rounded up to the cent, and a formula in a site name as text', async () => {
    const { response, lines } = await download({
      dimensions: ['site_or_app', 'country'],
      metrics_included: ['request_count', 'spend', 'cpm', 'ctr'],
      filter_included: [{ dimension: 'country', values: ['NG'] }],
      order_field: 'site_or_app',
      order_direction: 'ASC',
    });
    expect(response.headers.get('content-type')).toContain('text/csv');
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="traffic-discovery.csv"');
    expect(lines[0]).toBe('site_or_app,country,request_count,spend,cpm,ctr');
    expect(lines[1]?.startsWith(`"'${TRAFFIC_FORMULA_SITE.replace(/"/g, '""')}",NG,`)).toBe(true);
    expectEvery(lines.slice(1), (line) => /,NG,\d+,\d+\.\d\d,\d+\.\d\d,\d+\.\d\d$/.test(line));
    const data = (await report({ dimensions: ['site_or_app', 'country'], metrics_included: ['request_count'], filter_included: [{ dimension: 'country', values: ['NG'] }] })).data;
    expect(lines.length - 1).toBe(data.total_size);
  });

  it('refuses a body without dimensions with code 2', async () => {
    expect((await download({ dimensions: ['os'], metrics_included: ['cpm'] })).response.status).toBe(200);
    const { response } = await download({ metrics_included: ['cpm'] });
    expect(response.status).toBe(400);
  });
});
