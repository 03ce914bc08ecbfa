import type { MockSettings } from './mock-admin-api';
import { MAX_CLOCK_RATE, type MockConfig } from './config';
import { isRecord, toNumber } from './http/body';
import { PAYMENT_VENDORS, isPaymentVendor } from '../src/api/contract';

/** The settings tests may change while the mock runs (through /__mock/settings); all of them are set. */
export type RuntimeSettings = Required<MockSettings>;

export const createSettings = (config: MockConfig): RuntimeSettings => ({
  latencyMs: config.latencyMs,
  failRate: config.failRate,
  tokenTtl: config.tokenTtl,
  whitelabel: config.whitelabel,
  clockRate: config.clockRate,
  dictionaryEdition: 1,
  paymentVendor: config.paymentVendor,
});

type NumericSetting = 'latencyMs' | 'failRate' | 'tokenTtl' | 'clockRate' | 'dictionaryEdition';

const LIMITS: Record<NumericSetting, { min: number; max: number; integer: boolean }> = {
  latencyMs: { min: 0, max: 60_000, integer: true },
  failRate: { min: 0, max: 1, integer: false },
  tokenTtl: { min: 1, max: 365 * 24 * 3600, integer: true },
  clockRate: { min: 1, max: MAX_CLOCK_RATE, integer: false },
  dictionaryEdition: { min: 1, max: 1000, integer: true },
};

/**
 * Applies any subset of MockSettings; answers field errors and changes nothing when one is invalid.
 * `whitelabels` lists the configured whitelabel_ids the `whitelabel` setting may name.
 */
export const applySettings = (settings: RuntimeSettings, input: unknown, whitelabels: readonly string[]): Record<string, string> | null => {
  if (!isRecord(input)) return { body: 'Expected an object with latencyMs, failRate, tokenTtl, clockRate, dictionaryEdition, whitelabel and/or paymentVendor' };
  const errors: Record<string, string> = {};
  const next: Partial<RuntimeSettings> = {};
  for (const key of Object.keys(LIMITS) as NumericSetting[]) {
    if (input[key] === undefined) continue;
    const value = toNumber(input[key]);
    const { min, max, integer } = LIMITS[key];
    if (value === undefined || value < min || value > max || (integer && !Number.isInteger(value))) {
      errors[key] = `Expected ${integer ? 'an integer' : 'a number'} in [${min}, ${max}]`;
    } else {
      next[key] = value;
    }
  }
  const { whitelabel } = input;
  if (whitelabel !== undefined) {
    if (typeof whitelabel === 'string' && whitelabels.includes(whitelabel)) next.whitelabel = whitelabel;
    else errors.whitelabel = `Expected one of ${whitelabels.join(', ')}`;
  }
  const { paymentVendor } = input;
  if (paymentVendor !== undefined) {
    if (isPaymentVendor(paymentVendor)) next.paymentVendor = paymentVendor;
    else errors.paymentVendor = `Expected one of ${PAYMENT_VENDORS.join(', ')}`;
  }
  if (Object.keys(errors).length > 0) return errors;
  Object.assign(settings, next);
  return null;
};
