import type { GetListParams } from 'ra-core';
import type { AppDataProvider } from '../data/dataProvider';
import { getListQuery } from '../data/queries';
import type { PrefetchContext } from '../plugins/contract';
import type { ListState, SpecListConfig } from './listConfig';
import { readListState } from './listQueryString';

/**
 * List rows are summaries, not records (a campaign row has figures but no targeting): this meta keeps
 * react-admin from caching each row as the getOne answer a record page would then show.
 */
export const LIST_ROWS_META = { rows: 'summary' } as const;

/**
 * An answer younger than this is shown as it is when the page mounts (e.g. the one prefetched at
 * boot) instead of being asked for again; every change the app makes invalidates it explicitly.
 */
export const LIST_FRESH_MS = 5_000;

/**
 * What the list asks react-admin's useGetList, also what requests failing do: one quiet retry, then the
 * page says what failed and offers its own retry (the default is three retries over seven seconds).
 */
export const LIST_QUERY_OPTIONS = { retry: 1, staleTime: LIST_FRESH_MS } as const;

/** The getList parameters of a list state, plus the filters the page adds (e.g. its date range). */
export const listParams = (state: ListState, extraFilter: Record<string, unknown>): GetListParams => ({
  pagination: { page: state.page, perPage: state.perPage },
  sort: state.sort,
  filter: { ...state.filter, ...extraFilter },
  meta: LIST_ROWS_META,
});

/** The list a page's first render shows, requested at boot under useGetList's own key. */
export const prefetchSpecList = (
  config: SpecListConfig,
  { queryClient, dataProvider, search }: Pick<PrefetchContext, 'queryClient' | 'search'> & { dataProvider: AppDataProvider },
  extraFilter: Record<string, unknown> = {},
): Promise<void> =>
  queryClient.prefetchQuery({
    ...getListQuery(dataProvider, config.resource, listParams(readListState(search, config), extraFilter)),
    ...LIST_QUERY_OPTIONS,
  });
