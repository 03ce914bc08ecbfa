import { memo } from 'react';
import { Box, ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import HelpIcon from '@mui/icons-material/Help';
import { useTranslate } from 'ra-core';
import { Menu } from 'react-admin';
import { useSessionPermissions } from '../auth/useSessionAccess';
import { usePlugins } from '../plugins/PluginsContext';
import { useWhitelabel } from '../whitelabel/WhitelabelContext';
import { AdminLinks } from './admin-links/AdminLinks';
import { buildMenu } from './menuModel';
import { useCurrentSpace } from './useCurrentSpace';

/**
 * The sidebar, built from the plugins' menu declarations (permission-filtered through the access
 * table), plus the help link to the white-label's documentation. Memoised like the top bar: it
 * depends on its own hooks, not on react-admin's layout re-renders.
 */
export const AppMenu = memo(() => {
  const translate = useTranslate();
  const permissions = useSessionPermissions();
  const { data: space } = useCurrentSpace();
  const { help_url: helpUrl } = useWhitelabel();
  const entries = buildMenu(usePlugins(), permissions, { space });
  return (
    <Box component="nav" aria-label={translate('core.layout.mainNavigation')}>
      <Menu>
        {entries.map(({ path, label, icon: Icon, disabled, disabledReason }) =>
          disabled ? (
            // The entry's own reason (the registry makes every entry that can be disabled name one).
            <MenuItem key={path} disabled title={disabledReason && translate(disabledReason)}>
              <ListItemIcon>
                <Icon />
              </ListItemIcon>
              <ListItemText primary={translate(label)} />
            </MenuItem>
          ) : (
            <Menu.Item key={path} to={path} primaryText={translate(label)} leftIcon={<Icon />} />
          ),
        )}
        {helpUrl && (
          <MenuItem component="a" href={helpUrl} target="_blank" rel="noopener noreferrer">
            <ListItemIcon>
              <HelpIcon />
            </ListItemIcon>
            <ListItemText primary={translate('core.layout.help')} />
          </MenuItem>
        )}
      </Menu>
      <AdminLinks />
    </Box>
  );
});
AppMenu.displayName = 'AppMenu';
