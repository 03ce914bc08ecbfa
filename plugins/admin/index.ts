import { definePlugin } from '../../src/plugins/contract';

/**
 * Administration (spec 3 §2): every /admin route, gated by ROUTE_ADMINISTRATION through the "admin"
 * rule. The routes render outside the main layout because each page brings the administrator shell.
 */
export default definePlugin({
  id: 'admin',
  requires: { resource: 'admin' },
  routes: [
    { path: '/admin/accounts', noLayout: true, page: () => import('./AdminAccountsPage') },
    { path: '/admin/campaigns', noLayout: true, page: () => import('./AdminCampaignsPage') },
    { path: '/admin/moderation', noLayout: true, page: () => import('./AdminModerationPage') },
    { path: '/admin/payments', noLayout: true, page: () => import('./AdminPaymentsPage') },
    { path: '/admin/customization', noLayout: true, page: () => import('./AdminCustomizationPage') },
    { path: '/admin/user/details/:id', noLayout: true, page: () => import('./AdminUserDetailsPage') },
    { path: '/admin/invoice/details/:id', noLayout: true, page: () => import('./AdminInvoiceDetailsPage') },
    { path: '/admin/moderate/user/:id', noLayout: true, page: () => import('./AdminModerateUserPage') },
    { path: '/admin/legal-entity/user/:id', noLayout: true, page: () => import('./AdminLegalEntityPage') },
  ],
  translations: {
    en: () => import('../../locales/en/admin.json'),
    ru: () => import('../../locales/ru/admin.json'),
  },
});
