import { Badge, Box, List, ListItem, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link, useLocation } from 'react-router-dom';
import { useCanSearchAdmin } from '../admin-panel/AdminPanelContext';
import { useAdminSearch } from '../admin-panel/adminSearch';
import { VISUALLY_HIDDEN } from '../admin-panel/visuallyHidden';
import { ADMIN_LINKS, moderationBadgeCount, type AdminLink } from './adminLinks';

/**
 * Moderation's badge, from the same empty-query search the account switcher's overview reads (one
 * call for both). The search needs SEARCH_ADMIN: without it there is no count to show.
 */
const useModerationBadge = (): number => {
  const allowed = useCanSearchAdmin();
  return moderationBadgeCount(useAdminSearch('', allowed).data);
};

const isActive = (pathname: string, link: AdminLink) => pathname === link.path || pathname.startsWith(`${link.path}/`);


interface AdminLinkListProps {
  /** Icons only (a collapsed sidebar): each link keeps its name for assistive technology and a tooltip. */
  collapsed?: boolean;
  /** Id of the heading naming the list. */
  labelledBy: string;
}

/**
 * The five administration links (spec 1 §2, spec 3 §2), shared by the main sidebar and the admin shell.
 * Expanded, a link is named by its visible text (plus the waiting count); collapsed, by an aria-label.
 */
export const AdminLinkList = ({ collapsed = false, labelledBy }: AdminLinkListProps) => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const waiting = useModerationBadge();
  return (
    <List aria-labelledby={labelledBy} dense disablePadding>
      {ADMIN_LINKS.map((link) => {
        const Icon = link.icon;
        const label = translate(`shell.adminLinks.${link.name}`);
        const count = link.name === 'moderation' ? waiting : 0;
        const countText = count > 0 ? translate('shell.adminLinks.waiting', { count }) : '';
        const active = isActive(pathname, link);
        return (
          <ListItem key={link.path} disablePadding>
            <Tooltip title={collapsed ? label : ''} placement="right">
              <ListItemButton
                component={Link}
                to={link.path}
                selected={active}
                aria-current={active ? 'page' : undefined}
                aria-label={collapsed ? `${label} ${countText}`.trim() : undefined}
              >
                <ListItemIcon sx={{ minWidth: 40 }}>
                  {count > 0 ? (
                    <Badge badgeContent={count} color="error" max={999} slotProps={{ badge: { 'aria-hidden': true } }}>
                      <Icon />
                    </Badge>
                  ) : (
                    <Icon />
                  )}
                </ListItemIcon>
                {!collapsed && <ListItemText primary={label} />}
                {/* The badge's bare number means little out of sight: said in words instead. */}
                {!collapsed && countText && <Box component="span" sx={VISUALLY_HIDDEN}>{` ${countText}`}</Box>}
              </ListItemButton>
            </Tooltip>
          </ListItem>
        );
      })}
    </List>
  );
};
