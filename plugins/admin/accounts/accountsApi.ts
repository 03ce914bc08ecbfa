import {
  ADMIN_ACCOUNT_PATHS,
  type AdminAccountRow,
  type AdminAccountTotals,
  type AdminAccountsFilter,
  type AdminPage,
  type AuditEntry,
  type CreateAccountRequest,
} from '../../../src/api/contract';
import type { DownloadedFile } from '../../../src/api/client';
import { callParams } from '../../../src/data/callParams';
import type { ResourceApi } from '../../../src/data/resourceApi';
import { todayIso } from '../../../src/domain/dateRange';
import { accountsFilterBody } from './accountsList';

/** Entries of an account's audit trail the details dialog shows (newest first; ours). */
export const AUDIT_TRAIL_SIZE = 20;

/**
 * The accounts report (spec 3 §7 "Administration"): the listing through the list kit (its filters
 * turned into the spec's body, react-admin's one-based page as the server's), and the named calls
 * for the tiles, the Excel file, account creation and (ours) one account's audit trail.
 */
const accountsApi: ResourceApi = {
  async getList({ client }, { pagination, filter, signal }) {
    const body: AdminAccountsFilter = { ...accountsFilterBody(filter ?? {}, todayIso()), page: pagination?.page ?? 1 };
    const page = await client.request<AdminPage<AdminAccountRow>>(ADMIN_ACCOUNT_PATHS.list, { method: 'POST', json: body, signal });
    return { data: page.data, total: page.total_size };
  },
  custom: {
    /** The five tiles: the default body (spec 3 §7), the filter does not narrow them. */
    totals: ({ client }, params) => {
      const { signal } = callParams<object>(params);
      return client.request<AdminAccountTotals>(ADMIN_ACCOUNT_PATHS.totals, { method: 'POST', json: {}, signal });
    },
    /** Every row of the filter as .xlsx, under the server's name. */
    excel: ({ client }, params): Promise<DownloadedFile> => {
      const { body } = callParams<{ body: AdminAccountsFilter }>(params);
      return client.download(ADMIN_ACCOUNT_PATHS.excel, { method: 'POST', json: body });
    },
    create: ({ client }, params) => {
      const { payload } = callParams<{ payload: CreateAccountRequest }>(params);
      return client.request<AdminAccountRow>(ADMIN_ACCOUNT_PATHS.create, { method: 'POST', json: payload });
    },
    /** The newest entries of one account's trail. */
    audit: ({ client }, params) => {
      const { spaceId, signal } = callParams<{ spaceId: number }>(params);
      const query = new URLSearchParams({ space_id: String(spaceId), page: '1', size: String(AUDIT_TRAIL_SIZE) });
      return client.request<AdminPage<AuditEntry>>(`${ADMIN_ACCOUNT_PATHS.audit}?${query.toString()}`, { signal });
    },
  },
};

export default accountsApi;
