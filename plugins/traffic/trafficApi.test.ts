import { describe, expect, it } from 'vitest';
import { TRAFFIC_PATHS, type TrafficOptions, type TrafficReport, type TrafficRow } from '../../src/api/contract';
import { PLUGINS } from '../../src/app/plugins';
import { mockBackend } from '../../src/test/mockBackend';
import { recordRequests } from '../../src/test/recordRequests';
import { csvRequest, recordOf, reportRequest } from './trafficApi';
import { TRAFFIC_RESOURCE } from './trafficList';

const backend = mockBackend();

const ROW: TrafficRow = {
  dimensions: [
    { dimension: 'country', value: 'NG' },
    { dimension: 'os', value: 'ios' },
  ],
  metrics: [
    { metric: 'request_count', value: 1200 },
    { metric: 'category', value: 'News' },
  ],
};

describe('traffic resource API', () => {
  it('asks for every dimension, the default columns and request_count highest first when the address holds nothing', () => {
    expect(reportRequest({ pagination: { page: 1, perPage: 15 }, sort: { field: 'request_count', order: 'DESC' }, filter: {} }, 2002)).toEqual({
      filter_included: [],
      dimensions: ['country', 'environment', 'site_or_app', 'position', 'interstitial', 'creative_type', 'creative_size', 'os', 'traffic_source'],
      metrics_included: ['request_count', 'user_count', 'impression_count', 'cpm', 'spend'],
      order_field: 'request_count',
      order_direction: 'DESC',
      page: 1,
      page_size: 15,
      space_id: 2002,
    });
  });

  it("maps the address's filters, aggregate, columns and sort onto the body, in the table's order", () => {
    const filter = { os: ['ios', 'android'], country: ['NG'], aggregate: ['os', 'country'], columns: ['spend', 'cpm', 'nope'] };
    expect(reportRequest({ pagination: { page: 3, perPage: 25 }, sort: { field: 'cpm', order: 'ASC' }, filter }, 2002)).toEqual({
      filter_included: [
        { dimension: 'country', values: ['NG'] },
        { dimension: 'os', values: ['ios', 'android'] },
      ],
      dimensions: ['country', 'os'],
      metrics_included: ['cpm', 'spend'],
      order_field: 'cpm',
      order_direction: 'ASC',
      page: 3,
      page_size: 25,
      space_id: 2002,
    });
  });

  it('asks for a hidden metric it sorts on, and falls back to the default order for a dimension that is not grouped', () => {
    const filter = { aggregate: ['os'], columns: ['spend', 'cpm'] };
    const hidden = reportRequest({ sort: { field: 'ctr', order: 'DESC' }, filter }, 1);
    expect(hidden).toMatchObject({ metrics_included: ['cpm', 'spend', 'ctr'], order_field: 'ctr', order_direction: 'DESC' });
    const ungrouped = reportRequest({ sort: { field: 'country', order: 'ASC' }, filter }, 1);
    expect(ungrouped).toMatchObject({ dimensions: ['os'], metrics_included: ['cpm', 'spend', 'request_count'], order_field: 'request_count', order_direction: 'DESC' });
  });

  it('asks the CSV for what the table shows, without paging', () => {
    expect(csvRequest({ aggregate: ['site_or_app'], columns: ['request_count', 'cpm'], country: ['KE'] }, { field: 'site_or_app', order: 'ASC' }, 7)).toEqual({
      filter_included: [{ dimension: 'country', values: ['KE'] }],
      dimensions: ['site_or_app'],
      metrics_included: ['request_count', 'cpm'],
      order_field: 'site_or_app',
      order_direction: 'ASC',
      space_id: 7,
    });
  });

  it('reads a row as a record keyed by its dimension values', () => {
    expect(recordOf(ROW)).toEqual({ id: '["NG","ios"]', country: 'NG', os: 'ios', request_count: 1200, category: 'News' });
  });

  it('posts the report for the acting account and answers the rows with the total', async () => {
    const { spaceId } = await backend.signIn('advertiser');
    const sent = recordRequests();
    const answer = await backend.dataProvider(PLUGINS).getList(TRAFFIC_RESOURCE, { pagination: { page: 2, perPage: 10 }, sort: { field: 'request_count', order: 'DESC' }, filter: { aggregate: ['country', 'os'] } });
    expect(sent[0]).toMatchObject({ path: TRAFFIC_PATHS.report, method: 'POST' });
    const body = JSON.parse(sent[0]?.body ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({ dimensions: ['country', 'os'], page: 2, page_size: 10, space_id: spaceId });
    const { data: report } = await backend.call<TrafficReport>(TRAFFIC_PATHS.report, { json: body });
    expect(report.data).toHaveLength(10);
    expect(answer).toEqual({ data: report.data.map(recordOf), total: report.total_size });
  });

  it("asks a filter's options and the site search, answering their values", async () => {
    const { spaceId } = await backend.signIn('advertiser');
    const dataProvider = backend.dataProvider(PLUGINS);
    const sent = recordRequests();
    const options = await dataProvider.invoke(TRAFFIC_RESOURCE, 'options', { dimension: 'os', filters: [{ dimension: 'country', values: ['NG'] }], rankBy: 'request_count' });
    expect(sent[0]?.path).toBe(TRAFFIC_PATHS.options);
    const optionsBody = JSON.parse(sent[0]?.body ?? '{}') as Record<string, unknown>;
    expect(optionsBody).toEqual({ filter_included: [{ dimension: 'country', values: ['NG'] }], metrics_included: ['request_count'], dimension: 'os', space_id: spaceId });
    const { data: offered } = await backend.call<TrafficOptions[]>(TRAFFIC_PATHS.options, { json: optionsBody });
    expect(options).toEqual(offered[0]?.value);
    expect(options).toContain('android');

    const sites = await dataProvider.invoke(TRAFFIC_RESOURCE, 'autocomplete', { name: 'news', filters: [] });
    expect(sent[1]?.path).toBe(TRAFFIC_PATHS.autocomplete);
    const searchBody = JSON.parse(sent[1]?.body ?? '{}') as Record<string, unknown>;
    expect(searchBody).toEqual({ filter_included: [], dimension: 'site_or_app', name: 'news', page_size: 50, space_id: spaceId });
    const { data: found } = await backend.call<TrafficOptions[]>(TRAFFIC_PATHS.autocomplete, { json: searchBody });
    expect(sites).toEqual(found[0]?.value);
    expect(sites).toEqual(expect.arrayContaining([expect.stringContaining('news')]));
  });
});
