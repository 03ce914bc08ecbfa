import { useCallback } from 'react';
import { useMediaQuery, type Theme } from '@mui/material';
import { useSidebarState } from 'react-admin';

/**
 * On a small screen the sidebar is a drawer over the page: following one of its links closes it, as
 * react-admin's menu items do. Elsewhere the sidebar stays as it is.
 */
export const useCloseSidebarOnSmallScreen = (): (() => void) => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [, setOpen] = useSidebarState();
  return useCallback(() => {
    if (isSmall) setOpen(false);
  }, [isSmall, setOpen]);
};
