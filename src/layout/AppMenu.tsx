import { memo, useCallback } from 'react';
import { Box } from '@mui/material';
import HelpIcon from '@mui/icons-material/Help';
import { useTranslate } from 'ra-core';
import { useSidebarState } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSessionPermissions } from '../auth/useSessionAccess';
import { usePlugins } from '../plugins/PluginsContext';
import { useWhitelabel } from '../whitelabel/WhitelabelContext';
import { AdminLinks } from './admin-links/AdminLinks';
import { buildMenu } from './menuModel';
import { SidebarExternalLink, SidebarLink, SidebarList, isActivePath } from './SidebarLink';
import { useCloseSidebarOnSmallScreen } from './useCloseSidebarOnSmallScreen';
import { useCurrentSpace } from './useCurrentSpace';

/**
 * The sidebar, built from the plugins' menu declarations (permission-filtered through the access
 * table), plus the help link to the white-label's documentation: links in a list inside the main
 * navigation landmark, the open page's marked as current, as the administration links below them.
 * Not react-admin's Menu: it is MUI's MenuList (a menu widget, for commands), whose items register
 * with it from ref callbacks, state updates that React makes synchronous in the first screen's
 * commit (see DeferredTooltip). Memoised like the top bar: it depends on its own hooks, not on
 * react-admin's layout re-renders.
 */
export const AppMenu = memo(() => {
  const translate = useTranslate();
  const permissions = useSessionPermissions();
  const { data: space } = useCurrentSpace();
  const { help_url: helpUrl } = useWhitelabel();
  const [sidebarOpen] = useSidebarState();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const closeOnSmallScreen = useCloseSidebarOnSmallScreen();
  const follow = useCallback(
    (path: string) => {
      navigate(path);
      closeOnSmallScreen();
    },
    [navigate, closeOnSmallScreen],
  );
  const entries = buildMenu(usePlugins(), permissions, { space });
  return (
    <Box component="nav" aria-label={translate('core.layout.mainNavigation')}>
      <SidebarList>
        {entries.map((entry) => (
          <SidebarLink key={entry.path} entry={entry} active={isActivePath(pathname, entry.path)} collapsed={!sidebarOpen} onFollow={follow} />
        ))}
        {helpUrl && <SidebarExternalLink href={helpUrl} label={translate('core.layout.help')} icon={<HelpIcon />} collapsed={!sidebarOpen} />}
      </SidebarList>
      <AdminLinks onFollow={follow} />
    </Box>
  );
});
AppMenu.displayName = 'AppMenu';
