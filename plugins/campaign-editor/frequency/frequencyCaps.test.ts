import { describe, expect, it } from 'vitest';
import { capIndex, capValue, withCap } from './frequencyCaps';

describe('frequency caps by name', () => {
  const caps = [{ key: 1 as const, value: 7 }, { key: 3 as const, value: 40 }];

  it('reads a cap by its period, undefined when not set', () => {
    expect(capValue(caps, 'daily')).toBe(7);
    expect(capValue(caps, 'weekly')).toBeUndefined();
    expect(capValue(caps, 'monthly')).toBe(40);
    expect(capIndex(caps, 'monthly')).toBe(1);
    expect(capValue(undefined, 'daily')).toBeUndefined();
  });

  it('sets a cap in place, appends a new one and removes a cleared one', () => {
    expect(withCap(caps, 'daily', 5)).toEqual([{ key: 1, value: 5 }, { key: 3, value: 40 }]);
    expect(withCap(caps, 'weekly', 20)).toEqual([...caps, { key: 2, value: 20 }]);
    expect(withCap(caps, 'daily', null)).toEqual([{ key: 3, value: 40 }]);
    expect(withCap(caps, 'weekly', null)).toEqual(caps);
    expect(caps).toEqual([{ key: 1, value: 7 }, { key: 3, value: 40 }]);
  });
});
