import type { PagePrefetch } from '../../src/plugins/contract';
import { prefetchSpecList } from '../../src/list/specListQuery';
import { rangeFromSearch } from '../../src/widgets/date-range/rangeParam';
import { CAMPAIGN_LIST, rangeFilter } from './campaignList';

/** The list the app opens on, from the same address the page reads, under useGetList's own key. */
export const prefetchCampaignList: PagePrefetch = (context) =>
  prefetchSpecList(CAMPAIGN_LIST, context, rangeFilter(rangeFromSearch(context.search)));
