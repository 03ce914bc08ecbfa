import { useQuery } from '@tanstack/react-query';
import { useCurrentSpaceId } from '../../auth/useAccountSwitch';
import { useSessionPermissions } from '../../auth/useSessionAccess';
import { useAppDataProvider } from '../../data/useInvokeQuery';
import type { MenuBadgeSource } from '../../plugins/contract';
import { usePlugins } from '../../plugins/PluginsContext';
import { badgeSources, buildMenu, dependsOnContext, type MenuEntryModel } from '../menuModel';
import { spaceQuery } from '../spaceQueries';
import { useMenuBadgeCounts } from './menuBadges';

export interface AdminMenu {
  entries: MenuEntryModel[];
  counts: Record<MenuBadgeSource, number>;
}

/**
 * The administration links for the session: the plugins' 'admin' entries the permissions allow,
 * filtered like the main sidebar, with the counts of their badges. The admin shell has no space of
 * its own to show, so the space is read only if an entry's `enabled` depends on it.
 */
export const useAdminMenu = (): AdminMenu => {
  const plugins = usePlugins();
  const permissions = useSessionPermissions();
  const spaceId = useCurrentSpaceId();
  const needsSpace = dependsOnContext(plugins, 'admin');
  const { data: space } = useQuery(spaceQuery(useAppDataProvider(), needsSpace ? spaceId : null));
  const entries = buildMenu(plugins, permissions, { space }, 'admin');
  const counts = useMenuBadgeCounts(badgeSources(entries), permissions);
  return { entries, counts };
};
