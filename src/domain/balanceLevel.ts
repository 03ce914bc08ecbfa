import type { CurrencyCode } from '../api/contract';
import { inDollars } from './currencyRates';

/**
 * The billing page's available-funds warning (spec 3 §2 "Billing page", §9 "Balance thresholds 1000 and
 * 500"): under 1000 the 'no funds' style, under 500 the stronger 'low balance' style. The thresholds
 * are dollars (§9 states the low-balance one as "1000 dollars"): an account in naira or drams is warned
 * at the same value, converted by the shared rates, not at 1000 of its own units (about $1 in naira).
 */
export const BALANCE_THRESHOLDS_USD = { noFunds: 1000, lowBalance: 500 } as const;

export type BalanceLevel = 'ok' | 'noFunds' | 'lowBalance';

export const balanceLevel = (balance: number, currency: CurrencyCode): BalanceLevel => {
  const dollars = inDollars(balance, currency);
  if (dollars < BALANCE_THRESHOLDS_USD.lowBalance) return 'lowBalance';
  if (dollars < BALANCE_THRESHOLDS_USD.noFunds) return 'noFunds';
  return 'ok';
};
