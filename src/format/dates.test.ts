import { describe, expect, it } from 'vitest';
import { formatLocalDateTime } from './dates';

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
