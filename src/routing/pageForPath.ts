import { matchPath } from 'react-router-dom';
import type { DspPlugin, LazyPage } from '../plugins/contract';

/** The page loader a path opens on: a plugin route's page or a resource's list. */
export const pageForPath = (plugins: readonly DspPlugin[], pathname: string): LazyPage | undefined => {
  for (const plugin of plugins) {
    const route = plugin.routes?.find((candidate) => matchPath(candidate.path, pathname));
    if (route) return route.page;
    const resource = plugin.resources?.find((candidate) => matchPath(`/${candidate.name}`, pathname));
    if (resource?.list) return resource.list;
  }
  return undefined;
};
