import { INVOICE_HISTORY_PAGE_SIZES, INVOICE_USERS_PAGE_SIZE } from '../../../src/api/contract';
import type { DatePresetId } from '../../../src/domain/dateRange';
import type { SpecListConfig } from '../../../src/list/listConfig';

export const INVOICE_USERS_RESOURCE = 'admin-invoice-users';
export const USER_INVOICES_RESOURCE = 'admin-user-invoices';

/**
 * /admin/payments (spec 3 §2 "Administrator invoice users list", §9 "Invoice list size 10"): one page
 * size, the server's order (by user id), the page in the address (the list kit).
 */
export const INVOICE_USERS_LIST: SpecListConfig = {
  resource: INVOICE_USERS_RESOURCE,
  pageSizes: [INVOICE_USERS_PAGE_SIZE],
  defaultPageSize: INVOICE_USERS_PAGE_SIZE,
  sortFields: ['id'],
  defaultSort: { field: 'id', order: 'ASC' },
  filters: [],
  fetchDebounceMs: 0,
  placeholderRows: 5,
};

/**
 * A user's invoice list on /admin/user/details/:id (spec 3 §9: size 10, presets Today, Last 7 days
 * default, Last 30 days, Last 365 days). The range is the page's date picker (in the address); the
 * page sizes are billing's history's, 10 by default.
 */
export const USER_INVOICES_LIST: SpecListConfig = {
  resource: USER_INVOICES_RESOURCE,
  pageSizes: INVOICE_HISTORY_PAGE_SIZES,
  defaultPageSize: INVOICE_USERS_PAGE_SIZE,
  sortFields: ['charge_to_date'],
  defaultSort: { field: 'charge_to_date', order: 'DESC' },
  filters: [],
  fetchDebounceMs: 0,
  placeholderRows: 3,
};

export const USER_INVOICE_PRESETS: readonly DatePresetId[] = ['today', 'last7', 'last30', 'last365'];
export const USER_INVOICE_DEFAULT_PRESET: DatePresetId = 'last7';

/** The invoice list's filter: the account (the detail's space_id) and the range, `to` exclusive. */
export interface UserInvoicesFilter {
  spaceId?: number;
  from?: string;
  to?: string;
}
