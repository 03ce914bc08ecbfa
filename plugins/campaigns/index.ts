import CampaignIcon from '@mui/icons-material/Campaign';
import { definePlugin } from '../../src/plugins/contract';
import { prefetchCampaignList } from './campaignListQuery';

/** Campaigns: the advertiser's home. Spec 1 §2 "Campaign list"; no page gate. */
export default definePlugin({
  id: 'campaigns',
  requires: { resource: 'campaigns' },
  resources: [
    {
      name: 'campaigns',
      list: () => import('./CampaignListPage'),
      listPrefetch: prefetchCampaignList,
      api: () => import('./campaignsApi'),
    },
  ],
  routes: [
    { path: '/campaign/edit/:id', page: () => import('./CampaignOverviewPage') },
    { path: '/campaign/create', page: () => import('./CampaignCreatePage') },
  ],
  menu: [{ label: 'campaigns.menu', icon: CampaignIcon, path: '/campaigns', order: 20, group: 'main' }],
  translations: {
    en: () => import('../../locales/en/campaigns.json'),
    ru: () => import('../../locales/ru/campaigns.json'),
  },
});
