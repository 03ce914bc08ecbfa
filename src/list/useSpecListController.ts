import { useCallback, useMemo } from 'react';
import { keepPreviousData } from '@tanstack/react-query';
import { useGetList, useRecordSelection, type GetListParams, type ListControllerResult, type RaRecord, type SortPayload } from 'ra-core';
import { useAddressSearch } from '../routing/useAddressSearch';
import { useDebouncedValue } from '../hooks/useDebouncedValue';
import type { ListState, ListStateChange, SpecListConfig } from './listConfig';
import { readListState, writeListState } from './listQueryString';
import { LIST_QUERY_OPTIONS, listParams } from './specListQuery';

const NO_FILTER: Record<string, unknown> = {};

/** A change of one filter worked out from its value in the address as the change applies. */
export type FilterUpdate = (current: unknown) => unknown;

/**
 * react-admin's list controller for a spec list: the same ListControllerResult its list components
 * and `useListContext()` read, with the state in the spec's address (see listQueryString.ts) and the
 * data from react-admin's useGetList through the dataProvider.
 *
 * The address is the only state. Every change pushes a history entry, so Back and Forward move
 * through the filters exactly as the address bar shows them; the request follows the address after
 * the spec's fetch debounce (the first render asks at once, so a prefetched answer is used).
 */
export const useSpecListController = <T extends RaRecord = RaRecord>(
  config: SpecListConfig,
  { filter: extraFilter = NO_FILTER }: { filter?: Record<string, unknown> } = {},
): ListControllerResult<T> => {
  const [search, setSearch] = useAddressSearch();
  const query = search.toString();
  const state = useMemo(() => readListState(new URLSearchParams(query), config), [query, config]);
  const wanted = JSON.stringify(listParams(state, extraFilter));
  const asked = useDebouncedValue(wanted, config.fetchDebounceMs);
  const params = useMemo(() => JSON.parse(asked) as GetListParams, [asked]);
  const result = useGetList<T>(config.resource, params, { ...LIST_QUERY_OPTIONS, placeholderData: keepPreviousData });
  const [selectedIds, selection] = useRecordSelection<T>({ resource: config.resource, disableSyncWithStore: true });

  // A change is worked out from the address as it is when it applies, not as it was at the last
  // render: a debounced text box applies its change later, maybe after Back.
  const change = useCallback(
    (next: ListStateChange | ((current: ListState) => ListStateChange)) =>
      setSearch((current) =>
        writeListState(current, typeof next === 'function' ? next(readListState(current, config)) : next, config),
      ),
    [setSearch, config],
  );

  const setPage = useCallback((page: number) => change({ page }), [change]);
  const setPerPage = useCallback((perPage: number) => change({ perPage }), [change]);
  const setSort = useCallback((sort: SortPayload) => change({ sort }), [change]);
  const setFilters = useCallback((filter: Record<string, unknown>) => change({ filter }), [change]);
  // `value` may be an updater of the filter's current value: a control clicked twice before the page
  // re-renders (navigations render in a transition) then builds its second change on its first.
  const showFilter = useCallback(
    (name: string, value: unknown) =>
      change(({ filter }) => ({
        filter: { ...filter, [name]: typeof value === 'function' ? (value as FilterUpdate)(filter[name]) : value },
      })),
    [change],
  );
  const hideFilter = useCallback(
    (name: string) => change(({ filter }) => ({ filter: Object.fromEntries(Object.entries(filter).filter(([key]) => key !== name)) })),
    [change],
  );

  const { data, total, error, isPending, isFetching, isLoading, isPaused, isPlaceholderData, refetch, meta } = result;
  return useMemo(
    () =>
      ({
        resource: config.resource,
        data,
        total,
        meta,
        error,
        isPending,
        // The address moved on and the request has not gone yet: what is shown is already stale.
        isFetching: isFetching || asked !== wanted,
        isLoading,
        isPaused,
        isPlaceholderData,
        refetch,
        page: state.page,
        perPage: state.perPage,
        sort: state.sort,
        filterValues: state.filter,
        displayedFilters: state.filter,
        setPage,
        setPerPage,
        setSort,
        setFilters,
        showFilter,
        hideFilter,
        hasPreviousPage: state.page > 1,
        hasNextPage: total !== undefined && state.page * state.perPage < total,
        selectedIds,
        onSelect: selection.select,
        onToggleItem: selection.toggle,
        onUnselectItems: selection.clearSelection,
        onSelectAll: () => selection.select((data ?? []).map((record) => record.id)),
        defaultTitle: undefined,
        exporter: false,
      }) as ListControllerResult<T>,
    [config.resource, data, total, meta, error, isPending, isFetching, asked, wanted, isLoading, isPaused, isPlaceholderData, refetch, state, setPage, setPerPage, setSort, setFilters, showFilter, hideFilter, selectedIds, selection],
  );
};
