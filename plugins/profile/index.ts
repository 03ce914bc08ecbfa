import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { definePlugin } from '../../src/plugins/contract';

/** My profile: spec routes gated by PAGE_PROFILE through the "profile" gate it declares. */
export default definePlugin({
  id: 'profile',
  access: { profile: { '*': ['PAGE_PROFILE'] } },
  requires: { resource: 'profile' },
  resources: [{ name: 'profile-account', api: () => import('./profileApi') }],
  routes: [
    { path: '/profile', page: () => import('./ProfilePage') },
  ],
  menu: [{ label: 'profile.menu', icon: AccountCircleIcon, path: '/profile', order: 10, group: 'main' }],
  translations: {
    en: () => import('../../locales/en/profile.json'),
    ru: () => import('../../locales/ru/profile.json'),
  },
});
