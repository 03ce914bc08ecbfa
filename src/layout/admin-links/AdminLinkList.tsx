import { List } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { SidebarLink, isActivePath } from '../SidebarLink';
import type { AdminMenu } from './useAdminMenu';

interface AdminLinkListProps {
  menu: AdminMenu;
  /** Icons only (a collapsed sidebar): each link keeps its name for assistive technology and a tooltip. */
  collapsed?: boolean;
  /** Id of the heading naming the list. */
  labelledBy: string;
  onNavigate?: () => void;
}

/** The administration links (the admin plugin's menu entries), shared by the main sidebar and the admin shell. */
export const AdminLinkList = ({ menu, collapsed = false, labelledBy, onNavigate }: AdminLinkListProps) => {
  const { pathname } = useLocation();
  return (
    <List aria-labelledby={labelledBy} dense disablePadding>
      {menu.entries.map((entry) => (
        <SidebarLink
          key={entry.path}
          entry={entry}
          count={entry.badge ? menu.counts[entry.badge] : 0}
          active={isActivePath(pathname, entry.path)}
          collapsed={collapsed}
          onNavigate={onNavigate}
        />
      ))}
    </List>
  );
};
