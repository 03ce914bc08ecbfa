import { Box, Divider, ListSubheader } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useSidebarState } from 'react-admin';
import { useSessionAccess } from '../../auth/useSessionAccess';
import { VISUALLY_HIDDEN } from '../admin-panel/visuallyHidden';
import { AdminLinkList } from './AdminLinkList';

/**
 * The admin links block of the main sidebar (spec 1 §2), for ROUTE_ADMINISTRATION only. It follows
 * react-admin's sidebar: a collapsed sidebar shows the icons alone.
 */
export const AdminLinks = () => {
  const translate = useTranslate();
  const { canAccess } = useSessionAccess({ resource: 'admin' });
  const [sidebarOpen] = useSidebarState();
  if (canAccess !== true) return null;
  return (
    // A named group, not a landmark: it sits inside the main navigation.
    <Box role="group" aria-labelledby="admin-links-title" data-testid="admin-links">
      <Divider />
      <ListSubheader
        id="admin-links-title"
        component="h2"
        disableSticky
        // Hidden, not removed, when collapsed: the list below is still named by it.
        sx={{ bgcolor: 'transparent', lineHeight: 2.5, ...(sidebarOpen ? {} : VISUALLY_HIDDEN) }}
      >
        {translate('shell.adminLinks.title')}
      </ListSubheader>
      <AdminLinkList collapsed={!sidebarOpen} labelledBy="admin-links-title" />
    </Box>
  );
};
