import { useEffect } from 'react';
import { keepPreviousData, useQueries } from '@tanstack/react-query';
import { useListContext } from 'ra-core';
import { TRAFFIC_DIMENSIONS, type TrafficDimension, type TrafficFilter } from '../../../src/api/contract';
import { invokeQuery } from '../../../src/data/queries';
import { useAppDataProvider } from '../../../src/data/useInvokeQuery';
import { readListState, writeListState } from '../../../src/list/listQueryString';
import { useAddressSearch } from '../../../src/routing/useAddressSearch';
import type { OptionsParams } from '../trafficApi';
import { filtersOf, selectedOf, TRAFFIC_LIST, TRAFFIC_RESOURCE } from '../trafficList';

export interface FilterOptions {
  /** The values the filter may hold for the other filters, in the server's rank; undefined until known. */
  values: string[] | undefined;
  loading: boolean;
}

/** Options change only with the filters, and the market's table does not move while the page is open. */
const OPTIONS_STALE_MS = 5 * 60_000;

/**
 * What a dimension's options are asked with. Every filter but its own applies (spec 3 §4: changing
 * one filter reloads the others' options), so a filter can still add values to itself. Creative
 * sizes are ranked by impressions (spec 3 §9: the top 30 are offered), the others by requests.
 * site_or_app has too many values to list: its own selection is asked for too, which answers the
 * selected sites still present under the other filters (its search is the autocomplete).
 */
export const optionsParams = (values: Record<string, unknown>, dimension: TrafficDimension): OptionsParams => {
  const others = filtersOf(values, dimension);
  if (dimension === 'site_or_app') return { dimension, filters: [...others, { dimension, values: selectedOf(values, dimension) }], rankBy: 'request_count' };
  return { dimension, filters: others, rankBy: dimension === 'creative_size' ? 'impression_count' : 'request_count' };
};

const sameFilters = (a: TrafficFilter[], b: TrafficFilter[]): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * Each filter's options, and the rule of spec 3 §4: a selection the other filters leave no rows for
 * is dropped. Asked while the panel shows them, and always for a filter holding values (a shared link
 * or a chip can leave one invalid). A drop replaces the address rather than adding a history entry,
 * so Back does not return to the invalid selection, and applies only if the other filters are still
 * those the options were asked for.
 */
export const useTrafficOptions = (panelOpen: boolean): Record<TrafficDimension, FilterOptions> => {
  const dataProvider = useAppDataProvider();
  const { filterValues } = useListContext();
  const [, writeAddress] = useAddressSearch();
  const asked = TRAFFIC_DIMENSIONS.map((dimension) => {
    const selected = selectedOf(filterValues, dimension);
    const listed = panelOpen && dimension !== 'site_or_app';
    return { dimension, selected, params: optionsParams(filterValues, dimension), wanted: listed || selected.length > 0 };
  });
  const results = useQueries({
    queries: asked.map(({ params, wanted }) => ({
      ...invokeQuery<string[]>(dataProvider, TRAFFIC_RESOURCE, 'options', params),
      enabled: wanted,
      staleTime: OPTIONS_STALE_MS,
      placeholderData: keepPreviousData,
    })),
  });

  const invalid = asked.map(({ dimension, selected, params, wanted }, index) => {
    const result = results[index];
    if (!wanted || !result?.isSuccess || result.isPlaceholderData) return null;
    const drop = selected.filter((value) => !result.data.includes(value));
    return drop.length > 0 ? { dimension, drop, filters: params.filters } : null;
  });
  const dropKey = JSON.stringify(invalid);

  useEffect(() => {
    for (const entry of JSON.parse(dropKey) as (null | { dimension: TrafficDimension; drop: string[]; filters: TrafficFilter[] })[]) {
      if (!entry) continue;
      const { dimension, drop, filters } = entry;
      writeAddress(
        (current) => {
          const { filter } = readListState(current, TRAFFIC_LIST);
          if (!sameFilters(optionsParams(filter, dimension).filters, filters)) return current;
          const kept = selectedOf(filter, dimension).filter((value) => !drop.includes(value));
          return writeListState(current, { filter: { ...filter, [dimension]: kept } }, TRAFFIC_LIST);
        },
        { replace: true },
      );
    }
  }, [dropKey, writeAddress]);

  return Object.fromEntries(
    asked.map(({ dimension }, index) => {
      const result = results[index];
      return [dimension, { values: result?.data, loading: result?.isFetching ?? false }];
    }),
  ) as Record<TrafficDimension, FilterOptions>;
};
