import AccountCircleIcon from '@mui/icons-material/AccountCircle';
import { definePlugin } from '../../src/plugins/contract';

/** My profile: spec routes gated by the "profile" rule of the access table. */
export default definePlugin({
  id: 'profile',
  requires: { resource: 'profile' },
  routes: [
    { path: '/profile', page: () => import('./ProfilePage') },
  ],
  menu: [{ label: 'profile.menu', icon: AccountCircleIcon, path: '/profile', order: 10, group: 'main' }],
  translations: {
    en: () => import('../../locales/en/profile.json'),
    ru: () => import('../../locales/ru/profile.json'),
  },
});
