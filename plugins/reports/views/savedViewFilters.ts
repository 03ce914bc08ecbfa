import type { SavedView, SavedViewFilters } from '../../../src/api/contract';
import { REPORT_TABS, type ReportFilters, type ReportTab } from '../filters/reportFilters';

/** What a view keeps of the report's filters: the range as days, the slices, the granularity and the tab. */
export const viewFiltersOf = (filters: ReportFilters): SavedViewFilters => ({
  from: filters.range.from,
  to: filters.range.to,
  source: filters.source,
  size: filters.size,
  device: filters.device,
  granularity: filters.granularity,
  tab: filters.tab,
});

/** The report's filters a view opens (its campaign included); the chart's figure and order stay as they are. */
export const filtersOfView = (view: SavedView): Partial<ReportFilters> => ({
  campaignId: view.campaign_id,
  range: { from: view.filters.from, to: view.filters.to },
  source: view.filters.source,
  size: view.filters.size,
  device: view.filters.device,
  granularity: view.filters.granularity,
  tab: REPORT_TABS.includes(view.filters.tab as ReportTab) ? (view.filters.tab as ReportTab) : 'platforms',
});

/** The shared link of a view: the reports page with `view=<id>`, opened by anyone who may read its campaign. */
export const VIEW_PARAM = 'view';
export const viewLink = (id: number, origin: string = window.location.origin): string => `${origin}/reports?${VIEW_PARAM}=${id}`;
