import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '../../api';
import { ADMIN_SEARCH_PATH, type AdminSearchRequest, type AdminSearchResponse, type SearchItem } from '../../api/contract';

/**
 * POST /v1/whitelabel/search, one cache entry per query. The empty query is shared: the panel's
 * overview lists and the moderation badge of the admin links read the same answer.
 */
export const adminSearchKey = (name: string) => ['admin-search', name] as const;

export const useAdminSearch = (name: string, enabled: boolean) =>
  useQuery({
    queryKey: adminSearchKey(name),
    queryFn: ({ signal }) =>
      apiClient.request<AdminSearchResponse>(ADMIN_SEARCH_PATH, {
        method: 'POST',
        json: { name } satisfies AdminSearchRequest,
        signal,
      }),
    enabled,
    // While the next query is on its way the previous results stay on screen instead of a blank panel.
    placeholderData: keepPreviousData,
  });

/**
 * The administrator's own account first (spec 1 §2 "marked as my account"). The mock already sorts
 * so, but the order is the UI's promise, not a server detail, so it is kept here too.
 */
export const ownAccountFirst = (accounts: readonly SearchItem[], ownSpaceId: number | null): SearchItem[] => {
  const own = accounts.filter((item) => item.space_id === ownSpaceId);
  return [...own, ...accounts.filter((item) => item.space_id !== ownSpaceId)];
};

/** Campaign rows need an id to open; an item without one cannot be chosen and is left out. */
export const campaignRows = (campaigns: readonly SearchItem[]): (SearchItem & { campaign_id: number })[] =>
  campaigns.filter((item): item is SearchItem & { campaign_id: number } => item.campaign_id !== null);
