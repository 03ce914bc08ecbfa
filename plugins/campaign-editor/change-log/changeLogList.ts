import type { SpecListConfig } from '../../../src/list/listConfig';
import { REVISIONS_RESOURCE } from './revisionsApi';

/**
 * The change log as a spec list (spec 2 §2, §9): 25 rows by default, 5/10/15/25, newest first as the
 * server answers (no sorting, no filters; the campaign is a fixed filter).
 *
 * Its page and size live in the editor's address with the list kit's own keys, `page` (zero-based,
 * absent on the first) and `pageSize` (absent at 25), beside the editor's `tab=changeLog`: a reload
 * or Back keeps the page a user was reading, as on every other list, and neither key is one the
 * editor uses (`tab`, `replicatedId`). The kit keeps every other parameter when it writes.
 */
export const CHANGE_LOG_LIST: SpecListConfig = {
  resource: REVISIONS_RESOURCE,
  pageSizes: [5, 10, 15, 25],
  defaultPageSize: 25,
  sortFields: ['commit_date'],
  defaultSort: { field: 'commit_date', order: 'DESC' },
  filters: [],
  fetchDebounceMs: 0,
  placeholderRows: 5,
};

/** The address keys the log's list writes beside `tab`: they mean nothing on another tab. */
export const CHANGE_LOG_PARAMS = ['page', 'pageSize'] as const;
