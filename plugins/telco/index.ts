import CellTowerIcon from '@mui/icons-material/CellTower';
import { definePlugin } from '../../src/plugins/contract';

/** Telco report (spec 3 §2): gated by PAGE_TELCO through the "telco" gate it declares. */
export default definePlugin({
  id: 'telco',
  // The page, and its list's data resource (react-admin's list controller checks it too).
  access: { telco: { '*': ['PAGE_TELCO'] }, 'telco-months': { '*': ['PAGE_TELCO'] } },
  requires: { resource: 'telco' },
  resources: [{ name: 'telco-months', api: () => import('./telcoApi') }],
  routes: [{ path: '/telco', page: () => import('./TelcoPage') }],
  menu: [{ label: 'telco.menu', icon: CellTowerIcon, path: '/telco', order: 30, group: 'main' }],
  translations: {
    en: () => import('../../locales/en/telco.json'),
    ru: () => import('../../locales/ru/telco.json'),
  },
});
