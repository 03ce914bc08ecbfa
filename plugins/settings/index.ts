import SettingsIcon from '@mui/icons-material/Settings';
import { definePlugin } from '../../src/plugins/contract';

/** Settings: spec routes gated by PAGE_SETTINGS through the "settings" gate it declares. */
export default definePlugin({
  id: 'settings',
  access: { settings: { '*': ['PAGE_SETTINGS'] } },
  requires: { resource: 'settings' },
  routes: [
    { path: '/settings', page: () => import('./SettingsPage') },
  ],
  menu: [{ label: 'settings.menu', icon: SettingsIcon, path: '/settings', order: 100, group: 'main' }],
  translations: {
    en: () => import('../../locales/en/settings.json'),
    ru: () => import('../../locales/ru/settings.json'),
  },
});
