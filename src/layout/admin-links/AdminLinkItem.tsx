import type { ReactNode } from 'react';
import { Badge, Box, ListItem, ListItemButton, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import { useTranslate } from 'ra-core';
import { Link } from 'react-router-dom';
import { VISUALLY_HIDDEN } from '../admin-panel/visuallyHidden';
import type { MenuEntryModel } from '../menuModel';
import { badgeTextKey } from './menuBadges';

interface AdminLinkItemProps {
  entry: MenuEntryModel;
  /** The entry's badge count; 0 shows no badge. */
  count: number;
  active: boolean;
  collapsed: boolean;
}

/**
 * One administration link. Expanded, it is named by its visible text (plus its badge's count in
 * words); collapsed, by an aria-label and a tooltip. A greyed-out entry does not navigate and says why.
 */
export const AdminLinkItem = ({ entry, count, active, collapsed }: AdminLinkItemProps) => {
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
      // As in the main sidebar: greyed out, no link, the reason as its description (title). No tooltip:
      // a disabled button receives no pointer events to open one.
      <ListItem disablePadding>
        <ListItemButton disabled title={reason} aria-label={name}>
          {content}
        </ListItemButton>
      </ListItem>
    );
  return (
    <ListItem disablePadding>
      <Tooltip title={collapsed ? label : ''} placement="right">
        <ListItemButton
          component={Link}
          to={entry.path}
          selected={active}
          aria-current={active ? 'page' : undefined}
          aria-label={name}
        >
          {content}
        </ListItemButton>
      </Tooltip>
    </ListItem>
  );
};
