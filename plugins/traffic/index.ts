import TravelExploreIcon from '@mui/icons-material/TravelExplore';
import { definePlugin } from '../../src/plugins/contract';

/** Traffic discovery: spec routes gated by the "traffic" rule of the access table. */
export default definePlugin({
  id: 'traffic',
  requires: { resource: 'traffic' },
  routes: [
    { path: '/traffic', page: () => import('./TrafficPage') },
  ],
  menu: [{ label: 'traffic.menu', icon: TravelExploreIcon, path: '/traffic', order: 90, group: 'main' }],
  translations: {
    en: () => import('../../locales/en/traffic.json'),
    ru: () => import('../../locales/ru/traffic.json'),
  },
});
