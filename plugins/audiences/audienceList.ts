import type { GetListResult, PaginationPayload, SortPayload } from 'ra-core';
import type { Audience } from '../../src/api/contract';
import type { SpecListConfig } from '../../src/list/listConfig';
import { AUDIENCES_RESOURCE } from './audiencesResource';

/** Ours (the spec names no page sizes for audiences): the sizes of the other spec lists. */
export const AUDIENCE_PAGE_SIZES = [10, 25, 50] as const;

export const AUDIENCE_SORT_FIELDS = ['created_at', 'name', 'row_count'] as const;

/** The audience list: newest first, as the server answers; a name filter the list call supports. */
export const AUDIENCE_LIST: SpecListConfig = {
  resource: AUDIENCES_RESOURCE,
  pageSizes: AUDIENCE_PAGE_SIZES,
  defaultPageSize: 10,
  sortFields: AUDIENCE_SORT_FIELDS,
  defaultSort: { field: 'created_at', order: 'DESC' },
  filters: [{ name: 'name', kind: 'text' }],
  fetchDebounceMs: 0,
  placeholderRows: 5,
};

const compare = (a: Audience, b: Audience, field: string): number => {
  if (field === 'name') return a.name.localeCompare(b.name);
  if (field === 'row_count') return a.row_count - b.row_count;
  // Newest first is the server's order; ids break ties of one creation moment the same way.
  return a.created_at.localeCompare(b.created_at) || a.id - b.id;
};

/** One page of the space's whole list, in the order asked (the list call itself is not paged). */
export const pageOfAudiences = (all: readonly Audience[], { page, perPage }: PaginationPayload, sort: SortPayload | undefined): GetListResult<Audience> => {
  const field = sort && (AUDIENCE_SORT_FIELDS as readonly string[]).includes(sort.field) ? sort.field : 'created_at';
  const order = sort?.order === 'ASC' ? 1 : -1;
  const sorted = [...all].sort((a, b) => compare(a, b, field) * order);
  const start = (page - 1) * perPage;
  return { data: sorted.slice(start, start + perPage), total: all.length };
};
