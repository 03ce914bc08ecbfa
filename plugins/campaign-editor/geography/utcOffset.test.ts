import { describe, expect, it } from 'vitest';
import { utcOffsetLabel } from './utcOffset';

describe('utcOffsetLabel', () => {
  it('prints hours and minutes with the sign, and UTC alone for no offset', () => {
    expect(utcOffsetLabel(3_600)).toBe('UTC+01:00');
    expect(utcOffsetLabel(14_400)).toBe('UTC+04:00');
    expect(utcOffsetLabel(19_800)).toBe('UTC+05:30');
    expect(utcOffsetLabel(-12_600)).toBe('UTC\u221203:30');
    expect(utcOffsetLabel(0)).toBe('UTC');
    expect(utcOffsetLabel(Number.NaN)).toBe('UTC');
  });
});
