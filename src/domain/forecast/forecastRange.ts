import type { ForecastRange } from '../../api/contract';
import { fromMinor, toMinor } from '../minorUnits';

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
  return {
    low: fromMinor(Math.max(0, Math.floor(toMinor(middle * (1 - FORECAST_SPREAD))))),
    high: fromMinor(Math.max(0, Math.ceil(toMinor(dailyBudget === null ? high : Math.min(high, dailyBudget))))),
  };
};
