import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { REPORT_DEBOUNCE_MS, useDebouncedAsk, type ReportAsk } from './useReportData';

const ask = (source: string): ReportAsk => ({
  scope: { campaignId: 1000004, source, size: 1, device: null, granularity: 'day', metrics: ['impressions'] },
  range: { from: '2026-11-17', to: '2026-11-24' },
});

describe('useDebouncedAsk', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks at once the first time the report is known, then once per 1 s pause', () => {
    const { result, rerender } = renderHook(({ value }: { value: ReportAsk | null }) => useDebouncedAsk(value), { initialProps: { value: null as ReportAsk | null } });
    expect(result.current).toBeNull();
    rerender({ value: ask('') });
    expect(result.current?.scope.source).toBe('');
    act(() => vi.advanceTimersByTime(REPORT_DEBOUNCE_MS));
    rerender({ value: ask('n') });
    rerender({ value: ask('ne') });
    act(() => vi.advanceTimersByTime(REPORT_DEBOUNCE_MS - 1));
    expect(result.current?.scope.source).toBe('');
    rerender({ value: ask('news') });
    act(() => vi.advanceTimersByTime(REPORT_DEBOUNCE_MS - 1));
    expect(result.current?.scope.source).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current?.scope.source).toBe('news');
  });
});
