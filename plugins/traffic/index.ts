import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { definePlugin } from '../../src/plugins/contract';

/** Traffic discovery (spec 3 §2): gated by PAGE_TRAFFIC through the "traffic" gate it declares. */
export default definePlugin({
  id: 'traffic',
  access: { traffic: { '*': ['PAGE_TRAFFIC'] } },
  requires: { resource: 'traffic' },
  resources: [{ name: 'traffic-rows', api: () => import('./trafficApi') }],
  routes: [
    {
      path: '/traffic',
      page: () => import('./TrafficPage'),
      // Loaded on demand, so the entry bundle does not carry the list's configuration; the resource's
      // call builders are asked for at the same time, not once the prefetch's request needs them.
      prefetch: (context) => Promise.all([import('./trafficPrefetch'), import('./trafficApi')]).then(([{ prefetchTraffic }]) => prefetchTraffic(context)),
    },
  ],
  menu: [{ label: 'traffic.menu', icon: TravelExploreIcon, path: '/traffic', order: 90, group: 'main' }],
  translations: {
    en: () => import('../../locales/en/traffic.json'),
    ru: () => import('../../locales/ru/traffic.json'),
  },
});
