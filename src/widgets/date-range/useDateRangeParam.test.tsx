import type { ReactNode } from 'react';
import { act, renderHook } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type DateRangeParamOptions, useDateRangeParam } from './useDateRangeParam';

const TODAY = '2025-11-21';

/** The hook plus what the tests look at: the location and a way to go Back. */
const renderParam = (url: string, options?: DateRangeParamOptions) => {
  const wrapper = ({ children }: { children: ReactNode }) => <MemoryRouter initialEntries={[url]}>{children}</MemoryRouter>;
  return renderHook(
    () => {
      const [range, setRange] = useDateRangeParam(options);
      const location = useLocation();
      return { range, setRange, search: location.search, key: location.key, navigate: useNavigate() };
    },
    { wrapper },
  );
};

const params = (search: string) => Object.fromEntries(new URLSearchParams(search));

describe('useDateRangeParam', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(`${TODAY}T12:00:00Z`));
  });
  afterEach(() => vi.useRealTimers());

  it('gives the last 7 days when the query string is empty', () => {
    const { result } = renderParam('/campaigns');
    expect(result.current.range).toEqual({ from: '2025-11-15', to: '2025-11-22' });
  });

  it('takes another default preset when asked', () => {
    const { result } = renderParam('/admin/campaigns', { defaultPreset: 'last14' });
    expect(result.current.range).toEqual({ from: '2025-11-08', to: '2025-11-22' });
  });

  it('reads from and to as stored, to exclusive', () => {
    const { result } = renderParam('/campaigns?from=2025-10-01&to=2025-11-01');
    expect(result.current.range).toEqual({ from: '2025-10-01', to: '2025-11-01' });
  });

  it.each([
    ['a reversed pair', '?from=2025-11-10&to=2025-11-01'],
    ['an empty range', '?from=2025-11-10&to=2025-11-10'],
    ['a malformed day', '?from=2025-13-01&to=2025-11-01'],
    ['a missing end', '?from=2025-11-01'],
  ])('falls back to the default on %s', (_, search) => {
    const { result } = renderParam(`/campaigns${search}`);
    expect(result.current.range).toEqual({ from: '2025-11-15', to: '2025-11-22' });
  });

  it('keeps the same range object while the params stay', () => {
    const { result, rerender } = renderParam('/campaigns?from=2025-10-01&to=2025-11-01');
    const first = result.current.range;
    rerender();
    expect(result.current.range).toBe(first);
  });

  it('writes the range, keeps other params and drops page', () => {
    const { result } = renderParam('/campaigns?name=summer&page=3&from=2025-10-01&to=2025-11-01');
    act(() => result.current.setRange({ from: '2025-11-01', to: '2025-11-11' }));
    expect(params(result.current.search)).toEqual({ name: 'summer', from: '2025-11-01', to: '2025-11-11' });
    expect(result.current.range).toEqual({ from: '2025-11-01', to: '2025-11-11' });
  });

  it('pushes a history entry, so Back restores the previous range', () => {
    const { result } = renderParam('/campaigns?from=2025-10-01&to=2025-11-01');
    act(() => result.current.setRange({ from: '2025-11-01', to: '2025-11-11' }));
    act(() => {
      void result.current.navigate(-1);
    });
    expect(result.current.range).toEqual({ from: '2025-10-01', to: '2025-11-01' });
  });

  it('adds no history entry when the range is already in force', () => {
    const { result } = renderParam('/campaigns?from=2025-10-01&to=2025-11-01&page=2');
    const { key } = result.current;
    act(() => result.current.setRange({ from: '2025-10-01', to: '2025-11-01' }));
    expect(result.current.key).toBe(key);
    expect(params(result.current.search)).toHaveProperty('page', '2');
  });

  it('uses the param names it is given', () => {
    const { result } = renderParam('/reports?from_date=2025-10-01&to_date=2025-11-01', { fromParam: 'from_date', toParam: 'to_date' });
    expect(result.current.range).toEqual({ from: '2025-10-01', to: '2025-11-01' });
    act(() => result.current.setRange({ from: '2025-11-20', to: '2025-11-22' }));
    expect(params(result.current.search)).toEqual({ from_date: '2025-11-20', to_date: '2025-11-22' });
  });
});
