import { useCallback } from 'react';
import type { DateRange } from '../../../src/domain/dateRange';
import { readListState, writeListState } from '../../../src/list/listQueryString';
import { useAddressSearch } from '../../../src/routing/useAddressSearch';
import { useDateRangeParam } from '../../../src/widgets/date-range/useDateRangeParam';
import { ADMIN_CAMPAIGN_LIST, ADMIN_CAMPAIGN_PICKER_DEFAULT, COLUMNS_PARAM, chosenColumnsOf } from './adminCampaignList';
import { columnsParamOf } from './adminCampaignColumnChoice';

const { defaultSort } = ADMIN_CAMPAIGN_LIST;

/**
 * The page's writers of the address. Spec 3 §2: "any filter change resets sorting to name ascending",
 * and, as every list, to the first page: a filter or the range is written together with the default
 * sort in one history entry. The chosen columns are no filter: they keep the page and the sort.
 */
export const useAdminCampaignFilters = () => {
  const [search, setSearch] = useAddressSearch();
  const [range] = useDateRangeParam({ defaultPreset: ADMIN_CAMPAIGN_PICKER_DEFAULT });

  const setFilter = useCallback(
    (name: string, value: unknown) =>
      setSearch((current) => {
        const { filter } = readListState(current, ADMIN_CAMPAIGN_LIST);
        return writeListState(current, { filter: { ...filter, [name]: value }, sort: defaultSort }, ADMIN_CAMPAIGN_LIST);
      }),
    [setSearch],
  );

  const setRange = useCallback(
    (next: DateRange) =>
      setSearch((current) => {
        const moved = new URLSearchParams(current);
        moved.set('from', next.from);
        moved.set('to', next.to);
        return writeListState(moved, { sort: defaultSort }, ADMIN_CAMPAIGN_LIST);
      }),
    [setSearch],
  );

  const setColumns = useCallback(
    (chosen: readonly string[]) =>
      setSearch((current) => {
        const next = new URLSearchParams(current);
        const value = columnsParamOf(chosen);
        if (value === null) next.delete(COLUMNS_PARAM);
        else next.set(COLUMNS_PARAM, value);
        return next;
      }),
    [setSearch],
  );

  return { range, setRange, setFilter, columns: chosenColumnsOf(search), setColumns };
};
