import AccountBoxIcon from '@mui/icons-material/AccountBox';
import CampaignIcon from '@mui/icons-material/Campaign';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import PaletteIcon from '@mui/icons-material/Palette';
import PaymentsIcon from '@mui/icons-material/Payments';
import { definePlugin } from '../../src/plugins/contract';
import adminCampaignsApi from './campaigns/adminCampaignsApi';
import { prefetchAdminCampaigns } from './campaigns/adminCampaignsPrefetch';

/**
 * Administration (spec 3 §2): every /admin route, gated by ROUTE_ADMINISTRATION through the "admin"
 * gate it declares. The routes render outside the main layout because each page brings the administrator shell.
 * The menu entries are the administration links, in the spec's order (spec 1 §2, spec 3 §2), shown
 * by the main sidebar's admin block and the administrator shell's sidebar.
 */
export default definePlugin({
  id: 'admin',
  // The page gate, and each page's data resource (react-admin's list controller checks them too).
  access: {
    admin: { '*': ['ROUTE_ADMINISTRATION'] },
    'admin-moderation': { '*': ['ROUTE_ADMINISTRATION'] },
    'admin-accounts': { '*': ['ROUTE_ADMINISTRATION'] },
    'admin-campaigns': { '*': ['ROUTE_ADMINISTRATION'] },
    'admin-invoices': { '*': ['ROUTE_ADMINISTRATION'] },
    'admin-invoice-users': { '*': ['ROUTE_ADMINISTRATION'] },
    'admin-user-invoices': { '*': ['ROUTE_ADMINISTRATION'] },
    'admin-customization': { '*': ['ROUTE_ADMINISTRATION'] },
  },
  requires: { resource: 'admin' },
  resources: [
    { name: 'admin-moderation', api: () => import('./moderation/moderationApi') },
    { name: 'admin-accounts', api: () => import('./accounts/accountsApi') },
    // Loaded with the manifest (about 1 KB), not lazily: the list's first request is sent while the app
    // boots, before react-admin's code is evaluated, which a chunk still arriving would miss.
    { name: 'admin-campaigns', api: async () => ({ default: adminCampaignsApi }) },
    { name: 'admin-invoices', api: () => import('./invoice/adminInvoicesApi') },
    { name: 'admin-invoice-users', api: () => import('./payments/invoiceUsersApi') },
    { name: 'admin-user-invoices', api: () => import('./payments/userInvoicesApi') },
    { name: 'admin-customization', api: () => import('./customization/customizationApi') },
  ],
  routes: [
    { path: '/admin/accounts', noLayout: true, page: () => import('./AdminAccountsPage') },
    {
      path: '/admin/campaigns',
      noLayout: true,
      page: () => import('./AdminCampaignsPage'),
      prefetch: prefetchAdminCampaigns,
    },
    { path: '/admin/moderation', noLayout: true, page: () => import('./AdminModerationPage') },
    { path: '/admin/payments', noLayout: true, page: () => import('./AdminPaymentsPage') },
    { path: '/admin/customization', noLayout: true, page: () => import('./AdminCustomizationPage') },
    { path: '/admin/user/details/:id', noLayout: true, page: () => import('./AdminUserDetailsPage') },
    { path: '/admin/invoice/details/:id', noLayout: true, page: () => import('./AdminInvoiceDetailsPage') },
    { path: '/admin/moderate/user/:id', noLayout: true, page: () => import('./AdminModerateUserPage') },
    { path: '/admin/legal-entity/user/:id', noLayout: true, page: () => import('./AdminLegalEntityPage') },
  ],
  menu: [
    { label: 'admin.menu.customization', icon: PaletteIcon, path: '/admin/customization', order: 10, group: 'admin' },
    { label: 'admin.menu.accounts', icon: AccountBoxIcon, path: '/admin/accounts', order: 20, group: 'admin' },
    { label: 'admin.menu.payments', icon: PaymentsIcon, path: '/admin/payments', order: 30, group: 'admin' },
    { label: 'admin.menu.campaigns', icon: CampaignIcon, path: '/admin/campaigns', order: 40, group: 'admin' },
    {
      label: 'admin.menu.moderation',
      icon: FactCheckIcon,
      path: '/admin/moderation',
      order: 50,
      group: 'admin',
      // Campaigns plus registrants waiting (spec 1 §2), counted by the core from the admin search.
      badge: 'moderationQueue',
    },
  ],
  translations: {
    en: () => import('../../locales/en/admin.json'),
    ru: () => import('../../locales/ru/admin.json'),
  },
});
