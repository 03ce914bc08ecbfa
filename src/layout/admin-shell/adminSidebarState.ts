import { useCallback, useState } from 'react';

/**
 * The administrator shell's sidebar is kept open or closed "for the session" as OPEN or CLOSE
 * (spec 3 §2): sessionStorage, so it survives reloads and page changes but not a new tab or sign-in.
 */
export const ADMIN_SIDEBAR_KEY = 'DSP_ADMIN_SIDEBAR';
export type AdminSidebarValue = 'OPEN' | 'CLOSE';

/**
 * As the session left it; on a first visit open (the links shown), except on a compact screen, where
 * the open sidebar would take 240 of a phone's 390 px from the page (issue 42 §3).
 */
export const readAdminSidebarOpen = (storage: Storage = sessionStorage, compact = false): boolean => {
  const stored = storage.getItem(ADMIN_SIDEBAR_KEY);
  return stored === null ? !compact : stored !== 'CLOSE';
};

export const writeAdminSidebarOpen = (open: boolean, storage: Storage = sessionStorage): void => {
  const value: AdminSidebarValue = open ? 'OPEN' : 'CLOSE';
  storage.setItem(ADMIN_SIDEBAR_KEY, value);
};

export const useAdminSidebarOpen = (compact = false): [boolean, () => void] => {
  const [open, setOpen] = useState(() => readAdminSidebarOpen(sessionStorage, compact));
  const toggle = useCallback(() => {
    writeAdminSidebarOpen(!open);
    setOpen(!open);
  }, [open]);
  return [open, toggle];
};
