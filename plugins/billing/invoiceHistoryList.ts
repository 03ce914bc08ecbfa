import { INVOICE_HISTORY_DEFAULT_PAGE_SIZE, INVOICE_HISTORY_PAGE_SIZES } from '../../src/api/contract';
import type { DatePresetId, DateRange } from '../../src/domain/dateRange';
import type { SpecListConfig } from '../../src/list/listConfig';

/** Spec 3 §9: page sizes 10, 15, 25 (default 10); newest first, as the server answers. */
export const INVOICE_HISTORY_LIST: SpecListConfig = {
  resource: 'invoice-history',
  pageSizes: INVOICE_HISTORY_PAGE_SIZES,
  defaultPageSize: INVOICE_HISTORY_DEFAULT_PAGE_SIZE,
  sortFields: ['charge_to_date'],
  defaultSort: { field: 'charge_to_date', order: 'DESC' },
  filters: [{ name: 'status', kind: 'numbers' }],
  fetchDebounceMs: 0,
  placeholderRows: INVOICE_HISTORY_DEFAULT_PAGE_SIZE,
};

/** Spec 3 §2, §9: presets Today, Last 7 days (the default), Last 30 days, Last 365 days. */
export const INVOICE_HISTORY_PRESETS: readonly DatePresetId[] = ['today', 'last7', 'last30', 'last365'];
export const INVOICE_HISTORY_DEFAULT_PRESET: DatePresetId = 'last7';

/** The history's filter values, as the list kit hands them to the resource API. */
export interface InvoiceHistoryFilter {
  /** One status code, or none for every status. */
  status?: number[];
  /** The date range, `to` exclusive (the page's picker owns it, not the list's filters). */
  from?: string;
  to?: string;
}

export const rangeFilter = (range: DateRange): Pick<InvoiceHistoryFilter, 'from' | 'to'> => ({ from: range.from, to: range.to });
