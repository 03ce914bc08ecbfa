import BoltIcon from '@mui/icons-material/Bolt';
import { definePlugin } from '../../src/plugins/contract';

/** Events monitor (spec 3 §2): gated by PAGE_EVENTS through the "events" gate it declares. */
export default definePlugin({
  id: 'events',
  access: { events: { '*': ['PAGE_EVENTS'] } },
  requires: { resource: 'events' },
  resources: [{ name: 'pixel-events', api: () => import('./eventsApi') }],
  routes: [{ path: '/events', page: () => import('./EventsPage') }],
  menu: [{ label: 'events.menu', icon: BoltIcon, path: '/events', order: 50, group: 'main' }],
  translations: {
    en: () => import('../../locales/en/events.json'),
    ru: () => import('../../locales/ru/events.json'),
  },
});
