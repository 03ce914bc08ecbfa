import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../../src/api/client';
import { createDataProvider } from '../../../src/data/dataProvider';
import { envelope, fakeFetch } from '../../../src/test/fakeFetch';
import { REVISIONS_RESOURCE, revisionsApi } from './revisionsApi';

const REVISION = {
  id: 9,
  campaign_id: 1000001,
  commit_date: '2026-11-20T10:00:00Z',
  author: { email: 'admin@demo.test' },
  state_difference: [{ path: 'name', value: 'B' }],
  previous_state: { name: 'A' },
  current_state: { name: 'B' },
};

const provider = (answer: () => Response) => {
  const backend = fakeFetch(answer);
  const client = createApiClient({ baseUrl: '', getAccessToken: async () => 't', onUnauthorized: () => {}, fetch: backend.fetch });
  const dataProvider = createDataProvider(
    { [REVISIONS_RESOURCE]: async () => ({ default: revisionsApi }) },
    client,
    () => 2002,
  );
  return { dataProvider, calls: backend.calls };
};

describe('the change log resource', () => {
  it('asks for one campaign\'s page with a one-based page-num and the page size, and reads total_size', async () => {
    const { dataProvider, calls } = provider(() => envelope({ data: [REVISION], total_size: 31 }));
    const result = await dataProvider.getList(REVISIONS_RESOURCE, {
      pagination: { page: 2, perPage: 25 },
      sort: { field: 'commit_date', order: 'DESC' },
      filter: { campaign_id: 1000001 },
    });
    expect(result).toEqual({ data: [REVISION], total: 31 });
    expect(calls[0]?.url).toBe('/v1/campaign/revision/snapshot/1000001?page-num=2&page-size=25');
  });

  it('refuses a list without a campaign instead of asking the server', async () => {
    const { dataProvider, calls } = provider(() => envelope({ data: [], total_size: 0 }));
    await expect(
      dataProvider.getList(REVISIONS_RESOURCE, { pagination: { page: 1, perPage: 5 }, sort: { field: 'id', order: 'ASC' }, filter: {} }),
    ).rejects.toThrow('campaign_id');
    expect(calls).toHaveLength(0);
  });

  it('counts a campaign\'s revisions', async () => {
    const { dataProvider, calls } = provider(() => envelope(4));
    await expect(dataProvider.invoke(REVISIONS_RESOURCE, 'count', { campaignId: 1000001 })).resolves.toBe(4);
    expect(calls[0]?.url).toBe('/v1/campaign/revision/count/1000001');
  });
});
