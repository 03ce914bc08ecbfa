import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { SidebarLink, SidebarList, isActivePath } from '../SidebarLink';
import type { AdminMenu } from './useAdminMenu';

interface AdminLinkListProps {
  menu: AdminMenu;
  /** Icons only (a collapsed sidebar): each link keeps its name for assistive technology and a tooltip. */
  collapsed?: boolean;
  /** Id of the heading naming the list. */
  labelledBy: string;
  /** Follows a link in the app; by default it navigates there. */
  onFollow?: (path: string) => void;
}

/** The administration links (the admin plugin's menu entries), shared by the main sidebar and the admin shell. */
export const AdminLinkList = ({ menu, collapsed = false, labelledBy, onFollow }: AdminLinkListProps) => {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const follow = useCallback((path: string) => (onFollow ? onFollow(path) : navigate(path)), [onFollow, navigate]);
  return (
    <SidebarList aria-labelledby={labelledBy} dense>
      {menu.entries.map((entry) => (
        <SidebarLink
          key={entry.path}
          entry={entry}
          count={entry.badge ? menu.counts[entry.badge] : 0}
          active={isActivePath(pathname, entry.path)}
          collapsed={collapsed}
          onFollow={follow}
        />
      ))}
    </SidebarList>
  );
};
