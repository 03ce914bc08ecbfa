import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { TestDataRouter } from '../test/TestDataRouter';
import { useAddressSearch } from './useAddressSearch';

// A data router, as the app's (src/app/appRouter.tsx): its navigations go through the router's own state.
const wrapper = ({ children }: { children: ReactNode }) => <TestDataRouter path="/reports?from=2026-11-01">{children}</TestDataRouter>;

const useProbe = () => {
  const [search, write] = useAddressSearch();
  const location = useLocation();
  return { search, write, location };
};

const setParam = (name: string, value: string) => (current: URLSearchParams) => {
  const next = new URLSearchParams(current);
  next.set(name, value);
  return next;
};

describe('useAddressSearch', () => {
  it('keeps both of two changes written before the page re-renders', () => {
    const { result } = renderHook(useProbe, { wrapper });
    act(() => {
      // Both writers come from the same render, as a click and a keystroke in quick succession do.
      const { write } = result.current;
      write(setParam('granularity', 'hour'));
      write(setParam('source', 'news'), { replace: true });
    });
    expect(result.current.location.search).toBe('?from=2026-11-01&granularity=hour&source=news');
    expect(result.current.search.get('granularity')).toBe('hour');
  });

  it('starts from the address shown after a navigation it did not make', () => {
    const { result } = renderHook(useProbe, { wrapper });
    act(() => result.current.write(setParam('tab', 'banners')));
    act(() => result.current.write(() => new URLSearchParams('from=2026-10-01')));
    act(() => result.current.write(setParam('device', '3')));
    expect(result.current.location.search).toBe('?from=2026-10-01&device=3');
  });
});
