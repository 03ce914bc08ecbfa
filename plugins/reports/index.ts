import BarChartIcon from '@mui/icons-material/BarChart';
import { definePlugin } from '../../src/plugins/contract';

/** Reports: spec routes gated by the "reports" rule of the access table. */
export default definePlugin({
  id: 'reports',
  requires: { resource: 'reports' },
  routes: [
    { path: '/reports', page: () => import('./ReportsPage') },
  ],
  menu: [{ label: 'reports.menu', icon: BarChartIcon, path: '/reports', order: 70, group: 'main' }],
  translations: {
    en: () => import('../../locales/en/reports.json'),
    ru: () => import('../../locales/ru/reports.json'),
  },
});
