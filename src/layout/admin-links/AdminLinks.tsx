import { Box, Divider, ListSubheader } from '@mui/material';
import { useTranslate } from 'ra-core';
import { useSidebarState } from 'react-admin';
import { VISUALLY_HIDDEN } from '../admin-panel/visuallyHidden';
import { AdminLinkList } from './AdminLinkList';
import { useAdminMenu } from './useAdminMenu';

/**
 * The admin links block of the main sidebar (spec 1 §2): shown when the session may see any
 * administration link (their access, ROUTE_ADMINISTRATION, comes with the admin plugin's entries).
 * It follows react-admin's sidebar: a collapsed sidebar shows the icons alone.
 */
export const AdminLinks = ({ onFollow }: { onFollow?: (path: string) => void }) => {
  const translate = useTranslate();
  const menu = useAdminMenu();
  const [sidebarOpen] = useSidebarState();
  if (menu.entries.length === 0) return null;
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
      <AdminLinkList menu={menu} collapsed={!sidebarOpen} labelledBy="admin-links-title" onFollow={onFollow} />
    </Box>
  );
};
