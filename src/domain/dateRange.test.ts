import { describe, expect, it } from 'vitest';
import {
  type DatePresetId,
  LIST_PRESETS,
  addDays,
  displayedEnd,
  formatRangeLabel,
  isIsoDay,
  isValidRange,
  matchPreset,
  presetRange,
  spanDays,
  todayIso,
} from './dateRange';

describe('presetRange', () => {
  const today = '2025-11-21';

  it.each<[DatePresetId, string, string]>([
    ['allTime', '2000-01-01', '2025-11-22'],
    ['today', '2025-11-21', '2025-11-22'],
    ['thisMonth', '2025-11-01', '2025-11-22'],
    ['pastMonth', '2025-10-01', '2025-11-01'],
    ['last7', '2025-11-15', '2025-11-22'],
    ['last14', '2025-11-08', '2025-11-22'],
    ['last30', '2025-10-23', '2025-11-22'],
    ['last365', '2024-11-22', '2025-11-22'],
  ])('%s ends after today, exclusive', (id, from, to) => {
    expect(presetRange(id, today)).toEqual({ from, to });
  });

  it('gives the "last N days" presets exactly N days', () => {
    expect(spanDays(presetRange('last7', today))).toBe(7);
    expect(spanDays(presetRange('last14', today))).toBe(14);
    expect(spanDays(presetRange('last30', today))).toBe(30);
    expect(spanDays(presetRange('last365', today))).toBe(365);
    expect(spanDays(presetRange('today', today))).toBe(1);
  });

  it('crosses the year backwards: past month in early January is December', () => {
    expect(presetRange('pastMonth', '2026-01-03')).toEqual({ from: '2025-12-01', to: '2026-01-01' });
    expect(presetRange('last7', '2026-01-03')).toEqual({ from: '2025-12-28', to: '2026-01-04' });
  });

  it('crosses the year forwards: today on 31 December ends on 1 January', () => {
    expect(presetRange('today', '2025-12-31')).toEqual({ from: '2025-12-31', to: '2026-01-01' });
    expect(presetRange('thisMonth', '2025-12-31')).toEqual({ from: '2025-12-01', to: '2026-01-01' });
  });

  it('makes this month a single day on the 1st', () => {
    expect(presetRange('thisMonth', '2026-03-01')).toEqual({ from: '2026-03-01', to: '2026-03-02' });
    expect(presetRange('pastMonth', '2026-03-01')).toEqual({ from: '2026-02-01', to: '2026-03-01' });
  });

  it('handles month ends and leap days', () => {
    expect(presetRange('today', '2024-02-28')).toEqual({ from: '2024-02-28', to: '2024-02-29' });
    expect(presetRange('today', '2024-02-29')).toEqual({ from: '2024-02-29', to: '2024-03-01' });
    expect(presetRange('pastMonth', '2024-03-31')).toEqual({ from: '2024-02-01', to: '2024-03-01' });
    expect(presetRange('last30', '2024-03-01')).toEqual({ from: '2024-02-01', to: '2024-03-02' }); // Feb has 29 days
    expect(presetRange('last30', '2025-03-01')).toEqual({ from: '2025-01-31', to: '2025-03-02' });
    expect(presetRange('last365', '2024-12-31')).toEqual({ from: '2024-01-02', to: '2025-01-01' });
  });

  it('lists the campaign list presets of spec 1 §2', () => {
    expect(LIST_PRESETS).toEqual(['today', 'thisMonth', 'pastMonth', 'last7', 'last30', 'last365']);
  });
});

describe('matchPreset', () => {
  const today = '2025-11-21';

  it('finds the preset that gives the range', () => {
    expect(matchPreset({ from: '2025-11-15', to: '2025-11-22' }, today, LIST_PRESETS)).toBe('last7');
    expect(matchPreset({ from: '2025-10-01', to: '2025-11-01' }, today, LIST_PRESETS)).toBe('pastMonth');
  });

  it('returns null for a custom range or a preset not offered', () => {
    expect(matchPreset({ from: '2025-11-15', to: '2025-11-21' }, today, LIST_PRESETS)).toBeNull();
    expect(matchPreset(presetRange('last14', today), today, LIST_PRESETS)).toBeNull();
    expect(matchPreset(presetRange('last14', today), today, ['today', 'last14'])).toBe('last14');
  });

  it('stops matching once the day moves on', () => {
    expect(matchPreset(presetRange('last7', today), '2025-11-22', LIST_PRESETS)).toBeNull();
  });

  it('prefers the earlier preset when two coincide (this month on the 1st is today)', () => {
    expect(matchPreset(presetRange('today', '2026-03-01'), '2026-03-01', LIST_PRESETS)).toBe('today');
  });
});

describe('exclusive end', () => {
  it('displays the day before the stored end, across months and years', () => {
    expect(displayedEnd({ from: '2025-11-15', to: '2025-11-22' })).toBe('2025-11-21');
    expect(displayedEnd({ from: '2025-12-01', to: '2026-01-01' })).toBe('2025-12-31');
    expect(displayedEnd({ from: '2024-02-01', to: '2024-03-01' })).toBe('2024-02-29');
  });

  it('adds days in UTC', () => {
    expect(addDays('2025-03-30', 1)).toBe('2025-03-31'); // a DST change in Europe must not matter
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
  });
});

describe('isValidRange', () => {
  it('accepts a single day and longer ranges', () => {
    expect(isValidRange({ from: '2025-11-21', to: '2025-11-22' })).toBe(true);
    expect(isValidRange({ from: '2025-11-01', to: '2025-12-01' })).toBe(true);
  });

  it('refuses From later than the displayed To, and an empty range', () => {
    expect(isValidRange({ from: '2025-11-22', to: '2025-11-21' })).toBe(false);
    expect(isValidRange({ from: '2025-11-21', to: '2025-11-21' })).toBe(false);
  });

  it('refuses anything that is not a real ISO day', () => {
    expect(isValidRange({ from: '2025-02-30', to: '2025-03-05' })).toBe(false);
    expect(isValidRange({ from: '21.11.2025', to: '2025-11-22' })).toBe(false);
    expect(isValidRange({ from: '', to: '' })).toBe(false);
    expect(isIsoDay('2024-02-29')).toBe(true);
    expect(isIsoDay('2025-02-29')).toBe(false);
  });
});

describe('formatRangeLabel', () => {
  it('leaves the year out under 365 days', () => {
    expect(formatRangeLabel({ from: '2025-11-15', to: '2025-11-22' }, 'en')).toBe('Nov 15 – Nov 21');
    expect(formatRangeLabel({ from: '2025-11-21', to: '2025-11-22' }, 'en')).toBe('Nov 21 – Nov 21');
    expect(formatRangeLabel({ from: '2025-11-22', to: '2026-11-21' }, 'en')).toBe('Nov 22 – Nov 20'); // 364 days
  });

  it('shows the year from 365 days on', () => {
    expect(formatRangeLabel({ from: '2025-11-22', to: '2026-11-22' }, 'en')).toBe('Nov 22, 2025 – Nov 21, 2026');
    expect(formatRangeLabel(presetRange('allTime', '2026-01-03'), 'en')).toBe('Jan 1, 2000 – Jan 3, 2026');
  });

  it('writes Russian month abbreviations', () => {
    const short = formatRangeLabel({ from: '2025-11-15', to: '2025-11-22' }, 'ru');
    expect(short).toMatch(/^15 нояб\.? – 21 нояб\.?$/);
    const long = formatRangeLabel({ from: '2025-11-22', to: '2026-11-22' }, 'ru');
    expect(long).toContain('нояб');
    expect(long).toContain('2025');
    expect(long).toContain('2026');
  });

  it('writes every month as Intl does in both languages, with and without the year', () => {
    for (const locale of ['en', 'ru']) {
      for (let month = 0; month < 12; month += 1) {
        const from = new Date(Date.UTC(2025, month, 5)).toISOString().slice(0, 10);
        const intl = (withYear: boolean) =>
          new Intl.DateTimeFormat(locale, { timeZone: 'UTC', month: 'short', day: 'numeric', ...(withYear ? { year: 'numeric' } : {}) });
        const short = intl(false).format(Date.UTC(2025, month, 5));
        expect(formatRangeLabel({ from, to: addDays(from, 1) }, locale)).toBe(`${short} – ${short}`);
        const long = intl(true);
        expect(formatRangeLabel({ from, to: addDays(from, 400) }, locale)).toBe(
          `${long.format(Date.UTC(2025, month, 5))} – ${long.format(Date.UTC(2025, month, 5 + 399))}`,
        );
      }
    }
  });

  it('shows a malformed range as it is rather than throwing', () => {
    expect(formatRangeLabel({ from: 'x', to: '2025-11-22' }, 'en')).toBe('x – 2025-11-22');
  });
});

describe('todayIso', () => {
  it('takes the UTC day, whatever the local clock says', () => {
    expect(todayIso(new Date('2025-11-21T23:59:59Z'))).toBe('2025-11-21');
    expect(todayIso(new Date('2025-11-22T00:00:00+03:00'))).toBe('2025-11-21');
  });
});
