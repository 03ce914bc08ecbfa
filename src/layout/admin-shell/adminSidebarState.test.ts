import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ADMIN_SIDEBAR_KEY, readAdminSidebarOpen, useAdminSidebarOpen, writeAdminSidebarOpen } from './adminSidebarState';

describe('administrator sidebar state', () => {
  it('is open on a first visit', () => {
    expect(readAdminSidebarOpen()).toBe(true);
  });

  it('is closed on a first visit from a compact screen, and as the session left it after', () => {
    expect(readAdminSidebarOpen(sessionStorage, false)).toBe(true);
    expect(readAdminSidebarOpen(sessionStorage, true)).toBe(false);
    writeAdminSidebarOpen(true);
    expect(readAdminSidebarOpen(sessionStorage, true)).toBe(true);
    sessionStorage.removeItem(ADMIN_SIDEBAR_KEY);
  });

  it('stores OPEN or CLOSE for the session', () => {
    writeAdminSidebarOpen(false);
    expect(sessionStorage.getItem(ADMIN_SIDEBAR_KEY)).toBe('CLOSE');
    expect(readAdminSidebarOpen()).toBe(false);
    writeAdminSidebarOpen(true);
    expect(sessionStorage.getItem(ADMIN_SIDEBAR_KEY)).toBe('OPEN');
    expect(readAdminSidebarOpen()).toBe(true);
  });

  it('toggles and remembers, so a remount (a reload) starts where the user left it', () => {
    const first = renderHook(() => useAdminSidebarOpen());
    act(() => first.result.current[1]());
    expect(first.result.current[0]).toBe(false);
    first.unmount();
    const second = renderHook(() => useAdminSidebarOpen());
    expect(second.result.current[0]).toBe(false);
  });
});
