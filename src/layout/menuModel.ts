import type { DspPlugin, MenuBadgeSource, MenuContext, MenuGroup, PluginMenuItem } from '../plugins/contract';
import { accessTableOf, menuEntries } from '../plugins/registry';
import { canAccessWith } from '../auth/accessTable';

export interface MenuEntryModel {
  path: string;
  label: string;
  icon: PluginMenuItem['icon'];
  /** Shown greyed out, not navigating. */
  disabled: boolean;
  /** Translation key of why the entry is greyed out; only while it is. */
  disabledReason?: string;
  badge?: MenuBadgeSource;
}

/**
 * One menu group for a session: the plugins' entries in order, only those the permissions allow,
 * each enabled or greyed out by its own condition and carrying its own reason.
 */
export const buildMenu = (
  plugins: readonly DspPlugin[],
  permissions: readonly string[],
  context: MenuContext,
  group: MenuGroup = 'main',
): MenuEntryModel[] => {
  const table = accessTableOf(plugins);
  return menuEntries(plugins, group)
    .filter((entry) => !entry.access || canAccessWith(permissions, entry.access, table))
    .map((entry) => {
      const disabled = entry.enabled ? !entry.enabled(context) : false;
      return {
        path: entry.path,
        label: entry.label,
        icon: entry.icon,
        disabled,
        ...(disabled && entry.disabledReason ? { disabledReason: entry.disabledReason } : {}),
        ...(entry.badge ? { badge: entry.badge } : {}),
      };
    });
};

/** Whether any entry of a group depends on the menu context: if none does, it need not be read. */
export const dependsOnContext = (plugins: readonly DspPlugin[], group: MenuGroup): boolean =>
  menuEntries(plugins, group).some((entry) => entry.enabled !== undefined);

/** The badge sources a menu shows, so the core requests only the counts on screen. */
export const badgeSources = (entries: readonly MenuEntryModel[]): ReadonlySet<MenuBadgeSource> =>
  new Set(entries.flatMap((entry) => (entry.badge ? [entry.badge] : [])));
