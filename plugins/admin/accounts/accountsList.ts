import {
  ADMIN_ACCOUNT_DEBOUNCE_MS,
  ADMIN_ACCOUNT_DEFAULT_PRESET,
  ADMIN_ACCOUNT_PAGE_SIZE,
  ADMIN_ACCOUNT_PRESETS,
  ADMIN_ACCOUNT_STATUS_FILTERS,
  adminAccountsExcelName,
  type AdminAccountsFilter,
} from '../../../src/api/contract';
import { addDays } from '../../../src/domain/dateRange';
import type { SpecListConfig } from '../../../src/list/listConfig';

export const ACCOUNTS_RESOURCE = 'admin-accounts';

export type AccountPreset = (typeof ADMIN_ACCOUNT_PRESETS)[number];
export type AccountStatusFilter = (typeof ADMIN_ACCOUNT_STATUS_FILTERS)[number];

/** The address's filter names: the name text, the owner's status, the preset's days. */
export const ACCOUNT_FILTERS = { name: 'name', status: 'status', days: 'days' } as const;

/**
 * The accounts listing (spec 3 §2, §9): every filter and the page in the address (the list kit), and
 * the spec's 300 ms debounce on every change before the list is asked again (the kit's fetch
 * debounce, so a preset or status change waits as the typing does). The server orders the rows and
 * the spec shows no sorting: one page size, no sortable column (ours).
 */
export const ACCOUNTS_LIST: SpecListConfig = {
  resource: ACCOUNTS_RESOURCE,
  pageSizes: [ADMIN_ACCOUNT_PAGE_SIZE],
  defaultPageSize: ADMIN_ACCOUNT_PAGE_SIZE,
  sortFields: ['id'],
  defaultSort: { field: 'id', order: 'ASC' },
  filters: [
    { name: ACCOUNT_FILTERS.name, kind: 'text' },
    { name: ACCOUNT_FILTERS.status, kind: 'numbers' },
    { name: ACCOUNT_FILTERS.days, kind: 'text' },
  ],
  fetchDebounceMs: ADMIN_ACCOUNT_DEBOUNCE_MS,
  placeholderRows: 5,
};

/** The preset an address value names; anything else is the default (Last 7 days). */
export const presetOf = (value: unknown): AccountPreset => {
  const days = typeof value === 'string' && /^\d{1,3}$/.test(value) ? Number(value) : NaN;
  return (ADMIN_ACCOUNT_PRESETS as readonly number[]).includes(days) ? (days as AccountPreset) : ADMIN_ACCOUNT_DEFAULT_PRESET;
};

/** The one status the address names, or null for every status (an unknown code too). */
export const statusOf = (value: unknown): AccountStatusFilter | null => {
  const first: unknown = Array.isArray(value) ? value[0] : undefined;
  return (ADMIN_ACCOUNT_STATUS_FILTERS as readonly unknown[]).includes(first) ? (first as AccountStatusFilter) : null;
};

/** The days a preset covers, both ends included (UTC days, the server's): 0 is today alone. */
export const presetDays = (preset: AccountPreset, today: string): { from: string; to: string } => ({
  from: addDays(today, preset === 0 ? 0 : 1 - preset),
  to: today,
});

/**
 * The listing's and the Excel's body (spec 3 §7) from the list's filter values. dateCustomRange and
 * dateLabel are sent as the spec lists them (the page has presets only: never a custom range).
 */
export const accountsFilterBody = (filter: Record<string, unknown>, today: string): AdminAccountsFilter => {
  const preset = presetOf(filter[ACCOUNT_FILTERS.days]);
  const { from, to } = presetDays(preset, today);
  const name = typeof filter[ACCOUNT_FILTERS.name] === 'string' ? (filter[ACCOUNT_FILTERS.name] as string).trim() : '';
  return {
    dateCustomRange: false,
    dateLabel: String(preset),
    from_date: from,
    to_date: to,
    name,
    status_filter_key: statusOf(filter[ACCOUNT_FILTERS.status]),
  };
};

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** `MMM DD, YYYY` (spec 3 §7), in English whatever the interface language: the file name is the server's. */
const excelDay = (iso: string): string => {
  const [year = '', month = '1', day = ''] = iso.split('-');
  return `${MONTHS[Number(month) - 1] ?? ''} ${day}, ${year}`;
};

/** The name to save under when the server sends none: the contract's, from the body's days. */
export const excelFallbackName = (body: AdminAccountsFilter): string => adminAccountsExcelName(excelDay(body.from_date ?? ''), excelDay(body.to_date ?? ''));
