import CampaignIcon from '@mui/icons-material/Campaign';
import { definePlugin } from '../../src/plugins/contract';
import { prefetchCampaignList } from './campaignListQuery';
import { CAMPAIGN_GATES, CAMPAIGNS_RESOURCE } from './campaignGates';
import campaignsApi from './campaignsApi';

/** Campaigns: the advertiser's home. Spec 1 §2 "Campaign list"; no page gate. */
export default definePlugin({
  id: 'campaigns',
  access: CAMPAIGN_GATES,
  requires: { resource: CAMPAIGNS_RESOURCE },
  resources: [
    {
      name: 'campaigns',
      list: () => import('./CampaignListPage'),
      listPrefetch: prefetchCampaignList,
      // Loaded with the manifest, not lazily: the campaign list is the home page, and its first
      // request must not wait for a chunk (the call builders are a few hundred bytes).
      api: async () => ({ default: campaignsApi }),
    },
    // The CSV round trip's calls, loaded on its first use (the list's toolbar buttons).
    { name: 'campaign-csv', api: () => import('./campaignCsvApi') },
  ],
  menu: [{ label: 'campaigns.menu', icon: CampaignIcon, path: '/campaigns', order: 20, group: 'main' }],
  translations: {
    en: () => import('../../locales/en/campaigns.json'),
    ru: () => import('../../locales/ru/campaigns.json'),
  },
});
