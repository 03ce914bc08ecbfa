import { useCallback, useMemo } from 'react';
import { useAddressSearch } from '../../../src/routing/useAddressSearch';
import { todayIso } from '../../../src/domain/dateRange';
import { defaultGranularity, filtersFromSearch, REPORT_PARAMS, searchOfFilters, type ReportFilters } from './reportFilters';

export interface SetFiltersOptions {
  /** Replace the history entry instead of adding one: typing a source letter by letter is one step back. */
  replace?: boolean;
}

/**
 * The report's filters as the query string holds them, and a setter that writes a change there (the
 * only state: a reload, Back or a shared link show the same report). Memoised on the query string, so
 * the filters can key queries and effects.
 */
export const useReportFilters = (): [ReportFilters, (patch: Partial<ReportFilters>, options?: SetFiltersOptions) => void] => {
  const [searchParams, setSearchParams] = useAddressSearch();
  const search = searchParams.toString();
  const today = todayIso();
  const filters = useMemo(() => filtersFromSearch(new URLSearchParams(search), today), [search, today]);
  const setFilters = useCallback(
    (patch: Partial<ReportFilters>, { replace = false }: SetFiltersOptions = {}) => {
      setSearchParams((current) => {
        const next = { ...filtersFromSearch(current, todayIso()), ...patch };
        // A granularity nobody chose follows the range (per hour up to 2 days), rather than sticking.
        if (patch.granularity === undefined && !current.has(REPORT_PARAMS.granularity)) next.granularity = defaultGranularity(next.range);
        const params = searchOfFilters(next, current);
        // Another campaign or other slices start the dimension table on its first page.
        if (patch.tab === undefined && patch.metric === undefined && patch.publishers === undefined && patch.compare === undefined) params.delete('page');
        return params;
      }, { replace });
    },
    [setSearchParams],
  );
  return [filters, setFilters];
};
