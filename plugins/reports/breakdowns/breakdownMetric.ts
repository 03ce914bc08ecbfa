import type { AdditiveMetric } from '../../../src/api/contract';
import type { ChartMetric } from '../filters/reportFilters';

/** The breakdowns show the chart's figure; a rate does not add up across slices, so CTR shows clicks. */
export const breakdownMetric = (metric: ChartMetric): AdditiveMetric => (metric === 'ctr' ? 'clicks' : metric);

/** A slice's share in percent, and whether the pie labels it (spec 3 §2: labels hidden under 5 %). */
export const PIE_LABEL_MIN_PERCENT = 5;
export const sharePercent = (value: number, total: number): number => (total > 0 ? (value / total) * 100 : 0);
