import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../src/api';
import { STATUS_FILTER_ALL, type CampaignListRequest, type CampaignListRow, type Page } from '../../src/api/contract';
import { useCurrentSpaceId } from '../../src/auth/useAccountSwitch';
import { useDebouncedValue } from '../../src/hooks/useDebouncedValue';
import type { DateRange } from '../../src/widgets/date-range/dateRange';
import type { CampaignListParams } from './listParams';

/** List fetch debounce (spec 1 §9); the name box has its own 300 ms debounce before it reaches here. */
const LIST_FETCH_DEBOUNCE_MS = 200;

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

/** The list page's data: POST /v1/campaign/list/v2 for the current account, keeping the last page while loading. */
export const useCampaignList = (params: CampaignListParams, range: DateRange) => {
  const spaceId = useCurrentSpaceId();
  // Debounced as text: a request object is new on every render, its JSON only when something changed.
  const json = useDebouncedValue(
    spaceId === null ? null : JSON.stringify(campaignListRequest(params, range, spaceId)),
    LIST_FETCH_DEBOUNCE_MS,
  );
  const request = json === null ? null : (JSON.parse(json) as CampaignListRequest);
  return useQuery({
    queryKey: ['campaigns', 'list', request],
    queryFn: ({ signal }) =>
      apiClient.request<Page<CampaignListRow>>('/v1/campaign/list/v2', { method: 'POST', json: request, signal }),
    enabled: request !== null,
    placeholderData: keepPreviousData,
    // One quiet retry, then the page says what failed and offers its own retry.
    retry: 1,
  });
};
