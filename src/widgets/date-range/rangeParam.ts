import { type DatePresetId, type DateRange, isValidRange, presetRange, todayIso } from './dateRange';

export interface DateRangeParamOptions {
  defaultPreset?: DatePresetId;
  fromParam?: string;
  toParam?: string;
}

export const DEFAULT_RANGE_PARAMS = { defaultPreset: 'last7', fromParam: 'from', toParam: 'to' } as const;

/**
 * The range a query string holds, `to` exclusive as the API takes it; a missing or malformed pair
 * yields the default preset. Shared by the page's hook and by a prefetch that runs before any render.
 */
export const rangeFromSearch = (
  search: URLSearchParams,
  { defaultPreset = DEFAULT_RANGE_PARAMS.defaultPreset, fromParam = DEFAULT_RANGE_PARAMS.fromParam, toParam = DEFAULT_RANGE_PARAMS.toParam }: DateRangeParamOptions = {},
  today: string = todayIso(),
): DateRange => {
  const from = search.get(fromParam);
  const to = search.get(toParam);
  if (from !== null && to !== null && isValidRange({ from, to })) return { from, to };
  return presetRange(defaultPreset, today);
};
