import { matchPath } from 'react-router-dom';
import type { AccessRequest } from '../auth/accessTable';
import type { DspPlugin, LazyPage, PagePrefetch, PagePreload } from '../plugins/contract';
import { accessOf } from '../plugins/registry';

/** The page a path opens on, as the boot needs it: its code, its access rule and its data prefetch. */
export interface OpeningPage {
  page: LazyPage;
  /** Undefined for an anonymous page. */
  access: AccessRequest | undefined;
  prefetch: PagePrefetch | undefined;
  /** More code the page's first render shows (the route's `preload`). */
  preload: PagePreload | undefined;
  /** Rendered inside the shell (top bar, menu), whose own data the boot may prefetch too. */
  inLayout: boolean;
  params: Readonly<Record<string, string | undefined>>;
}

/** The plugin route or resource list a path opens on. */
export const openingPage = (plugins: readonly DspPlugin[], pathname: string): OpeningPage | undefined => {
  for (const plugin of plugins) {
    for (const route of plugin.routes ?? []) {
      const match = matchPath(route.path, pathname);
      if (match)
        return {
          page: route.page,
          access: route.anonymous ? undefined : accessOf(plugin, route),
          prefetch: route.prefetch,
          preload: route.preload,
          inLayout: !route.anonymous && !route.noLayout,
          params: match.params,
        };
    }
    const resource = plugin.resources?.find((candidate) => matchPath(`/${candidate.name}`, pathname));
    if (resource?.list)
      return {
        page: resource.list,
        access: { resource: resource.name, action: 'list' },
        prefetch: resource.listPrefetch,
        preload: undefined,
        inLayout: true,
        params: {},
      };
  }
  return undefined;
};
