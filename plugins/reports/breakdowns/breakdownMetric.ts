import type { AdditiveMetric } from '../../../src/api/contract';
import type { ChartMetric } from '../filters/reportFilters';

/** The breakdowns show the chart's figure; a rate does not add up across slices, so CTR shows clicks. */
export const breakdownMetric = (metric: ChartMetric): AdditiveMetric => (metric === 'ctr' ? 'clicks' : metric);

/** A slice's share in percent, and whether the pie labels it (spec 3 §2: labels hidden under 5 %). */
export const PIE_LABEL_MIN_PERCENT = 5;
export const sharePercent = (value: number, total: number): number => (total > 0 ? (value / total) * 100 : 0);

/** A pie slice's label: its name and share, or none under 5 % (the table below the pie still lists it). */
export const pieLabel = (name: string, share: number, formatShare: (share: number) => string): string | null =>
  share < PIE_LABEL_MIN_PERCENT ? null : `${name} ${formatShare(share)}%`;
