import { describe, expect, it } from 'vitest';
import { createApiClient } from '../../src/api/client';
import { createDataProvider } from '../../src/data/dataProvider';
import { envelope, fakeFetch } from '../../src/test/fakeFetch';
import telcoApi, { TELCO_RESOURCE } from './telcoApi';

const MONTHS = { data: [{ dimension: '2026-11', spent_usd: 1234.5 }, { dimension: '2026-10', spent_usd: 0 }], total_size: 17 };

const provider = (answer: () => Response = () => envelope(MONTHS), spaceId = 2002) => {
  const backend = fakeFetch(answer);
  const client = createApiClient({ baseUrl: '', getAccessToken: async () => 't', onUnauthorized: () => {}, fetch: backend.fetch });
  return { dataProvider: createDataProvider({ [TELCO_RESOURCE]: async () => ({ default: telcoApi }) }, client, () => spaceId), calls: backend.calls };
};

const list = (dataProvider: ReturnType<typeof provider>['dataProvider'], page: number, perPage: number) =>
  dataProvider.getList(TELCO_RESOURCE, { pagination: { page, perPage }, sort: { field: 'dimension', order: 'DESC' }, filter: {} });

describe('telco resource API', () => {
  it("asks POST /v1/telco/report/total for react-admin's one-based page and size in the acting account", async () => {
    const { dataProvider, calls } = provider(undefined, 2500);
    await list(dataProvider, 3, 15);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/v1/telco/report/total', method: 'POST' });
    expect(JSON.parse(calls[0]?.body ?? '{}')).toEqual({ page: 3, pageSize: 15, space_id: 2500 });
  });

  it('answers the months as rows keyed by month, with the total for paging', async () => {
    const { dataProvider } = provider();
    await expect(list(dataProvider, 1, 10)).resolves.toEqual({
      data: [
        { id: '2026-11', dimension: '2026-11', spent_usd: 1234.5 },
        { id: '2026-10', dimension: '2026-10', spent_usd: 0 },
      ],
      total: 17,
    });
  });

  it("passes the server's refusal on with its message and field errors", async () => {
    const { dataProvider } = provider(() => envelope({ errors: { pageSize: 'pageSize is one of 5, 10, 15, 20' } }, 2, 'Invalid argument', 400));
    await expect(list(dataProvider, 1, 7)).rejects.toMatchObject({
      message: 'Invalid argument',
      status: 400,
      body: { code: 2, errors: { pageSize: 'pageSize is one of 5, 10, 15, 20' } },
    });
  });
});
