import { describe, expect, it } from 'vitest';
import { groupCardNumber, parseExpiry } from './expiry';

describe('the test vendor form’s typing helpers', () => {
  it('reads MM/YY as a month and a four-digit year', () => {
    expect(parseExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry(' 4 / 29 ')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('1229')).toEqual({ month: 12, year: 2029 });
    for (const text of ['13/29', '00/29', '4/2029', 'ab/cd', '']) expect(parseExpiry(text), text).toBeNull();
  });

  it('groups card digits by four as typed, dropping anything else, at most 19 digits', () => {
    expect(groupCardNumber('4242424242')).toBe('4242 4242 42');
    expect(groupCardNumber('4242-4242 4242x4242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('1'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });
});
