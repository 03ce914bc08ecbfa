/**
 * Money as the server keeps it: whole minor units (cents, kobo, luma; every currency we serve has two
 * decimals). Sums of integers are exact, so a thousand payments of 0.01 add up to exactly 10.00; an
 * amount becomes a decimal only when it leaves the store (an answer) and is rounded only at display
 * (money.ts), by the spec's rules.
 */
export const MINOR_UNITS_PER_MAJOR = 100;

/** 12.34 → 1234. Rounds to the nearest unit so binary noise in a typed amount (0.1 + 0.2) never drifts. */
export const toMinor = (amount: number): number => Math.round(amount * MINOR_UNITS_PER_MAJOR);

/** 1234 → 12.34: the decimal an answer carries. */
export const fromMinor = (minor: number): number => minor / MINOR_UNITS_PER_MAJOR;

/** The exact total of amounts kept in minor units. */
export const sumMinor = (amounts: Iterable<number>): number => {
  let total = 0;
  for (const amount of amounts) total += amount;
  return total;
};
