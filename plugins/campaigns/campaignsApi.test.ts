import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { createDataProvider } from '../../src/data/dataProvider';
import { envelope, fakeFetch } from '../../src/test/fakeFetch';
import campaignsApi, { defaultRange } from './campaignsApi';

const net = () => {
  const backend = fakeFetch(() => envelope({ data: [{ id: 1000001, name: 'Spring' }], total_size: 31 }));
  const client = createApiClient({ baseUrl: '', getAccessToken: async () => 't', onUnauthorized: () => {}, fetch: backend.fetch });
  return { client, calls: backend.calls };
};

describe('campaigns resource API', () => {
  it('maps the campaigns list onto POST /v1/campaign/list/v2 (one-based page, space, sort)', async () => {
    const { client, calls } = net();
    const provider = createDataProvider({ campaigns: async () => ({ default: campaignsApi }) }, client, () => 12);
    const result = await provider.getList('campaigns', {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'spent', order: 'DESC' },
      filter: { q: 'spring' },
    });
    expect(result).toEqual({ data: [{ id: 1000001, name: 'Spring' }], total: 31 });
    expect(calls[0]?.url).toBe('/v1/campaign/list/v2');
    expect(JSON.parse(calls[0]?.body ?? '{}')).toMatchObject({
      page: 2,
      pageSize: 25,
      space_id: 12,
      name: 'spring',
      order_field: 'spent',
      order_asc: false,
      ...defaultRange(),
    });
  });

  it('computes the default range as the last 7 days with an exclusive end', () => {
    expect(defaultRange(Date.UTC(2026, 10, 21, 15))).toEqual({ from_date: '2026-11-15', to_date: '2026-11-22' });
  });
});
