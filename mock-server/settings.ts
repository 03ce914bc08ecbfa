import type { MockSettings } from '../src/api/contract';
import type { MockConfig } from './config';
import { isRecord, toNumber } from './http/body';

/** The settings tests may change while the mock runs (through /__mock/settings). */
export type RuntimeSettings = MockSettings;

export const createSettings = (config: MockConfig): RuntimeSettings => ({
  latencyMs: config.latencyMs,
  failRate: config.failRate,
  tokenTtl: config.tokenTtl,
});

const LIMITS: Record<keyof MockSettings, { min: number; max: number; integer: boolean }> = {
  latencyMs: { min: 0, max: 60_000, integer: true },
  failRate: { min: 0, max: 1, integer: false },
  tokenTtl: { min: 1, max: 365 * 24 * 3600, integer: true },
};

/** Applies any subset of MockSettings; answers field errors and changes nothing when one is invalid. */
export const applySettings = (settings: RuntimeSettings, input: unknown): Record<string, string> | null => {
  if (!isRecord(input)) return { body: 'Expected an object with latencyMs, failRate and/or tokenTtl' };
  const errors: Record<string, string> = {};
  const next: Partial<MockSettings> = {};
  for (const key of Object.keys(LIMITS) as (keyof MockSettings)[]) {
    if (input[key] === undefined) continue;
    const value = toNumber(input[key]);
    const { min, max, integer } = LIMITS[key];
    if (value === undefined || value < min || value > max || (integer && !Number.isInteger(value))) {
      errors[key] = `Expected ${integer ? 'an integer' : 'a number'} in [${min}, ${max}]`;
    } else {
      next[key] = value;
    }
  }
  if (Object.keys(errors).length > 0) return errors;
  Object.assign(settings, next);
  return null;
};
