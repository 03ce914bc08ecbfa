import { describe, expect, it } from 'vitest';
import type { CampaignScheduling } from '../../api/contract';
import { allDaysState, normalizeScheduling, paintRect, sameScheduling, toggleAllDays, toggleHour } from './scheduleGridModel';

const EMPTY_WEEK: CampaignScheduling = { 0: [], 1: [], 2: [], 3: [], 4: [], 5: [], 6: [] };
const everyDay = (hours: number[]): CampaignScheduling => Object.fromEntries(Object.keys(EMPTY_WEEK).map((day) => [day, [...hours]]));

describe('normalizeScheduling', () => {
  it('gives all seven days, a missing day as [], hours sorted and unique, out-of-range hours dropped', () => {
    expect(normalizeScheduling({ 1: [9, 3, 9, 24, -1, 2.5], 4: [] })).toEqual({ ...EMPTY_WEEK, 1: [3, 9] });
  });

  it('drops keys that are not weekdays and keeps the arrays that already are normal', () => {
    const monday = [1, 2];
    const next = normalizeScheduling({ 1: monday, 7: [5] });
    expect(Object.keys(next)).toEqual(['0', '1', '2', '3', '4', '5', '6']);
    expect(next['1']).toBe(monday);
  });
});

describe('toggleHour', () => {
  it('selects an hour that was off, in order, and leaves the other days as they were', () => {
    const tuesday = [1];
    const next = toggleHour({ 1: [10, 8], 2: tuesday }, 1, 9);
    expect(next).toEqual({ ...EMPTY_WEEK, 1: [8, 9, 10], 2: [1] });
    expect(next['2']).toBe(tuesday);
  });

  it('clears an hour that was on, keeping the day as []', () => {
    expect(toggleHour({ 0: [23] }, 0, 23)).toEqual(EMPTY_WEEK);
  });
});

describe('paintRect', () => {
  it('sets every hour of the rectangle whichever corner it starts from', () => {
    const next = paintRect(EMPTY_WEEK, { fromDay: 3, toDay: 1, fromHour: 10, toHour: 8 }, true);
    expect(next).toEqual({ ...EMPTY_WEEK, 1: [8, 9, 10], 2: [8, 9, 10], 3: [8, 9, 10] });
  });

  it('clears the rectangle and nothing outside it', () => {
    const next = paintRect(everyDay([0, 5, 6, 7, 12]), { fromDay: 0, toDay: 0, fromHour: 5, toHour: 7 }, false);
    expect(next['0']).toEqual([0, 12]);
    expect(next['1']).toEqual([0, 5, 6, 7, 12]);
  });

  it('keeps a day it does not change, so a row showing that day need not render again', () => {
    const monday = [8, 9];
    expect(paintRect({ ...EMPTY_WEEK, 1: monday }, { fromDay: 1, toDay: 1, fromHour: 8, toHour: 9 }, true)['1']).toBe(monday);
  });
});

describe('all days', () => {
  it('says whether an hour is on every day, on some or on none', () => {
    const value = { ...everyDay([9]), 3: [9, 10] };
    expect(allDaysState(value, 9)).toBe('all');
    expect(allDaysState(value, 10)).toBe('some');
    expect(allDaysState(value, 11)).toBe('none');
    expect(allDaysState({ 0: [9] }, 9)).toBe('some');
  });

  it('sets an hour on every day unless every day has it, then clears it from all', () => {
    expect(toggleAllDays({ 2: [4] }, 4)).toEqual(everyDay([4]));
    expect(toggleAllDays(EMPTY_WEEK, 4)).toEqual(everyDay([4]));
    expect(toggleAllDays(everyDay([4, 5]), 4)).toEqual(everyDay([5]));
  });
});

describe('sameScheduling', () => {
  it('compares the selected hours, ignoring missing days and order', () => {
    expect(sameScheduling({ 1: [2, 1] }, { ...EMPTY_WEEK, 1: [1, 2] })).toBe(true);
    expect(sameScheduling({ 1: [1] }, { 1: [1, 2] })).toBe(false);
  });
});
