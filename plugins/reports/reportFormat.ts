import type { ReportMetric } from '../../src/api/contract';
import { formatCount, formatMoney, formatPercent } from '../../src/domain/money';

const MONEY: ReadonlySet<string> = new Set(['spent', 'cpm', 'cpc', 'cpe', 'cpa']);
const PERCENT: ReadonlySet<string> = new Set(['ctr', 'cvr', 'win_rate', 'bounce_rate']);

/**
 * A report figure as the page shows it (spec 1 §9): money rounded up to cents with the campaign's
 * currency sign; rates as percents with two decimals; counts whole.
 */
export const formatFigure = (metric: ReportMetric | string, value: number, currency: string): string => {
  if (MONEY.has(metric)) return formatMoney(value, currency);
  if (PERCENT.has(metric)) return formatPercent(value);
  return formatCount(value);
};

/** The change from the previous period in percent, or null when there is nothing to compare with. */
export const changePercent = (current: number, previous: number | undefined): number | null =>
  previous === undefined || previous === 0 ? null : Math.round(((current - previous) / previous) * 1000) / 10;
