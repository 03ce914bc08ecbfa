import { describe, expect, it } from 'vitest';
import { paymentAmountProblem } from './paymentAmount';

describe('paymentAmountProblem', () => {
  it('takes whole cents from one cent to the limit, binary noise included', () => {
    expect([0.01, 12.34, 0.1 + 0.2, 100].map((amount) => paymentAmountProblem(amount, 100))).toEqual([null, null, null, null]);
  });

  it('refuses nothing, a fraction of a cent that rounds to 0.00, more than 2 decimals and over the limit', () => {
    // The same check takes one cent and the limit itself, so each refusal is its amount's doing.
    expect([0.01, 100].map((amount) => paymentAmountProblem(amount, 100))).toEqual([null, null]);
    expect([0, -3, Number.NaN, 1e-9, 0.004, 1.005, 100.01].map((amount) => paymentAmountProblem(amount, 100))).toEqual([
      'positive',
      'positive',
      'positive',
      'minimum',
      'decimals',
      'decimals',
      'maxAmount',
    ]);
  });
});
