import { describe, expect, it } from 'vitest';
import { addressIdOf } from './addressId';

describe('addressIdOf', () => {
  it('reads a positive whole id in decimal digits', () => {
    expect(addressIdOf('7')).toBe(7);
    expect(addressIdOf('1000001')).toBe(1000001);
  });

  it.each([undefined, null, '', '0', '-1', '7.5', '1e3', '0x10', '07', ' 7', 'abc', '99999999999999999999'])('names no record for %j', (raw) => {
    expect(addressIdOf(raw)).toBeNull();
  });
});
