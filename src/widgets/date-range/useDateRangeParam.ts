import { useCallback, useMemo } from 'react';
import { useAddressSearch } from '../../routing/useAddressSearch';
import { type DateRange, todayIso } from '../../domain/dateRange';
import { DEFAULT_RANGE_PARAMS, type DateRangeParamOptions, rangeOf } from './rangeParam';

export type { DateRangeParamOptions } from './rangeParam';

/** react-admin's list page parameter: a new range must restart paging from page 1. */
const PAGE_PARAM = 'page';

/**
 * The range held in the query string (spec 3 "Shared widgets"), `to` exclusive as the API takes it, so
 * a link or a reload shows the same data. A missing or malformed pair yields the default preset.
 * Writing pushes a history entry, so Back returns to the previous range; other params are kept.
 */
export const useDateRangeParam = ({
  defaultPreset = DEFAULT_RANGE_PARAMS.defaultPreset,
  fromParam = DEFAULT_RANGE_PARAMS.fromParam,
  toParam = DEFAULT_RANGE_PARAMS.toParam,
}: DateRangeParamOptions = {}): [DateRange, (next: DateRange) => void] => {
  const [searchParams, setSearchParams] = useAddressSearch();
  const from = searchParams.get(fromParam);
  const to = searchParams.get(toParam);
  const today = todayIso();

  // Memoised on the strings so callers can use the range as an effect or query dependency.
  const range = useMemo<DateRange>(() => rangeOf(from, to, defaultPreset, today), [from, to, defaultPreset, today]);

  const setRange = useCallback(
    (next: DateRange) => {
      if (next.from === from && next.to === to) return; // no duplicate history entry for the same range
      setSearchParams((current) => {
        const params = new URLSearchParams(current);
        params.set(fromParam, next.from);
        params.set(toParam, next.to);
        params.delete(PAGE_PARAM);
        return params;
      });
    },
    [from, to, fromParam, toParam, setSearchParams],
  );

  return [range, setRange];
};
