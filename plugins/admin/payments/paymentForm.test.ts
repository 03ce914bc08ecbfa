import { describe, expect, it } from 'vitest';
import { amountProblem, canSubmit, EMPTY_PAYMENT, logPaymentPayload, payManuallyPayload } from './paymentForm';

describe('payment form', () => {
  it('names the amount problem: required, number, positive, 2 decimals, one cent at least, the limit', () => {
    expect(['', 'abc', '0', '-3', '1.005', '1e-9', '10000001', '12.5'].map(amountProblem)).toEqual(['required', 'number', 'positive', 'positive', 'decimals', 'minimum', 'maxAmount', null]);
  });

  it('enables submit only with an amount and a referer of its modal', () => {
    expect(canSubmit('log', { ...EMPTY_PAYMENT, amount: '10' })).toBe(false);
    expect(canSubmit('log', { ...EMPTY_PAYMENT, referer: 'STRIPE' })).toBe(false);
    expect(canSubmit('log', { ...EMPTY_PAYMENT, amount: '10', referer: 'STRIPE' })).toBe(true);
    expect(canSubmit('log', { ...EMPTY_PAYMENT, amount: '10', referer: 'AMERIA' })).toBe(false);
    expect(canSubmit('pay', { ...EMPTY_PAYMENT, amount: '10', referer: 'AMERIA' })).toBe(true);
    expect(canSubmit('pay', { ...EMPTY_PAYMENT, amount: '10', referer: 'STRIPE' })).toBe(false);
    expect(canSubmit('log', { ...EMPTY_PAYMENT, amount: '10', referer: 'STRIPE', comment: 'x'.repeat(501) })).toBe(false);
  });

  it('sends the optional texts only when typed', () => {
    expect(logPaymentPayload({ amount: ' 12.5 ', referer: 'INTENT', transactionId: ' ', comment: '' })).toEqual({ amount: 12.5, referer: 'INTENT', transaction_id: undefined, comment: undefined });
    expect(payManuallyPayload({ amount: '3', referer: 'AMERIA', transactionId: 'ignored', comment: ' note ' })).toEqual({ amount: 3, referer: 'AMERIA', comment: 'note' });
  });
});
