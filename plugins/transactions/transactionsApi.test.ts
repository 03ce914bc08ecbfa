import { describe, expect, it } from 'vitest';
import { TRANSACTION_CSV_HEADER, TRANSACTION_PATHS, type TransactionPage } from '../../src/api/contract';
import { PLUGINS } from '../../src/app/plugins';
import type { DownloadedFile } from '../../src/api/client';
import { addDays, presetRange, todayIso } from '../../src/domain/dateRange';
import { mockBackend } from '../../src/test/mockBackend';
import { recordRequests } from '../../src/test/recordRequests';
import { FORMULA_PROBE } from '../../mock-server/seed/facts';
import { rangeFilter, TRANSACTIONS_RESOURCE } from './transactionsList';

const backend = mockBackend();
const provider = () => backend.dataProvider(PLUGINS);
const LAST_30 = presetRange('last30', todayIso());

const list = (page: number, perPage: number, range = LAST_30) =>
  provider().getList(TRANSACTIONS_RESOURCE, { pagination: { page, perPage }, sort: { field: 'transaction_date', order: 'DESC' }, filter: rangeFilter(range) });

describe('transactions resource API', () => {
  it('asks POST /v1/transactions/list for the range, one-based page and size, in the acting account', async () => {
    const { spaceId } = await backend.signIn('advertiser');
    const sent = recordRequests();
    await list(2, 15);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ path: TRANSACTION_PATHS.list, method: 'POST' });
    expect(JSON.parse(sent[0]?.body ?? '{}')).toEqual({ from_date: LAST_30.from, to_date: LAST_30.to, page: 2, size: 15, space_id: spaceId });
  });

  it("answers the mock's rows with the total for paging", async () => {
    const { spaceId } = await backend.signIn('advertiser');
    const expected = await backend.call<TransactionPage>(TRANSACTION_PATHS.list, { json: { from_date: LAST_30.from, to_date: LAST_30.to, page: 1, size: 10, space_id: spaceId } });
    expect(expected.data.total_size).toBeGreaterThan(10);
    await expect(list(1, 10)).resolves.toEqual({ data: expected.data.data, total: expected.data.total_size });
  });

  it("passes the server's refusal on with its message and field errors", async () => {
    await backend.signIn('advertiser');
    // The same list at a size the server takes is answered, so the refusal is the size's doing.
    await expect(list(1, 10)).resolves.toMatchObject({ total: expect.any(Number) });
    await expect(list(1, 11)).rejects.toMatchObject({ status: 400, body: { code: 2, errors: { size: 'size is one of 10, 15, 25' } } });
  });

  it('downloads the CSV of the range: English header, the formula comment as text, named after the days shown', async () => {
    await backend.signIn('advertiser');
    const file = await provider().invoke<DownloadedFile>(TRANSACTIONS_RESOURCE, 'csv', { range: LAST_30 });
    expect(file.filename).toBe(`transactions-${LAST_30.from}-${addDays(LAST_30.to, -1)}.csv`);
    const text = (await file.blob.text()).replace(/^\uFEFF/, '');
    expect(text.split('\r\n')[0]).toBe(TRANSACTION_CSV_HEADER.join(','));
    expect(text).toContain(`"'${FORMULA_PROBE.replaceAll('"', '""')}"`);
  });
});
