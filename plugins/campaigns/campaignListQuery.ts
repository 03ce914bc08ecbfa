import { queryOptions, skipToken } from '@tanstack/react-query';
import { apiClient } from '../../src/api';
import { STATUS_FILTER_ALL, type CampaignListRequest, type CampaignListRow, type Page } from '../../src/api/contract';
import type { PagePrefetch } from '../../src/plugins/contract';
import type { DateRange } from '../../src/widgets/date-range/dateRange';
import { rangeFromSearch } from '../../src/widgets/date-range/rangeParam';
import { parseListParams, type CampaignListParams } from './listParams';

/**
 * A list answer younger than this is shown as it is when the page mounts (e.g. the one prefetched at
 * boot) instead of being asked for again; every change the app makes invalidates it explicitly.
 */
const LIST_FRESH_MS = 5_000;

export const campaignListRequest = (params: CampaignListParams, range: DateRange, spaceId: number): CampaignListRequest => ({
  from_date: range.from,
  to_date: range.to,
  page: params.page + 1,
  pageSize: params.pageSize,
  name: params.name.trim(),
  status_filter: params.statuses.length ? params.statuses : [STATUS_FILTER_ALL],
  space_id: spaceId,
  sort_by_field: params.sort,
  order_field: params.sort,
  order_asc: params.asc,
});

/**
 * POST /v1/campaign/list/v2 as a query: one key and one fetch for the page and the boot's prefetch.
 * Without a request (no account yet) the query waits.
 */
export const campaignListQuery = (request: CampaignListRequest | null) =>
  queryOptions({
    queryKey: ['campaigns', 'list', request],
    queryFn: request
      ? ({ signal }) =>
          apiClient.request<Page<CampaignListRow>>('/v1/campaign/list/v2', { method: 'POST', json: request, signal })
      : skipToken,
    staleTime: LIST_FRESH_MS,
    // One quiet retry, then the page says what failed and offers its own retry. Part of the query,
    // not of the page's hook, so a list prefetched at boot fails just as fast.
    retry: 1,
  });

/** The list the app opens on, from the same query string the page reads. */
export const prefetchCampaignList: PagePrefetch = ({ queryClient, search, spaceId }) =>
  queryClient.prefetchQuery(campaignListQuery(campaignListRequest(parseListParams(search), rangeFromSearch(search), spaceId)));
