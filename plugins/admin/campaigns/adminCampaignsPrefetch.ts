import type { PagePrefetch } from '../../../src/plugins/contract';
import { prefetchSpecList } from '../../../src/list/specListQuery';
import { rangeFromSearch } from '../../../src/widgets/date-range/rangeParam';
import { ADMIN_CAMPAIGN_LIST, ADMIN_CAMPAIGN_PICKER_DEFAULT } from './adminCampaignList';

/**
 * The first page of the administrator campaigns list for the address the app opens with, asked while
 * the app boots (as the campaign list's), with the range the page reads (14 days by default).
 */
export const prefetchAdminCampaigns: PagePrefetch = (context) => {
  const range = rangeFromSearch(context.search, { defaultPreset: ADMIN_CAMPAIGN_PICKER_DEFAULT });
  return prefetchSpecList(ADMIN_CAMPAIGN_LIST, context, { from: range.from, to: range.to });
};
