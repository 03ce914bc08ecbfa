import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { CampaignListRequest } from '../../src/api/contract';
import { useCurrentSpaceId } from '../../src/auth/useAccountSwitch';
import { useDebouncedValue } from '../../src/hooks/useDebouncedValue';
import type { DateRange } from '../../src/widgets/date-range/dateRange';
import { campaignListQuery, campaignListRequest } from './campaignListQuery';
import type { CampaignListParams } from './listParams';

/** List fetch debounce (spec 1 §9); the name box has its own 300 ms debounce before it reaches here. */
const LIST_FETCH_DEBOUNCE_MS = 200;

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
    ...campaignListQuery(request),
    placeholderData: keepPreviousData,
  });
};
