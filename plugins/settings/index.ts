import SettingsIcon from '@mui/icons-material/Settings';
import { definePlugin } from '../../src/plugins/contract';

/** Settings: spec routes gated by PAGE_SETTINGS through the "settings" gate it declares. */
export default definePlugin({
  id: 'settings',
  // `payment`: the overdraft and invoice day, an administrator's to set (the mock's PUT /v1/user/payment).
  access: { settings: { '*': ['PAGE_SETTINGS'], payment: ['ROUTE_ADMINISTRATION', 'SEARCH_ADMIN'] } },
  requires: { resource: 'settings' },
  resources: [{ name: 'account-settings', api: () => import('./settingsApi') }],
  routes: [
    { path: '/settings', page: () => import('./SettingsPage') },
  ],
  menu: [{ label: 'settings.menu', icon: SettingsIcon, path: '/settings', order: 100, group: 'main' }],
  translations: {
    en: () => import('../../locales/en/settings.json'),
    ru: () => import('../../locales/ru/settings.json'),
  },
});
