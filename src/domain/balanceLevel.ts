/**
 * The billing page's available-funds warning (spec 3 §2 "Billing page", §9 "Balance thresholds 1000 and
 * 500"): under 1000 the 'no funds' style, under 500 the stronger 'low balance' style. The thresholds
 * are read in the account's own currency, as the spec states them.
 */
export const BALANCE_THRESHOLDS = { noFunds: 1000, lowBalance: 500 } as const;

export type BalanceLevel = 'ok' | 'noFunds' | 'lowBalance';

export const balanceLevel = (balance: number): BalanceLevel => {
  if (balance < BALANCE_THRESHOLDS.lowBalance) return 'lowBalance';
  if (balance < BALANCE_THRESHOLDS.noFunds) return 'noFunds';
  return 'ok';
};
