import type { ForecastRange } from '../../api/contract';
import { fromMinor, MINOR_UNITS_PER_MAJOR } from '../minorUnits';

/** The forecast's spread either side of its middle figure: auctions vary from day to day. */
export const FORECAST_SPREAD = 0.2;

/** A count as a low–high range: whole numbers, the low never below 0. */
export const countRange = (middle: number): ForecastRange => ({
  low: Math.max(0, Math.floor(middle * (1 - FORECAST_SPREAD))),
  high: Math.max(0, Math.ceil(middle * (1 + FORECAST_SPREAD))),
});

/**
 * Spend as a low–high range in whole minor units (answers carry decimals): the high never above the
 * daily budget, which the platform does not overspend.
 */
export const spendRange = (middle: number, dailyBudget: number | null): ForecastRange => {
  const high = middle * (1 + FORECAST_SPREAD);
  // The epsilon keeps binary noise (10 × 1.2 = 12.000000000000002) from adding a minor unit.
  const minor = (amount: number, round: (value: number) => number) => fromMinor(Math.max(0, round(amount * MINOR_UNITS_PER_MAJOR + (round === Math.ceil ? -1e-6 : 1e-6))));
  return {
    low: minor(middle * (1 - FORECAST_SPREAD), Math.floor),
    high: minor(dailyBudget === null ? high : Math.min(high, dailyBudget), Math.ceil),
  };
};
