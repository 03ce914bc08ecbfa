import { definePlugin } from '../../src/plugins/contract';

/** Administration (spec 3 §2): every /admin route, gated by ROUTE_ADMINISTRATION through the "admin" rule. */
export default definePlugin({
  id: 'admin',
  requires: { resource: 'admin' },
  routes: [
    { path: '/admin/accounts', page: () => import('./AdminAccountsPage') },
    { path: '/admin/campaigns', page: () => import('./AdminCampaignsPage') },
    { path: '/admin/moderation', page: () => import('./AdminModerationPage') },
    { path: '/admin/payments', page: () => import('./AdminPaymentsPage') },
    { path: '/admin/customization', page: () => import('./AdminCustomizationPage') },
    { path: '/admin/user/details/:id', page: () => import('./AdminUserDetailsPage') },
    { path: '/admin/invoice/details/:id', page: () => import('./AdminInvoiceDetailsPage') },
    { path: '/admin/moderate/user/:id', page: () => import('./AdminModerateUserPage') },
    { path: '/admin/legal-entity/user/:id', page: () => import('./AdminLegalEntityPage') },
  ],
  translations: {
    en: () => import('../../locales/en/admin.json'),
    ru: () => import('../../locales/ru/admin.json'),
  },
});
