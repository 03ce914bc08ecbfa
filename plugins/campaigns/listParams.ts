import { STATUS_FILTER_ALL } from '../../src/api/contract';

/** Page sizes of the campaign list (spec 1 §9); 10 is the default. */
export const PAGE_SIZES = [5, 10, 15, 25] as const;
export const DEFAULT_PAGE_SIZE = 10;

/** Columns that sort, by the server field each one sorts on. */
export const SORT_FIELDS = ['name', 'impressions', 'clicks', 'conversions', 'spent'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export interface CampaignListParams {
  /** Zero-based, as in the query string (spec 1 §2); the API is one-based. */
  page: number;
  pageSize: number;
  name: string;
  /** Status codes to show; empty means all (the API's 50). */
  statuses: number[];
  sort: SortField;
  asc: boolean;
}

const intIn = (raw: string | null, fallback: number, allowed?: readonly number[]): number => {
  const value = Number(raw);
  if (raw === null || !Number.isInteger(value) || value < 0) return fallback;
  return allowed && !allowed.includes(value) ? fallback : value;
};

/** Reads the list state from the query string, ignoring anything malformed. */
export const parseListParams = (search: URLSearchParams): CampaignListParams => {
  const sort = search.get('sort');
  const statuses = (search.get('status') ?? '')
    .split(',')
    .filter((part) => part.trim() !== '')
    .map(Number)
    .filter((code) => Number.isInteger(code) && code >= 0 && code !== STATUS_FILTER_ALL);
  return {
    page: intIn(search.get('page'), 0),
    pageSize: intIn(search.get('pageSize'), DEFAULT_PAGE_SIZE, PAGE_SIZES),
    name: search.get('name') ?? '',
    statuses,
    sort: (SORT_FIELDS as readonly string[]).includes(sort ?? '') ? (sort as SortField) : 'name',
    asc: search.get('order') !== 'desc',
  };
};

/** Writes a change into the query string; any change but paging itself restarts at page 0. */
export const writeListParams = (search: URLSearchParams, change: Partial<CampaignListParams>): URLSearchParams => {
  const next = new URLSearchParams(search);
  const set = (key: string, value: string | null) => (value === null || value === '' ? next.delete(key) : next.set(key, value));
  if (change.pageSize !== undefined) set('pageSize', change.pageSize === DEFAULT_PAGE_SIZE ? null : String(change.pageSize));
  if (change.name !== undefined) set('name', change.name);
  if (change.statuses !== undefined) set('status', change.statuses.join(','));
  if (change.sort !== undefined) set('sort', change.sort === 'name' ? null : change.sort);
  if (change.asc !== undefined) set('order', change.asc ? null : 'desc');
  set('page', change.page ? String(change.page) : null);
  return next;
};
