import { TELCO_REPORT_PATH, type Page, type TelcoReportRequest, type TelcoRow } from '../../src/api/contract';
import type { ResourceApi } from '../../src/data/resourceApi';

export const TELCO_RESOURCE = 'telco-months';

/**
 * The telco report (spec 3 §7): POST /v1/telco/report/total with react-admin's one-based page and the
 * page size, for the account the session acts on. A month is unique, so it is the row's id.
 */
const telcoApi: ResourceApi = {
  async getList({ client, spaceId }, { pagination, signal }) {
    const body: TelcoReportRequest = { page: pagination?.page ?? 1, pageSize: pagination?.perPage ?? 10, space_id: spaceId() };
    const page = await client.request<Page<TelcoRow>>(TELCO_REPORT_PATH, { method: 'POST', json: body, signal });
    return { data: page.data.map((row) => ({ ...row, id: row.dimension })), total: page.total_size };
  },
};

export default telcoApi;
