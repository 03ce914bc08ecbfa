import { List } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { AdminLinkItem } from './AdminLinkItem';
import type { AdminMenu } from './useAdminMenu';

const isActive = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

interface AdminLinkListProps {
  menu: AdminMenu;
  /** Icons only (a collapsed sidebar): each link keeps its name for assistive technology and a tooltip. */
  collapsed?: boolean;
  /** Id of the heading naming the list. */
  labelledBy: string;
}

/** The administration links (the admin plugin's menu entries), shared by the main sidebar and the admin shell. */
export const AdminLinkList = ({ menu, collapsed = false, labelledBy }: AdminLinkListProps) => {
  const { pathname } = useLocation();
  return (
    <List aria-labelledby={labelledBy} dense disablePadding>
      {menu.entries.map((entry) => (
        <AdminLinkItem
          key={entry.path}
          entry={entry}
          count={entry.badge ? menu.counts[entry.badge] : 0}
          active={isActive(pathname, entry.path)}
          collapsed={collapsed}
        />
      ))}
    </List>
  );
};
