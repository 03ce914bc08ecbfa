import { MINOR_UNITS_PER_MAJOR } from './minorUnits';

/** Why an amount cannot be paid or logged, as a message key both the admin's payment form and the mock use. */
export type PaymentAmountProblem = 'positive' | 'decimals' | 'minimum' | 'maxAmount';

/** Binary noise a typed decimal carries (0.1 + 0.2 is 0.30000000000000004 before it is cents). */
const NOISE = 1e-6;

/**
 * The rule for a payment's amount (spec 3 §5, bounds ours): above 0, whole minor units (at most 2
 * decimals: 1.005 is refused, 0.1 + 0.2 passes), at least one minor unit (1e-9 has no cents to refuse
 * yet rounds to 0.00: it would be a completed payment of nothing), at most `max`. Null when it may be paid.
 */
export const paymentAmountProblem = (amount: number, max: number): PaymentAmountProblem | null => {
  if (!(amount > 0)) return 'positive';
  const minor = amount * MINOR_UNITS_PER_MAJOR;
  if (Math.abs(minor - Math.round(minor)) > NOISE) return 'decimals';
  if (Math.round(minor) < 1) return 'minimum';
  if (amount > max) return 'maxAmount';
  return null;
};
