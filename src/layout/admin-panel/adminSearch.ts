import type { AdminSearchResponse, SearchItem } from '../../api/contract';
import { useInvokeQuery } from '../../data/useInvokeQuery';

/**
 * The white-label search (whitelabel.search), one cache entry per query. The empty query is shared:
 * the panel's overview lists and the moderation badge of the admin links read the same answer. While
 * the next query is on its way the previous results stay on screen instead of a blank panel.
 */
export const useAdminSearch = (name: string, enabled: boolean) =>
  useInvokeQuery<AdminSearchResponse>('whitelabel', 'search', { name }, { enabled, keepPrevious: true });

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
