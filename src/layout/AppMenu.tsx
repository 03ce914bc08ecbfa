import { ListItemButton, ListItemIcon, ListItemText } from '@mui/material';
import HelpIcon from '@mui/icons-material/Help';
import { usePermissions, useTranslate } from 'ra-core';
import { Menu } from 'react-admin';
import { usePlugins } from '../plugins/PluginsContext';
import { useWhitelabel } from '../whitelabel/WhitelabelContext';
import { buildMenu } from './menuModel';
import { useCurrentSpace } from './useCurrentSpace';

/**
 * The sidebar, built from the plugins' menu declarations (permission-filtered through the access
 * table), plus the help link to the white-label's documentation.
 */
export const AppMenu = () => {
  const translate = useTranslate();
  const { permissions = [] } = usePermissions<string[]>();
  const { data: space } = useCurrentSpace();
  const { help_url: helpUrl } = useWhitelabel();
  const entries = buildMenu(usePlugins(), permissions, { space });
  return (
    <Menu aria-label={translate('core.layout.mainNavigation')}>
      {entries.map(({ path, label, icon: Icon, disabled }) =>
        disabled ? (
          <ListItemButton key={path} disabled aria-disabled title={translate('core.layout.billingDisabled')} sx={{ py: 0.75 }}>
            <ListItemIcon sx={{ minWidth: 40 }}>
              <Icon />
            </ListItemIcon>
            <ListItemText primary={translate(label)} />
          </ListItemButton>
        ) : (
          <Menu.Item key={path} to={path} primaryText={translate(label)} leftIcon={<Icon />} />
        ),
      )}
      {helpUrl && (
        <ListItemButton component="a" href={helpUrl} target="_blank" rel="noopener noreferrer" sx={{ py: 0.75 }}>
          <ListItemIcon sx={{ minWidth: 40 }}>
            <HelpIcon />
          </ListItemIcon>
          <ListItemText primary={translate('core.layout.help')} />
        </ListItemButton>
      )}
    </Menu>
  );
};
