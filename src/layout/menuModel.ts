import type { DspPlugin, MenuContext, PluginMenuItem } from '../plugins/contract';
import { menuEntries } from '../plugins/registry';
import { canAccessWith } from '../auth/accessTable';

export interface MenuEntryModel {
  path: string;
  label: string;
  icon: PluginMenuItem['icon'];
  /** Shown greyed out, not navigating. */
  disabled: boolean;
}

/**
 * The sidebar for a session: the plugins' main entries in order, only those the permissions allow,
 * each enabled or greyed out by its own condition.
 */
export const buildMenu = (
  plugins: readonly DspPlugin[],
  permissions: readonly string[],
  context: MenuContext,
): MenuEntryModel[] =>
  menuEntries(plugins, 'main')
    .filter((entry) => !entry.access || canAccessWith(permissions, entry.access))
    .map((entry) => ({
      path: entry.path,
      label: entry.label,
      icon: entry.icon,
      disabled: entry.enabled ? !entry.enabled(context) : false,
    }));
