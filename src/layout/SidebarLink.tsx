import type { ReactNode } from 'react';
import { Badge, styled } from '@mui/material';
import { useTranslate } from 'ra-core';
import { isPlainClick } from '../routing/plainClick';
import { DeferredTooltip } from '../widgets/DeferredTooltip';
import { VISUALLY_HIDDEN } from './admin-panel/visuallyHidden';
import type { MenuEntryModel } from './menuModel';
import { badgeTextKey } from './admin-links/menuBadges';

/** Whether a sidebar entry's page is open: its own path or one below it. */
export const isActivePath = (pathname: string, path: string) => pathname === path || pathname.startsWith(`${path}/`);

/**
 * A list of sidebar links (`SidebarLink`s in <li>s), styled once as MUI's list item buttons look:
 * the sidebar shows a dozen entries with an icon and a text each, and as many MUI list item, button
 * and text components cost more to render on the first screen than the page's own list.
 * `dense`: the administration links' tighter rows.
 */
export const SidebarList = styled('ul', { shouldForwardProp: (prop) => prop !== 'dense' })<{ dense?: boolean }>(({ theme, dense }) => ({
  listStyle: 'none',
  margin: 0,
  // As MUI's lists: the main list keeps 8 px above its first entry (clear of the top bar's lower edge).
  padding: dense ? 0 : theme.spacing(1, 0),
  '& > li > .entry': {
    display: 'flex',
    alignItems: 'center',
    boxSizing: 'border-box',
    minHeight: dense ? 40 : 48,
    padding: theme.spacing(dense ? 0.5 : 1, 2),
    ...(dense ? theme.typography.body2 : theme.typography.body1),
    color: theme.palette.text.primary,
    textDecoration: 'none',
    cursor: 'pointer',
    '&:hover': { backgroundColor: theme.palette.action.hover },
    '&:focus-visible': { outline: 'none', backgroundColor: theme.palette.action.focus },
    '&[aria-current="page"]': { backgroundColor: theme.alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity) },
    '&[aria-disabled="true"]': { opacity: theme.palette.action.disabledOpacity, cursor: 'default', backgroundColor: 'transparent' },
  },
  '& .icon': { display: 'inline-flex', flexShrink: 0, minWidth: 40, color: theme.palette.action.active },
  '& .text': { flex: 1, margin: '4px 0' },
}));

/** An entry's icon and text, the icon alone when the sidebar is collapsed. */
const EntryContent = ({ icon, label, collapsed, extra }: { icon: ReactNode; label: string; collapsed: boolean; extra?: ReactNode }) => (
  <>
    <span className="icon">{icon}</span>
    {!collapsed && <span className="text">{label}</span>}
    {/* A space of its own: the name's words would otherwise run together. */}
    {!collapsed && extra ? <>{' '}{extra}</> : null}
  </>
);

/**
 * A sidebar link out of the app (the white-label's help), opened in a new tab: named and shown as the
 * other entries, expanded or collapsed.
 */
export const SidebarExternalLink = ({ href, label, icon, collapsed }: { href: string; label: string; icon: ReactNode; collapsed: boolean }) => (
  <li>
    <DeferredTooltip title={collapsed ? label : ''} placement="right">
      <a className="entry" href={href} target="_blank" rel="noopener noreferrer" aria-label={collapsed ? label : undefined}>
        <EntryContent icon={icon} label={label} collapsed={collapsed} />
      </a>
    </DeferredTooltip>
  </li>
);

interface SidebarLinkProps {
  entry: MenuEntryModel;
  /** The entry's badge count; 0 (or none) shows no badge. */
  count?: number;
  active: boolean;
  collapsed: boolean;
  /** Follows the link in the app (a plain click); the browser follows any other. */
  onFollow(path: string): void;
}

/**
 * One sidebar link, of the main navigation or the administration links, in a `SidebarList`: the
 * open page's is marked as current. Expanded, it is named by its visible text (plus its badge's count
 * in words); collapsed, by an aria-label and a tooltip. A greyed-out entry is a disabled button (no
 * link) whose description (title) says why.
 */
export const SidebarLink = ({ entry, count = 0, active, collapsed, onFollow }: SidebarLinkProps) => {
  const translate = useTranslate();
  const Icon = entry.icon;
  const label = translate(entry.label);
  const countText = entry.badge && count > 0 ? translate(badgeTextKey(entry.badge), { count }) : '';
  const icon =
    count > 0 ? (
      <Badge badgeContent={count} color="error" max={999} slotProps={{ badge: { 'aria-hidden': true } }}>
        <Icon />
      </Badge>
    ) : (
      <Icon />
    );
  // The badge's bare number means little out of sight: said in words instead.
  const extra = countText ? <span style={VISUALLY_HIDDEN}>{countText}</span> : undefined;
  const name = collapsed ? `${label} ${countText}`.trim() : undefined;
  const content = <EntryContent icon={icon} label={label} collapsed={collapsed} extra={extra} />;
  if (entry.disabled)
    return (
      // No tooltip: the reason is the entry's description (title), which the browser shows on hover.
      <li>
        <div className="entry" role="button" tabIndex={-1} aria-disabled="true" title={entry.disabledReason && translate(entry.disabledReason)} aria-label={name}>
          {content}
        </div>
      </li>
    );
  return (
    <li>
      <DeferredTooltip title={collapsed ? label : ''} placement="right">
        <a
          className="entry"
          href={entry.path}
          aria-current={active ? 'page' : undefined}
          aria-label={name}
          onClick={(event) => {
            if (!isPlainClick(event)) return;
            event.preventDefault();
            onFollow(entry.path);
          }}
        >
          {content}
        </a>
      </DeferredTooltip>
    </li>
  );
};
