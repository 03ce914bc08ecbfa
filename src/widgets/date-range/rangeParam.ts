import { type DatePresetId, type DateRange, isValidRange, presetRange, todayIso } from '../../domain/dateRange';

export interface DateRangeParamOptions {
  defaultPreset?: DatePresetId;
  fromParam?: string;
  toParam?: string;
}

export const DEFAULT_RANGE_PARAMS = { defaultPreset: 'last7', fromParam: 'from', toParam: 'to' } as const;

/** The range a `from`/`to` pair names, `to` exclusive; a missing or malformed pair yields the preset. */
export const rangeOf = (
  from: string | null,
  to: string | null,
  defaultPreset: DatePresetId = DEFAULT_RANGE_PARAMS.defaultPreset,
  today: string = todayIso(),
): DateRange => (from !== null && to !== null && isValidRange({ from, to }) ? { from, to } : presetRange(defaultPreset, today));

/**
 * The range a query string holds, as the page's hook reads it: for a prefetch that runs before any
 * render and must ask for exactly what the page will show.
 */
export const rangeFromSearch = (
  search: URLSearchParams,
  { defaultPreset, fromParam = DEFAULT_RANGE_PARAMS.fromParam, toParam = DEFAULT_RANGE_PARAMS.toParam }: DateRangeParamOptions = {},
): DateRange => rangeOf(search.get(fromParam), search.get(toParam), defaultPreset);
