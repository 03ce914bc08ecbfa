import type { CurrencyCode } from '../api/contract';

/**
 * Units of each account currency per US dollar. The spec states some limits in dollars (the balance
 * thresholds, 1000 and 500; the low-balance notification at 1000 dollars; the base bid): an account in
 * another currency is held to the same dollars, converted by these rates. The mock also draws its
 * seeded money in dollars and scales it by them, so a naira account's figures look like naira.
 */
export const UNITS_PER_USD: Record<CurrencyCode, number> = { USD: 1, NGN: 1500, AMD: 400 };

/** An amount of `currency` in dollars (not rounded: a comparison wants the exact value). */
export const inDollars = (amount: number, currency: CurrencyCode): number => amount / UNITS_PER_USD[currency];
