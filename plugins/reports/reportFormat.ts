import type { ReportMetric } from '../../src/api/contract';
import type { Format } from '../../src/format/useFormat';

const MONEY: ReadonlySet<string> = new Set(['spent', 'cpm', 'cpc', 'cpe', 'cpa']);
const PERCENT: ReadonlySet<string> = new Set(['ctr', 'cvr', 'win_rate', 'bounce_rate']);

/**
 * A report figure as the page shows it (spec 1 §9): money rounded up to cents with the campaign's
 * currency sign; rates as percents with two decimals; counts whole.
 */
export const formatFigure = (metric: ReportMetric | string, value: number, currency: string, format: Format): string => {
  if (MONEY.has(metric)) return format.money(value, currency);
  if (PERCENT.has(metric)) return format.percent(value);
  return format.count(value);
};

/** The change from the previous period in percent, or null when there is nothing to compare with. */
export const changePercent = (current: number, previous: number | undefined): number | null =>
  previous === undefined || previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10;
