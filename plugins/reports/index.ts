import BarChartIcon from '@mui/icons-material/BarChart';
import { definePlugin } from '../../src/plugins/contract';

/** Reports (spec 3 §2 "Reports page"): gated by PAGE_REPORTS through the "reports" gate it declares. */
export default definePlugin({
  id: 'reports',
  access: {
    reports: {
      '*': ['PAGE_REPORTS'],
      impressions: ['REPORT_IMPRESSIONS'],
      clicks: ['REPORT_CLICKS'],
      conversions: ['REPORT_CONVERSIONS'],
      spend: ['REPORT_SPEND'],
    },
    // The report calls' data resource: each figure is further limited by METRIC_PERMISSIONS.
    'report-figures': { '*': ['PAGE_REPORTS'] },
    'report-placements': { '*': ['PAGE_REPORTS'] },
  },
  requires: { resource: 'reports' },
  resources: [
    { name: 'report-figures', api: () => import('./data/reportsApi') },
    { name: 'report-placements', api: () => import('./data/placementsApi') },
  ],
  routes: [{ path: '/reports', page: () => import('./ReportsPage') }],
  menu: [{ label: 'reports.menu', icon: BarChartIcon, path: '/reports', order: 70, group: 'main' }],
  translations: {
    en: () => import('../../locales/en/reports.json'),
    ru: () => import('../../locales/ru/reports.json'),
  },
});
