import { useCallback, useState } from 'react';

/**
 * The administrator shell's sidebar is kept open or closed "for the session" as OPEN or CLOSE
 * (spec 3 §2): sessionStorage, so it survives reloads and page changes but not a new tab or sign-in.
 */
export const ADMIN_SIDEBAR_KEY = 'DSP_ADMIN_SIDEBAR';
export type AdminSidebarValue = 'OPEN' | 'CLOSE';

/** Open unless the session says CLOSE: a first visit shows the links. */
export const readAdminSidebarOpen = (storage: Storage = sessionStorage): boolean =>
  storage.getItem(ADMIN_SIDEBAR_KEY) !== 'CLOSE';

export const writeAdminSidebarOpen = (open: boolean, storage: Storage = sessionStorage): void => {
  const value: AdminSidebarValue = open ? 'OPEN' : 'CLOSE';
  storage.setItem(ADMIN_SIDEBAR_KEY, value);
};

export const useAdminSidebarOpen = (): [boolean, () => void] => {
  const [open, setOpen] = useState(() => readAdminSidebarOpen());
  const toggle = useCallback(() => {
    writeAdminSidebarOpen(!open);
    setOpen(!open);
  }, [open]);
  return [open, toggle];
};
