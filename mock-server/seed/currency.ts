import type { CurrencyCode } from '../../src/api/contract';

/**
 * Rough units per US dollar. Seeded budgets and CPMs are drawn in dollars and scaled by this, so an
 * NGN account's numbers look like naira rather than dollars with another symbol.
 */
export const UNITS_PER_USD: Record<CurrencyCode, number> = { USD: 1, NGN: 1500, AMD: 400 };

export const round2 = (value: number): number => Math.round(value * 100) / 100;
