import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { useTranslate } from 'ra-core';
import { AdminLinkList } from '../admin-links/AdminLinkList';
import { useAdminMenu } from '../admin-links/useAdminMenu';
import { VISUALLY_HIDDEN } from '../admin-panel/visuallyHidden';
import { RequireSession } from '../RequireSession';
import { SessionWatcher } from '../SessionWatcher';
import { useCompactShell } from '../useCompactShell';
import { AdminShellFooter } from './AdminShellFooter';
import { AdminShellHeader } from './AdminShellHeader';
import { useAdminSidebarOpen } from './adminSidebarState';

const SIDEBAR_ID = 'admin-shell-sidebar';

const AdminShellFrame = ({ title, children }: { title: string; children: ReactNode }) => {
  const translate = useTranslate();
  const compact = useCompactShell();
  const [open, toggle] = useAdminSidebarOpen(compact);
  const menu = useAdminMenu();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <AdminShellHeader sidebarOpen={open} onToggleSidebar={toggle} sidebarId={SIDEBAR_ID} compact={compact} />
      <Box sx={{ display: 'flex', flex: 1, minHeight: 0 }}>
        <Box
          component="nav"
          id={SIDEBAR_ID}
          aria-labelledby="admin-shell-nav-title"
          data-state={open ? 'OPEN' : 'CLOSE'}
          sx={{
            width: open ? 240 : 64,
            flexShrink: 0,
            overflowX: 'hidden',
            borderRight: 1,
            borderColor: 'divider',
            transition: 'width 150ms',
          }}
        >
          {/* Visually hidden: the nav and its list need a name, the header already shows the area. */}
          <Typography id="admin-shell-nav-title" component="h2" sx={VISUALLY_HIDDEN}>
            {translate('shell.adminLinks.title')}
          </Typography>
          <AdminLinkList menu={menu} collapsed={!open} labelledBy="admin-shell-nav-title" />
        </Box>
        <Box component="main" sx={{ flex: 1, minWidth: 0, p: compact ? 1 : 3 }}>
          <Typography variant="h4" component="h1" gutterBottom>
            {translate(title)}
          </Typography>
          {children}
        </Box>
      </Box>
      <AdminShellFooter />
    </Box>
  );
};

/**
 * The frame of every /admin page (spec 3 §2). Admin routes render outside react-admin's layout, so the
 * shell itself turns signed-out visitors to the login page and follows the session's end.
 */
export const AdminShell = ({ title, children }: { title: string; children: ReactNode }) => (
  <RequireSession>
    <SessionWatcher />
    <AdminShellFrame title={title}>{children}</AdminShellFrame>
  </RequireSession>
);
