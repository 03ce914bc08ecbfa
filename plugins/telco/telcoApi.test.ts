import { describe, expect, it } from 'vitest';
import { TELCO_REPORT_PATH, type Page, type TelcoRow } from '../../src/api/contract';
import { PLUGINS } from '../../src/app/plugins';
import type { AppDataProvider } from '../../src/data/dataProvider';
import { mockBackend } from '../../src/test/mockBackend';
import { recordRequests } from '../../src/test/recordRequests';
import { TELCO_RESOURCE } from './telcoApi';

const backend = mockBackend();

/** The app's dataProvider, whose telco resource is this plugin's telcoApi. */
const provider = () => backend.dataProvider(PLUGINS);

const list = (dataProvider: AppDataProvider, page: number, perPage: number) =>
  dataProvider.getList(TELCO_RESOURCE, { pagination: { page, perPage }, sort: { field: 'dimension', order: 'DESC' }, filter: {} });

/** The months the mock answers for this page of the account. */
const months = async (page: number, pageSize: number, spaceId: number) =>
  (await backend.call<Page<TelcoRow>>(TELCO_REPORT_PATH, { json: { page, pageSize, space_id: spaceId } })).data;

describe('telco resource API', () => {
  it("asks POST /v1/telco/report/total for react-admin's one-based page and size in the acting account", async () => {
    const { spaceId } = await backend.signIn('advertiser');
    const sent = recordRequests();
    await list(provider(), 2, 5);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ path: TELCO_REPORT_PATH, method: 'POST' });
    expect(JSON.parse(sent[0]?.body ?? '{}')).toEqual({ page: 2, pageSize: 5, space_id: spaceId });
  });

  it('answers the months as rows keyed by month, with the total for paging', async () => {
    const { spaceId } = await backend.signIn('advertiser');
    const expected = await months(1, 10, spaceId);
    expect(expected.data.length).toBeGreaterThan(0);
    await expect(list(provider(), 1, 10)).resolves.toEqual({
      data: expected.data.map((row) => ({ id: row.dimension, ...row })),
      total: expected.total_size,
    });
  });

  it("passes the server's refusal on with its message and field errors", async () => {
    const { spaceId } = await backend.signIn('advertiser');
    // The same list at a size the server takes is answered, so the refusal is the size's doing.
    await expect(list(provider(), 1, 10)).resolves.toMatchObject({ total: expect.any(Number) });
    const refusal = await backend.call<{ errors: Record<string, string> }>(TELCO_REPORT_PATH, { json: { page: 1, pageSize: 7, space_id: spaceId } });
    expect(refusal.data.errors.pageSize).toEqual(expect.any(String));
    await expect(list(provider(), 1, 7)).rejects.toMatchObject({
      message: refusal.type.message,
      status: refusal.status,
      body: { code: refusal.type.code, errors: refusal.data.errors },
    });
  });
});
