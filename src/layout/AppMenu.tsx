import { CanAccess, useTranslate } from 'ra-core';
import { Menu } from 'react-admin';
import { menuEntries } from '../plugins/registry';
import { usePlugins } from '../plugins/PluginsContext';

/** The sidebar, built from the plugins' menu declarations; each entry shows only with its access. */
export const AppMenu = () => {
  const translate = useTranslate();
  const entries = menuEntries(usePlugins(), 'main');
  return (
    <Menu aria-label={translate('core.layout.mainNavigation')}>
      {entries.map(({ path, label, icon: Icon, access }) => (
        <CanAccess key={path} resource={access?.resource ?? ''} action={access?.action ?? 'list'}>
          <Menu.Item to={path} primaryText={translate(label)} leftIcon={<Icon />} />
        </CanAccess>
      ))}
    </Menu>
  );
};
