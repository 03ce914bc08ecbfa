import type { ForecastLimit } from '../../api/contract';

/** A constraint relaxed, and the daily impressions the forecast gives then. */
export type RelaxedCandidate = Omit<ForecastLimit, 'gain_percent'> & { impressions: number };

/** Gains below a whole percent are noise, not a limit worth naming. */
export const MIN_GAIN_PERCENT = 1;
/** A forecast of nothing gains "infinitely" from anything: the percent is bounded so it stays readable. */
export const MAX_GAIN_PERCENT = 9_999;

export const gainPercent = (base: number, relaxed: number): number => {
  if (relaxed <= base) return 0;
  if (base <= 0) return MAX_GAIN_PERCENT;
  return Math.min(MAX_GAIN_PERCENT, Math.round((relaxed / base - 1) * 100));
};

/**
 * The candidates that gain at least a whole percent, most gain first; on a tie the order given wins
 * (the caller lists delivery settings before targeting, the cheaper change first).
 */
export const rankConstraints = (baseImpressions: number, candidates: readonly RelaxedCandidate[]): ForecastLimit[] =>
  candidates
    .map(({ impressions, ...limit }, order) => ({ limit: { ...limit, gain_percent: gainPercent(baseImpressions, impressions) }, order }))
    .filter(({ limit }) => limit.gain_percent >= MIN_GAIN_PERCENT)
    .sort((a, b) => b.limit.gain_percent - a.limit.gain_percent || a.order - b.order)
    .map(({ limit }) => limit);
