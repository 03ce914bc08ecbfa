import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';
import { useSessionAccess } from '../../auth/useSessionAccess';
import { useSlashShortcut } from './slashShortcut';

export interface AdminPanelControls {
  open(): void;
  close(): void;
  isOpen: boolean;
}

/** Outside the provider, or for users without SEARCH_ADMIN, the panel never opens. */
const CLOSED: AdminPanelControls = { open: () => undefined, close: () => undefined, isOpen: false };

const AdminPanelContext = createContext<AdminPanelControls>(CLOSED);

/** Opens and closes the administrator's account switcher (the top drawer). */
export const useAdminPanel = (): AdminPanelControls => useContext(AdminPanelContext);

/** The SEARCH_ADMIN gate of the switcher, its "/" shortcut and the account block (spec 1 §6). */
export const useCanSearchAdmin = (): boolean => useSessionAccess({ resource: 'admin-search' }).canAccess === true;

/**
 * Holds the panel's open state and registers the "/" shortcut (spec 1 §2), for administrators only:
 * anyone else gets the closed controls and no listener, so "/" stays an ordinary key. The provider
 * element itself never changes, so the layout inside is not remounted once the access check answers.
 */
export const AdminPanelProvider = ({ children }: { children: ReactNode }) => {
  const enabled = useCanSearchAdmin();
  const [isOpen, setOpen] = useState(false);
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);
  useSlashShortcut(enabled, open);
  const controls = useMemo(() => (enabled ? { open, close, isOpen } : CLOSED), [enabled, open, close, isOpen]);
  return <AdminPanelContext.Provider value={controls}>{children}</AdminPanelContext.Provider>;
};
