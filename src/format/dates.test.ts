import { describe, expect, it } from 'vitest';
import { formatDay, formatDayRange, formatLocalDateTime, formatMonth, formatUtcTime } from './dates';

describe('local date and time', () => {
  const iso = '2026-11-24T14:05:32.250Z';
  const local = new Date(iso);

  it('writes the date and the local time to the minute, or to the second, in the interface language', () => {
    expect(formatLocalDateTime(iso, 'en')).toBe(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(local));
    expect(formatLocalDateTime(iso, 'en', { seconds: true })).toBe(new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'medium' }).format(local));
    expect(formatLocalDateTime(iso, 'en', { seconds: true })).toMatch(/2026.*:32/);
    expect(formatLocalDateTime(iso, 'ru')).toMatch(/нояб\. 2026/);
  });

  it('leaves the year out when asked, keeping the day', () => {
    const short = formatLocalDateTime(iso, 'en', { seconds: true, withoutYear: true });
    expect(short).not.toMatch(/2026/);
    expect(short).toMatch(new RegExp(`^Nov ${local.getDate()}, .*:32`));
    expect(formatLocalDateTime(iso, 'ru', { withoutYear: true })).toMatch(/^\d+ нояб\., \d\d:\d\d$/);
  });

  it('shows a malformed value as it came', () => {
    expect(formatLocalDateTime('yesterday', 'en')).toBe('yesterday');
  });
});

describe('calendar days, as the server counts them', () => {
  it('writes a day, and a period with both days, in the interface language', () => {
    expect(formatDayRange('2026-10-01', '2026-10-31', 'en')).toBe('Oct 1, 2026 – Oct 31, 2026');
    expect(formatDayRange('2026-11-24', '2026-11-24', 'en')).toBe('Nov 24, 2026');
    expect(formatDayRange('2026-10-01', '2026-10-31', 'ru')).toBe('1 окт. 2026 г. – 31 окт. 2026 г.');
    // The day of a date-time is the server's (UTC) day, whatever the browser's zone.
    expect(formatDay('2026-12-07T23:30:00Z', 'en')).toBe('Dec 7, 2026');
    expect(formatDay('2026-12-07', 'ru', { withYear: false })).toBe('7 дек.');
    expect(formatDay('soon', 'en')).toBe('soon');
  });

  it('writes UTC times on a 24-hour clock and months in words', () => {
    expect(formatUtcTime('2026-12-07T14:05:00Z', 'en')).toBe('14:05');
    expect(formatMonth(2026, 11, 'en')).toBe('November 2026');
    expect(formatMonth(2026, 11, 'ru')).toBe('ноябрь 2026 г.');
  });
});
