import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { TRAFFIC_PATHS, type TrafficReport, type TrafficRow } from '../../src/api/contract';
import { createDataProvider } from '../../src/data/dataProvider';
import { envelope, fakeFetch } from '../../src/test/fakeFetch';
import trafficApi, { csvRequest, recordOf, reportRequest } from './trafficApi';
import { TRAFFIC_RESOURCE } from './trafficList';

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

const provider = (answer: () => Response) => {
  const backend = fakeFetch(answer);
  const client = createApiClient({ baseUrl: '', getAccessToken: async () => 't', onUnauthorized: () => {}, fetch: backend.fetch });
  return { dataProvider: createDataProvider({ [TRAFFIC_RESOURCE]: async () => ({ default: trafficApi }) }, client, () => 2500), calls: backend.calls };
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
    const report: TrafficReport = { data: [ROW], total_size: 31 };
    const { dataProvider, calls } = provider(() => envelope(report));
    const answer = await dataProvider.getList(TRAFFIC_RESOURCE, { pagination: { page: 2, perPage: 10 }, sort: { field: 'request_count', order: 'DESC' }, filter: { aggregate: ['country', 'os'] } });
    expect(calls[0]).toMatchObject({ url: TRAFFIC_PATHS.report, method: 'POST' });
    expect(JSON.parse(calls[0]?.body ?? '{}')).toMatchObject({ dimensions: ['country', 'os'], page: 2, page_size: 10, space_id: 2500 });
    expect(answer).toEqual({ data: [recordOf(ROW)], total: 31 });
  });

  it("asks a filter's options and the site search, answering their values", async () => {
    const { dataProvider, calls } = provider(() => envelope([{ dimension: 'os', value: ['android', 'ios'] }]));
    await expect(dataProvider.invoke(TRAFFIC_RESOURCE, 'options', { dimension: 'os', filters: [{ dimension: 'country', values: ['NG'] }], rankBy: 'request_count' })).resolves.toEqual(['android', 'ios']);
    expect(calls[0]?.url).toBe(TRAFFIC_PATHS.options);
    expect(JSON.parse(calls[0]?.body ?? '{}')).toEqual({ filter_included: [{ dimension: 'country', values: ['NG'] }], metrics_included: ['request_count'], dimension: 'os', space_id: 2500 });
    await dataProvider.invoke(TRAFFIC_RESOURCE, 'autocomplete', { name: 'sunny', filters: [] });
    expect(calls[1]?.url).toBe(TRAFFIC_PATHS.autocomplete);
    expect(JSON.parse(calls[1]?.body ?? '{}')).toEqual({ filter_included: [], dimension: 'site_or_app', name: 'sunny', page_size: 50, space_id: 2500 });
  });
});
