import { definePlugin } from '../../src/plugins/contract';

/** White-label profile: spec routes gated by the "profile-whitelabel" rule of the access table. */
export default definePlugin({
  id: 'profile-whitelabel',
  requires: { resource: 'profile-whitelabel' },
  routes: [
    { path: '/profile-whitelabel', page: () => import('./WhitelabelProfilePage') },
  ],
  translations: {
    en: () => import('../../locales/en/profile-whitelabel.json'),
    ru: () => import('../../locales/ru/profile-whitelabel.json'),
  },
});
