import { definePlugin } from '../../src/plugins/contract';

/** White-label profile: spec routes gated by the "profile-whitelabel" gate it declares. */
export default definePlugin({
  id: 'profile-whitelabel',
  // The spec leaves the white-label profile's gate "not shown": every signed-in user may read it.
  access: { 'profile-whitelabel': { '*': [] } },
  requires: { resource: 'profile-whitelabel' },
  routes: [
    { path: '/profile-whitelabel', page: () => import('./WhitelabelProfilePage') },
  ],
  translations: {
    en: () => import('../../locales/en/profile-whitelabel.json'),
    ru: () => import('../../locales/ru/profile-whitelabel.json'),
  },
});
