import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { definePlugin } from '../../src/plugins/contract';

/** Transactions (spec 3 §2): gated by PAGE_TRANSACTIONS through the "transactions" gate it declares. */
export default definePlugin({
  id: 'transactions',
  // The page, and its list's data resource (react-admin's list controller checks it too).
  access: { transactions: { '*': ['PAGE_TRANSACTIONS'] }, 'account-transactions': { '*': ['PAGE_TRANSACTIONS'] } },
  requires: { resource: 'transactions' },
  resources: [{ name: 'account-transactions', api: () => import('./transactionsApi') }],
  routes: [
    { path: '/transactions', page: () => import('./TransactionsPage') },
  ],
  menu: [{ label: 'transactions.menu', icon: ReceiptLongIcon, path: '/transactions', order: 60, group: 'main' }],
  translations: {
    en: () => import('../../locales/en/transactions.json'),
    ru: () => import('../../locales/ru/transactions.json'),
  },
});
