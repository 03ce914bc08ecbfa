import CreditCardIcon from '@mui/icons-material/CreditCard';
import { definePlugin } from '../../src/plugins/contract';

/** Billing and payment history: spec routes gated by PAGE_BILLING through the "billing" gate it declares. */
export default definePlugin({
  id: 'billing',
  // The page, and the data resources of its history list (react-admin's list controller checks it too)
  // and of its saved cards' calls (cards/paymentCardsApi.ts).
  access: { billing: { '*': ['PAGE_BILLING'] }, 'invoice-history': { '*': ['PAGE_BILLING'] }, 'payment-methods': { '*': ['PAGE_BILLING'] } },
  requires: { resource: 'billing' },
  resources: [
    { name: 'invoice-history', api: () => import('./invoicesApi') },
    { name: 'payment-methods', api: () => import('./cards/paymentCardsApi') },
  ],
  routes: [
    { path: '/payments/history', page: () => import('./BillingPage') },
  ],
  menu: [
    {
      label: 'billing.menu',
      icon: CreditCardIcon,
      path: '/payments/history',
      order: 80,
      group: 'main',
      // Greyed out and not clickable unless the account's payment setting allow_payment is on (spec 1 §2).
      enabled: ({ space }) => space?.payment_settings.allow_payment === true,
      disabledReason: 'billing.disabledReason',
    },
  ],
  translations: {
    en: () => import('../../locales/en/billing.json'),
    ru: () => import('../../locales/ru/billing.json'),
  },
});
