import { describe, expect, it } from 'vitest';
import { bindingCap, relaxedBid, relaxedCap, scheduleHours } from './deliveryConstraints';

describe('scheduleHours', () => {
  it('counts every hour without a schedule, each hour once, and none when all are off', () => {
    expect(scheduleHours(null)).toBe(168);
    expect(scheduleHours({ '0': [1, 1, 2], '3': [23] })).toBe(3);
    expect(scheduleHours({ '0': [], '1': [], '2': [], '3': [], '4': [], '5': [], '6': [] })).toBe(0);
  });
});

describe('bindingCap and relaxedCap', () => {
  it('takes the cap allowing the fewest impressions a day', () => {
    expect(bindingCap([])).toBeNull();
    expect(bindingCap([{ key: 1, value: 3 }, { key: 2, value: 14 }])).toEqual({ key: 2, value: 14, daily: 2 });
    expect(bindingCap([{ key: 1, value: 3 }, { key: 3, value: 300 }])).toEqual({ key: 1, value: 3, daily: 3 });
  });

  it('relaxes to 7 a day in the cap’s own period, and not a cap already that loose', () => {
    expect(relaxedCap({ key: 1, value: 3, daily: 3 })).toBe(7);
    expect(relaxedCap({ key: 2, value: 14, daily: 2 })).toBe(49);
    expect(relaxedCap({ key: 3, value: 30, daily: 1 })).toBe(210);
    expect(relaxedCap({ key: 1, value: 7, daily: 7 })).toBeNull();
  });
});

describe('relaxedBid', () => {
  it('is half again, in whole cents, or the reference CPM for no bid', () => {
    expect(relaxedBid(0.35, 0.5)).toBe(0.53);
    expect(relaxedBid(2, 0.5)).toBe(3);
    expect(relaxedBid(0, 750)).toBe(750);
  });
});
