import type { QueryClient } from '@tanstack/react-query';
import { PLUGINS } from '../app/plugins';
import { seedAuthQueries } from '../auth/seedAuthQueries';
import { createAppDataProvider } from '../data/appDataProvider';
import type { AppDataProvider } from '../data/dataProvider';
import type { DspPlugin } from '../plugins/contract';
import { createQueryClient } from '../data/queryClient';
import { accessTableOf } from '../plugins/registry';
import { openingPage } from '../routing/openingPage';
import { preloadPage } from '../routing/pageCache';
import { prefetchOpening } from './prefetchOpening';

export interface Opening {
  /** The app's query cache, already holding the session's auth answers and the prefetched data. */
  queryClient: QueryClient;
  /** The app's one dataProvider: the prefetch used it, react-admin is handed it. */
  dataProvider: AppDataProvider;
  /**
   * Settles when the opening page's code (with its route's `preload`) is loaded and its data has
   * arrived or stopped being waited for.
   */
  ready: Promise<void>;
}

/**
 * What the page the app opens on needs besides react-admin: its code, the session's auth answers and
 * the first screen's data. The entry loads this module on its own, so it runs as soon as the plugin
 * list is read, while the (much larger) react-admin code is still being evaluated for the boot.
 */
export const startOpening = (
  { pathname, search }: { pathname: string; search: string },
  plugins: readonly DspPlugin[] = PLUGINS,
): Opening => {
  const queryClient = createQueryClient();
  const dataProvider = createAppDataProvider(plugins);
  seedAuthQueries(queryClient);
  const opening = openingPage(plugins, pathname);
  const ready = Promise.all([
    opening && preloadPage(opening.page),
    prefetchOpening(opening, { queryClient, dataProvider, access: accessTableOf(plugins) }, search),
    // After the data's request, which waits on the server, not before it.
    opening?.preload?.({ search: new URLSearchParams(search), params: opening.params }).catch(() => undefined),
  ]).then(() => undefined);
  return { queryClient, dataProvider, ready };
};
