import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { definePlugin } from '../../src/plugins/contract';

/** Transactions: spec routes gated by PAGE_TRANSACTIONS through the "transactions" gate it declares. */
export default definePlugin({
  id: 'transactions',
  access: { transactions: { '*': ['PAGE_TRANSACTIONS'] } },
  requires: { resource: 'transactions' },
  routes: [
    { path: '/transactions', page: () => import('./TransactionsPage') },
  ],
  menu: [{ label: 'transactions.menu', icon: ReceiptLongIcon, path: '/transactions', order: 60, group: 'main' }],
  translations: {
    en: () => import('../../locales/en/transactions.json'),
    ru: () => import('../../locales/ru/transactions.json'),
  },
});
