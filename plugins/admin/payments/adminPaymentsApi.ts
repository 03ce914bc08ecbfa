import {
  INVOICE_HISTORY_PATH,
  INVOICE_USERS_PATH,
  logPaymentPath,
  payManuallyPath,
  userAccountPath,
  userTransactionsPath,
  type InvoiceHistoryRequest,
  type InvoiceHistoryRow,
  type InvoiceUsersPage,
  type InvoiceUsersRequest,
  type LogPaymentPayload,
  type Page,
  type PayManuallyPayload,
  type Transaction,
  type TransactionPage,
  type UserAccountDetail,
} from '../../../src/api/contract';
import { callParams } from '../../../src/data/callParams';
import type { ResourceApi } from '../../../src/data/resourceApi';
import { INVOICE_USERS_LIST, type UserInvoicesFilter } from './invoiceUsersList';

export interface UserTransactionsParams {
  userId: number;
  page: number;
  size: number;
}

/**
 * The invoice users list (POST /v1/invoice/users through the list kit, react-admin's one-based page
 * as the server's) and one user's payments as named calls: the account detail, the transactions, and
 * the two payments (spec 3 §7 "Administration"; paths in src/api/contract/admin-payments.ts).
 */
export const invoiceUsersApi: ResourceApi = {
  async getList({ client }, { pagination, signal }) {
    const body: InvoiceUsersRequest = { page: pagination?.page ?? 1, size: pagination?.perPage ?? INVOICE_USERS_LIST.defaultPageSize };
    const page = await client.request<InvoiceUsersPage>(INVOICE_USERS_PATH, { method: 'POST', json: body, signal });
    return { data: page.data, total: page.total_size };
  },
  custom: {
    account: ({ client }, params) => {
      const { userId, signal } = callParams<{ userId: number }>(params);
      return client.request<UserAccountDetail>(userAccountPath(userId), { signal });
    },
    transactions: ({ client }, params) => {
      const { userId, page, size, signal } = callParams<UserTransactionsParams>(params);
      const query = new URLSearchParams({ page: String(page), size: String(size) });
      return client.request<TransactionPage>(`${userTransactionsPath(userId)}?${query.toString()}`, { signal });
    },
    logPayment: ({ client }, params) => {
      const { userId, payload } = callParams<{ userId: number; payload: LogPaymentPayload }>(params);
      return client.request<Transaction>(logPaymentPath(userId), { method: 'POST', json: payload });
    },
    payManually: ({ client }, params) => {
      const { userId, payload } = callParams<{ userId: number; payload: PayManuallyPayload }>(params);
      return client.request<Transaction>(payManuallyPath(userId), { method: 'POST', json: payload });
    },
  },
};

/**
 * A user's invoices: the billing history call for the account the detail names (its space_id is the
 * history's user_id), every status, the page's range.
 */
export const userInvoicesApi: ResourceApi = {
  async getList({ client }, { pagination, filter, signal }) {
    const { spaceId, from = '', to = '' } = filter as UserInvoicesFilter;
    if (spaceId === undefined) return { data: [], total: 0 };
    const body: InvoiceHistoryRequest = { user_id: spaceId, status: null, from_date: from, to_date: to, page: pagination?.page ?? 1, size: pagination?.perPage ?? 10 };
    const page = await client.request<Page<InvoiceHistoryRow>>(INVOICE_HISTORY_PATH, { method: 'POST', json: body, signal });
    return { data: page.data, total: page.total_size };
  },
};
