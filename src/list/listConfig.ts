import type { SortPayload } from 'ra-core';

/**
 * How a filter's value is written in the query string: text as it is, lists comma-separated (the
 * spec's "filter names with comma-separated values").
 */
export type ListFilterKind = 'text' | 'numbers' | 'strings';

export interface ListFilterSpec {
  /** The query-string parameter, also the key of react-admin's filterValues. */
  name: string;
  kind: ListFilterKind;
  /**
   * A filter the list opens with (spec 1 §3's admin-style filter: status running, USD): `value` holds
   * while the address lacks the parameter, and the user's clearing it is written as `unset` (e.g.
   * `status=all`), so "no filter" survives a reload and a shared link instead of falling back.
   */
  initial?: { value: ListFilterValue; unset: string };
}

/** One spec list: its resource, the spec's page sizes and defaults, the sortable fields and filters. */
export interface SpecListConfig {
  resource: string;
  pageSizes: readonly number[];
  defaultPageSize: number;
  /** Fields the list may sort on; anything else in the address falls back to `defaultSort`. */
  sortFields: readonly string[];
  defaultSort: SortPayload;
  filters: readonly ListFilterSpec[];
  /** The spec's list fetch debounce (e.g. 200 ms for the campaign list). */
  fetchDebounceMs: number;
  /** Placeholder rows shown while the list loads (the spec's "10 placeholder rows"). */
  placeholderRows: number;
}

/** A filter value as react-admin's filterValues holds it. */
export type ListFilterValue = string | number[] | string[];

/** The state a list's address holds, in react-admin's terms (one-based page). */
export interface ListState {
  page: number;
  perPage: number;
  sort: SortPayload;
  /** Only the filters that are set: an empty filter is absent, as it is from the address. */
  filter: Record<string, ListFilterValue>;
}

/** A change to the list state; any change but the page itself restarts at the first page. */
export interface ListStateChange {
  page?: number;
  perPage?: number;
  sort?: SortPayload;
  /** Replaces every declared filter: a filter absent from it is cleared. */
  filter?: Record<string, unknown>;
}
