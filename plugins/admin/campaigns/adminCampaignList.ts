import {
  ADMIN_CAMPAIGN_DEBOUNCE_MS,
  ADMIN_CAMPAIGN_DEFAULT_PAGE_SIZE,
  ADMIN_CAMPAIGN_ORDER_FIELDS,
  ADMIN_CAMPAIGN_PAGE_SIZES,
  ADMIN_CAMPAIGN_PRESETS,
  ADMIN_CAMPAIGN_TYPES,
  CAMPAIGN_STATUS,
  type AdminCampaignType,
} from '../../../src/api/contract';
import type { DatePresetId } from '../../../src/domain/dateRange';
import type { ListFilterValue, SpecListConfig } from '../../../src/list/listConfig';
import { listOfColumns } from './adminCampaignColumnChoice';

export const ADMIN_CAMPAIGNS_RESOURCE = 'admin-campaigns';


/**
 * The administrator campaigns list (spec 3 §2, §9): page sizes 20, 25, 30, name ascending by default,
 * the 200 ms list debounce. Every filter lives in the address under its own name: `type`
 * (awareness | performance; absent: all), `status` (one code), `country` (ISO code), `currency`
 * (`usd`, or `local`: each account's own) and `name`. The list opens on spec 1 §3's admin-style filter,
 * status running ([3]) in US dollars: those hold while the address lacks them, and choosing every
 * status or Local writes `status=all` or `currency=local`.
 */
export const ADMIN_CAMPAIGN_LIST: SpecListConfig = {
  resource: ADMIN_CAMPAIGNS_RESOURCE,
  pageSizes: ADMIN_CAMPAIGN_PAGE_SIZES,
  defaultPageSize: ADMIN_CAMPAIGN_DEFAULT_PAGE_SIZE,
  sortFields: ADMIN_CAMPAIGN_ORDER_FIELDS,
  defaultSort: { field: 'name', order: 'ASC' },
  filters: [
    { name: 'name', kind: 'text' },
    { name: 'type', kind: 'text' },
    { name: 'status', kind: 'numbers', initial: { value: [CAMPAIGN_STATUS.running], unset: 'all' } },
    { name: 'country', kind: 'text' },
    { name: 'currency', kind: 'text', initial: { value: 'usd', unset: 'local' } },
  ],
  fetchDebounceMs: ADMIN_CAMPAIGN_DEBOUNCE_MS,
  placeholderRows: 10,
};

/** The currency filter's value for US dollars (the list's initial one); none means each account's own ("Local"). */
export const CURRENCY_USD = 'usd';

/** The contract's presets (spec 3 §9) as the shared picker names them; 14 days is the default. */
const PRESET_IDS: Record<(typeof ADMIN_CAMPAIGN_PRESETS)[number], DatePresetId> = {
  today: 'today',
  this_month: 'thisMonth',
  past_month: 'pastMonth',
  7: 'last7',
  14: 'last14',
  30: 'last30',
  365: 'last365',
};
export const ADMIN_CAMPAIGN_PICKER_PRESETS: readonly DatePresetId[] = ADMIN_CAMPAIGN_PRESETS.map((preset) => PRESET_IDS[preset]);
export const ADMIN_CAMPAIGN_PICKER_DEFAULT: DatePresetId = 'last14';

/** The list's filter values as the resource API receives them (the page adds the range). */
export interface AdminCampaignListFilter {
  name?: string;
  type?: string;
  status?: number[];
  country?: string;
  currency?: string;
  /** The range, `to` exclusive as the address holds it. */
  from?: string;
  to?: string;
}

/** A campaign type from the address; anything unknown is all. */
export const campaignTypeOf = (value: unknown): AdminCampaignType =>
  (ADMIN_CAMPAIGN_TYPES as readonly unknown[]).includes(value) ? (value as AdminCampaignType) : 'all';

export const isUsd = (filter: { currency?: unknown }): boolean => filter.currency === CURRENCY_USD;

/** The address parameter holding the chosen columns (comma-separated ids; absent: every column). */
export const COLUMNS_PARAM = 'columns';

/** The chosen columns the address names (unknown ids dropped; fewer than two known: every column). */
export const chosenColumnsOf = (search: URLSearchParams): readonly string[] => listOfColumns(search.get(COLUMNS_PARAM));

/** A filter's value as react-admin's filterValues hold it. */
export type FilterValues = Record<string, ListFilterValue>;
