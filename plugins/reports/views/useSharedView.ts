import { useEffect } from 'react';
import { useAddressSearch } from '../../../src/routing/useAddressSearch';
import type { SavedView } from '../../../src/api/contract';
import { useInvokeQuery } from '../../../src/data/useInvokeQuery';
import { REPORTS_RESOURCE } from '../data/reportsApi';
import { todayIso } from '../../../src/domain/dateRange';
import { filtersFromSearch, searchOfFilters } from '../filters/reportFilters';
import { filtersOfView, VIEW_PARAM } from './savedViewFilters';

/**
 * A shared link (`/reports?view=<id>`): the view is read from the server (anyone who may read its
 * campaign may open it) and its filters replace the address's, so the page then reads like any other
 * report link. A view that cannot be opened leaves the error for the page to show.
 */
export const useSharedView = () => {
  const [search, setSearch] = useAddressSearch();
  const raw = search.get(VIEW_PARAM);
  const id = raw !== null && /^\d{1,12}$/.test(raw) ? Number(raw) : null;
  const view = useInvokeQuery<SavedView>(REPORTS_RESOURCE, 'getView', id === null ? null : { id }, { retry: false });
  useEffect(() => {
    if (!view.data || view.data.id !== id) return;
    const opened = view.data;
    // One write: the view's filters over the address's, and the view's id gone.
    setSearch(
      (current) => {
        const next = searchOfFilters({ ...filtersFromSearch(current, todayIso()), ...filtersOfView(opened) }, current);
        next.delete(VIEW_PARAM);
        next.delete('page');
        return next;
      },
      { replace: true },
    );
  }, [view.data, id, setSearch]);
  return { opening: id !== null && !view.error, error: id !== null ? view.error : null };
};
