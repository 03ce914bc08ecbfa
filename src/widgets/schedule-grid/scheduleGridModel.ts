import type { CampaignScheduling } from '../../api/contract';

/**
 * The schedule grid's pure rules (spec 2 §3 "Scheduling": weekday '0'-'6', 0 = Sunday, to the selected
 * hours 0-23). Every change returns a normalized schedule (all seven keys, sorted unique hours, an
 * empty day kept as []) and keeps the array of every day it did not change, so a row that shows that
 * day can skip its render.
 */

export const DAY_COUNT = 7;
export const HOUR_COUNT = 24;

/** Weekday keys in display order, Sunday first. */
export const WEEKDAYS = ['0', '1', '2', '3', '4', '5', '6'] as const;
export type WeekdayKey = (typeof WEEKDAYS)[number];

export const HOURS: readonly number[] = Array.from({ length: HOUR_COUNT }, (_, hour) => hour);

/** Whether an hour is selected on every day, on some days or on none (the all-days row). */
export type AllDaysState = 'all' | 'some' | 'none';

/** Inclusive day and hour spans; `from` may be after `to` (a rectangle dragged up or left). */
export interface ScheduleRect {
  fromDay: number;
  toDay: number;
  fromHour: number;
  toHour: number;
}

const EMPTY: readonly number[] = [];

const isHour = (hour: number): boolean => Number.isInteger(hour) && hour >= 0 && hour < HOUR_COUNT;

const isNormalDay = (hours: readonly number[]): boolean =>
  hours.every((hour, index) => isHour(hour) && hour > (hours[index - 1] ?? -1));

/** Sorted unique hours 0-23; the same array when it already is. */
const normalizeDay = (hours: readonly number[] | undefined): number[] => {
  if (!hours) return [];
  if (isNormalDay(hours)) return hours as number[];
  return [...new Set(hours.filter(isHour))].sort((a, b) => a - b);
};

// WEEKDAYS[day] is String(day): the key read without an index that could miss.
const dayHours = (value: CampaignScheduling, day: number): readonly number[] => value[String(day)] ?? EMPTY;

/** Every weekday key present with sorted unique hours; a missing day means no hour selected. */
export const normalizeScheduling = (value: CampaignScheduling): CampaignScheduling => {
  const next: CampaignScheduling = {};
  for (const key of WEEKDAYS) next[key] = normalizeDay(value[key]);
  return next;
};

export const isHourSelected = (value: CampaignScheduling, day: number, hour: number): boolean =>
  dayHours(value, day).includes(hour);

const withHours = (hours: readonly number[], from: number, to: number, selected: boolean): number[] => {
  const normal = normalizeDay(hours);
  const set = new Set(normal);
  let changed = false;
  for (let hour = from; hour <= to; hour += 1) {
    if (set.has(hour) !== selected) {
      changed = true;
      if (selected) set.add(hour);
      else set.delete(hour);
    }
  }
  return changed ? [...set].sort((a, b) => a - b) : normal;
};

const span = (a: number, b: number, count: number): [number, number] => [
  Math.max(0, Math.min(a, b)),
  Math.min(count - 1, Math.max(a, b)),
];

/** Sets (or clears) every hour of the rectangle, whichever corner it was dragged from. */
export const paintRect = (value: CampaignScheduling, rect: ScheduleRect, selected: boolean): CampaignScheduling => {
  const [firstDay, lastDay] = span(rect.fromDay, rect.toDay, DAY_COUNT);
  const [firstHour, lastHour] = span(rect.fromHour, rect.toHour, HOUR_COUNT);
  const next: CampaignScheduling = {};
  WEEKDAYS.forEach((key, day) => {
    next[key] =
      day >= firstDay && day <= lastDay ? withHours(dayHours(value, day), firstHour, lastHour, selected) : normalizeDay(value[key]);
  });
  return next;
};

export const toggleHour = (value: CampaignScheduling, day: number, hour: number): CampaignScheduling =>
  paintRect(value, { fromDay: day, toDay: day, fromHour: hour, toHour: hour }, !isHourSelected(value, day, hour));

export const allDaysState = (value: CampaignScheduling, hour: number): AllDaysState => {
  let count = 0;
  for (let day = 0; day < DAY_COUNT; day += 1) if (isHourSelected(value, day, hour)) count += 1;
  if (count === DAY_COUNT) return 'all';
  return count === 0 ? 'none' : 'some';
};

/** The all-days cell: an hour selected on every day is cleared from all; otherwise it is set on all. */
export const toggleAllDays = (value: CampaignScheduling, hour: number): CampaignScheduling =>
  paintRect(value, { fromDay: 0, toDay: DAY_COUNT - 1, fromHour: hour, toHour: hour }, allDaysState(value, hour) !== 'all');

/** Whether two schedules select the same hours (missing days and order aside). */
export const sameScheduling = (a: CampaignScheduling, b: CampaignScheduling): boolean =>
  WEEKDAYS.every((key) => {
    const left = normalizeDay(a[key]);
    const right = normalizeDay(b[key]);
    return left.length === right.length && left.every((hour, index) => hour === right[index]);
  });
