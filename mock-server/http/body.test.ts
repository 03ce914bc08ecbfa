import { describe, expect, it } from 'vitest';
import { toId, toNumber } from './body';

describe('toId: decimal digits only', () => {
  it('reads decimal ids from text and whole numbers from JSON', () => {
    expect(toId('1000001')).toBe(1000001);
    expect(toId('0001000001')).toBe(1000001);
    expect(toId(1000001)).toBe(1000001);
    expect(toId('9007199254740991')).toBe(Number.MAX_SAFE_INTEGER);
  });

  it.each([
    '0xF4244',
    '0XF4244',
    '0b11110100001001000100',
    '0o3641104',
    '1e6',
    '1000001.0',
    '+1000001',
    '-1000001',
    ' 1000001',
    '1000001\n',
    '1_000_001',
    'Infinity',
    '',
    '0',
    '9007199254740993',
    '0'.repeat(17) + '1',
  ])('refuses %j', (raw) => {
    expect(toId(raw)).toBeNull();
  });

  it('refuses non-integers, non-positive and unsafe numbers, and other types', () => {
    for (const value of [1.5, 0, -3, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, null, undefined, true, [1000001], { id: 1 }]) {
      expect(toId(value)).toBeNull();
    }
  });
});

describe('toNumber: decimal notation only', () => {
  it('reads decimal numbers, signed or with a fraction', () => {
    expect(toNumber('25')).toBe(25);
    expect(toNumber('-1.5')).toBe(-1.5);
    expect(toNumber('0.25')).toBe(0.25);
    expect(toNumber(0.5)).toBe(0.5);
  });

  it.each(['0x10', '1e3', 'Infinity', '', ' ', '1,5', '--1', '.', '1.'])('refuses %j', (raw) => {
    expect(toNumber(raw)).toBeUndefined();
  });
});
