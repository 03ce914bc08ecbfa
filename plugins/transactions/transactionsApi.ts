import { TRANSACTION_PATHS, type TransactionPage } from '../../src/api/contract';
import { callParams } from '../../src/data/callParams';
import type { ResourceApi } from '../../src/data/resourceApi';
import type { DateRange } from '../../src/domain/dateRange';
import { csvRequest, listRequest } from './transactionsList';

/**
 * The account's transactions (spec 3 §2, paths ours: see src/api/contract/transactions.ts), for the
 * account the session acts on: the list of the page's date range as getList, the CSV of that range as
 * the named call `csv` (answers the file; the server neutralises formulas).
 */
const transactionsApi: ResourceApi = {
  async getList({ client, spaceId }, params) {
    const page = await client.request<TransactionPage>(TRANSACTION_PATHS.list, { method: 'POST', json: listRequest(params, spaceId()), signal: params.signal });
    return { data: page.data, total: page.total_size };
  },
  custom: {
    csv: ({ client, spaceId }, params) => {
      const { range } = callParams<{ range: DateRange }>(params);
      return client.download(TRANSACTION_PATHS.csv, { method: 'POST', json: csvRequest(range, spaceId()) });
    },
  },
};

export default transactionsApi;
