import { useMemo } from 'react';
import { useQueries } from '@tanstack/react-query';
import type { DashboardPoint, DashboardReport, ReportReach, ReportTotals } from '../../../src/api/contract';
import { invokeQuery } from '../../../src/data/queries';
import { useAppDataProvider, useInvokeQuery } from '../../../src/data/useInvokeQuery';
import { useDebouncedValue } from '../../../src/hooks/useDebouncedValue';
import type { DateRange } from '../../../src/domain/dateRange';
import { CHUNK_CONCURRENCY, createLimiter, dashboardChunks } from '../filters/dashboardChunks';
import { previousPeriod } from '../filters/reportFilters';
import { reportBody, type ReportScope } from './reportBody';
import { REPORTS_RESOURCE } from './reportsApi';

/** Spec 3 §9: report requests are debounced 1 second. */
export const REPORT_DEBOUNCE_MS = 1000;

/** What the report asks for: the scope and the (clamped) range. */
export interface ReportAsk {
  scope: ReportScope;
  range: DateRange;
}

/**
 * The ask after the spec's 1 s pause: the page's first ask goes at once (also when it becomes known
 * only once the default campaign or the campaign's start is read), each change after the user stops
 * changing filters for a second (typing a traffic source sends one set of requests).
 */
export const useDebouncedAsk = (ask: ReportAsk | null): ReportAsk | null => {
  const key = JSON.stringify(ask);
  const debounced = useDebouncedValue(key, REPORT_DEBOUNCE_MS);
  const effective = debounced === 'null' ? key : debounced;
  return useMemo(() => JSON.parse(effective) as ReportAsk | null, [effective]);
};

/** Four chunk requests at most in flight across the page (spec 3 §9), shared by both periods. */
const limiter = createLimiter(CHUNK_CONCURRENCY);

export interface SeriesState {
  /** The points received so far, in time order; chunks still on their way leave a gap at their place. */
  points: DashboardPoint[];
  /** Chunks answered out of all asked. */
  received: number;
  total: number;
  error: Error | null;
}

/**
 * One period's chart: its 7-day chunks as queries of their own (cached per chunk, so changing the
 * compare or going back costs nothing), sent through the page's four-at-a-time limiter, oldest
 * first, the chart filling in as they arrive.
 */
export const useDashboardSeries = (ask: ReportAsk | null, enabled = true): SeriesState => {
  const dataProvider = useAppDataProvider();
  const bodies = ask && enabled ? dashboardChunks(ask.range).map((chunk) => reportBody(ask.scope, chunk)) : [];
  const results = useQueries({
    queries: bodies.map((body) => ({
      queryKey: invokeQuery<DashboardReport>(dataProvider, REPORTS_RESOURCE, 'dashboard', { body }).queryKey,
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        limiter(() => dataProvider.invoke<DashboardReport>(REPORTS_RESOURCE, 'dashboard', { body, signal }), signal),
      staleTime: 60_000,
    })),
  });
  const points = results.flatMap((result) => result.data?.points ?? []);
  const received = results.filter((result) => result.data !== undefined).length;
  const error = results.find((result) => result.error)?.error ?? null;
  // Keyed on what arrived, so the chart's memoised work reruns only when a chunk lands.
  const dataKey = results.map((result) => result.dataUpdatedAt).join(',');
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const stable = useMemo(() => points, [dataKey]);
  return { points: stable, received, total: bodies.length, error };
};

/** The range's totals, reach and the compare period's totals (named calls, kept while the next loads). */
export const useReportTotals = (ask: ReportAsk | null, { reach }: { reach: boolean }) => {
  const body = ask ? reportBody(ask.scope, ask.range) : null;
  const previous = ask ? reportBody(ask.scope, previousPeriod(ask.range)) : null;
  const totals = useInvokeQuery<ReportTotals>(REPORTS_RESOURCE, 'total', body && { body }, { keepPrevious: true });
  const compare = useInvokeQuery<ReportTotals>(REPORTS_RESOURCE, 'total', previous && { body: previous }, { keepPrevious: true });
  const reachAnswer = useInvokeQuery<ReportReach>(REPORTS_RESOURCE, 'reach', body && { body }, { keepPrevious: true, enabled: reach });
  return { totals, compare, reach: reachAnswer };
};

