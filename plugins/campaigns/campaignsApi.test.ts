import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { createDataProvider } from '../../src/data/dataProvider';
import { envelope, fakeFetch } from '../../src/test/fakeFetch';
import campaignsApi from './campaignsApi';

const provider = (answer: () => Response = () => envelope({ data: [{ id: 1000001, name: 'Spring' }], total_size: 31 })) => {
  const backend = fakeFetch(answer);
  const client = createApiClient({ baseUrl: '', getAccessToken: async () => 't', onUnauthorized: () => {}, fetch: backend.fetch });
  return { dataProvider: createDataProvider({ campaigns: async () => ({ default: campaignsApi }) }, client, () => 12), calls: backend.calls };
};

const bodyOf = (calls: { body: string | undefined }[]) => JSON.parse(calls[0]?.body ?? '{}') as Record<string, unknown>;

describe('campaigns resource API', () => {
  it('maps getList onto POST /v1/campaign/list/v2: one-based page, size, account, filters, range and sort', async () => {
    const { dataProvider, calls } = provider();
    const result = await dataProvider.getList('campaigns', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'spent', order: 'DESC' },
      filter: { name: '  spring ', status: [3, 41], from: '2026-11-01', to: '2026-11-08' },
    });
    expect(result).toEqual({ data: [{ id: 1000001, name: 'Spring' }], total: 31 });
    expect(calls[0]?.url).toBe('/v1/campaign/list/v2');
    expect(bodyOf(calls)).toEqual({
      from_date: '2026-11-01',
      to_date: '2026-11-08',
      page: 2,
      pageSize: 25,
      name: 'spring',
      status_filter: [3, 41],
      space_id: 12,
      sort_by_field: 'spent',
      order_field: 'spent',
      order_asc: false,
    });
  });

  it('asks for every status (the API\'s 50) when none is chosen', async () => {
    const { dataProvider, calls } = provider();
    await dataProvider.getList('campaigns', { pagination: { page: 1, perPage: 10 }, sort: { field: 'name', order: 'ASC' }, filter: {} });
    expect(bodyOf(calls)).toMatchObject({ status_filter: [50], name: '', order_asc: true });
  });

  it('reads one campaign by its id', async () => {
    const { dataProvider, calls } = provider(() => envelope({ id: 1000001, name: 'Spring' }));
    await expect(dataProvider.getOne('campaigns', { id: '1000001' })).resolves.toEqual({ data: { id: 1000001, name: 'Spring' } });
    expect(calls[0]?.url).toBe('/v1/campaign/1000001');
  });

  it('creates with PUT /v1/campaign in the acting account, updates with the id, publishes to saveAndPublish', async () => {
    const { dataProvider, calls } = provider(() => envelope({ id: 1000099, name: 'New Campaign', version: 1 }));
    const created = await dataProvider.create('campaigns', { data: { name: 'New Campaign' } });
    expect(created.data).toMatchObject({ id: 1000099 });
    expect(calls[0]).toMatchObject({ url: '/v1/campaign', method: 'PUT' });
    expect(JSON.parse(calls[0]?.body ?? '{}')).toEqual({ name: 'New Campaign', space_id: 12 });

    await dataProvider.update('campaigns', { id: '1000099', data: { name: 'Renamed', version: 1 }, previousData: { id: 1000099 } });
    expect(calls[1]).toMatchObject({ url: '/v1/campaign', method: 'PUT' });
    expect(JSON.parse(calls[1]?.body ?? '{}')).toEqual({ id: 1000099, name: 'Renamed', version: 1 });

    await dataProvider.invoke('campaigns', 'publish', { data: { id: 1000099, name: 'Renamed', version: 2 } });
    expect(calls[2]).toMatchObject({ url: '/v1/campaign/saveAndPublish', method: 'POST' });
    expect(JSON.parse(calls[2]?.body ?? '{}')).toEqual({ id: 1000099, name: 'Renamed', version: 2 });
    await dataProvider.invoke('campaigns', 'publish', { data: { name: 'Fresh' } });
    expect(JSON.parse(calls[3]?.body ?? '{}')).toEqual({ name: 'Fresh', space_id: 12 });
  });

  it('sends run, pause and archive with the id as plain text', async () => {
    const { dataProvider, calls } = provider(() => envelope(null));
    await dataProvider.invoke('campaigns', 'action', { action: 'archive/toggle', id: 1000007 });
    expect(calls[0]).toMatchObject({ url: '/v1/campaign/archive/toggle', method: 'POST', body: '1000007' });
    expect(calls[0]?.headers['Content-Type']).toBe('text/plain');
  });

  it('exports the list\'s filters and range for the session\'s account', async () => {
    const { dataProvider, calls } = provider(
      () => new Response('name\r\n', { headers: { 'Content-Type': 'text/csv', 'Content-Disposition': 'attachment; filename="campaigns.csv"' } }),
    );
    const file = await dataProvider.invoke<{ filename: string | null }>('campaigns', 'exportCsv', {
      filter: { name: 'Lagos', status: [1], from: '2026-11-01', to: '2026-11-08' },
    });
    expect(file.filename).toBe('campaigns.csv');
    expect(bodyOf(calls)).toEqual({ space_id: 12, name: 'Lagos', status_filter: [1], fromDate: '2026-11-01', toDate: '2026-11-08' });
  });
});
