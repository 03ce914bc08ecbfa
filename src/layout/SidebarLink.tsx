import type { ReactNode } from 'react';
import { Badge, Box, ListItem, ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { DeferredTooltip } from '../widgets/DeferredTooltip';
import { VISUALLY_HIDDEN } from './admin-panel/visuallyHidden';
import type { MenuEntryModel } from './menuModel';
import { badgeTextKey } from './admin-links/menuBadges';

/** Whether a sidebar entry's page is open: its own path or one below it. */
export const isActivePath = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

interface SidebarLinkProps {
  entry: MenuEntryModel;
  /** The entry's badge count; 0 (or none) shows no badge. */
  count?: number;
  active: boolean;
  collapsed: boolean;
  /** Called when the link is followed (the sidebar closes itself on a small screen). */
  onNavigate?: () => void;
}

/**
 * One sidebar link, of the main navigation or the administration links: a link in a list, the open
 * page's marked as current. Expanded, it is named by its visible text (plus its badge's count in
 * words); collapsed, by an aria-label and a tooltip. A greyed-out entry does not navigate and says why.
 */
export const SidebarLink = ({ entry, count = 0, active, collapsed, onNavigate }: SidebarLinkProps) => {
  const translate = useTranslate();
  const Icon = entry.icon;
  const label = translate(entry.label);
  const countText = entry.badge && count > 0 ? translate(badgeTextKey(entry.badge), { count }) : '';
  const reason = entry.disabledReason ? translate(entry.disabledReason) : undefined;
  const content: ReactNode = (
    <>
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
    </>
  );
  const name = collapsed ? `${label} ${countText}`.trim() : undefined;
  if (entry.disabled)
    return (
      // Greyed out, no link, the reason as its description (title). No tooltip:
      // a disabled button receives no pointer events to open one.
      <ListItem disablePadding>
        <ListItemButton disabled title={reason} aria-label={name}>
          {content}
        </ListItemButton>
      </ListItem>
    );
  return (
    <ListItem disablePadding>
      <DeferredTooltip title={collapsed ? label : ''} placement="right">
        <ListItemButton
          component={Link}
          to={entry.path}
          selected={active}
          aria-current={active ? 'page' : undefined}
          onClick={onNavigate}
          aria-label={name}
        >
          {content}
        </ListItemButton>
      </DeferredTooltip>
    </ListItem>
  );
};
