import type { MockStore } from './store';
import type { StoredCampaign } from './types';

/**
 * Each space's campaigns, indexed once per store version: the list and its export read one space's
 * few campaigns instead of scanning all of them (10,000 at MOCK_SCALE=large) on every request.
 */
export const createCampaignsBySpace = (store: MockStore) => {
  let builtFor = -1;
  let index = new Map<number, StoredCampaign[]>();
  return (spaceId: number): readonly StoredCampaign[] => {
    if (builtFor !== store.version()) {
      index = new Map();
      for (const campaign of store.state().campaigns) {
        const list = index.get(campaign.space_id);
        if (list) list.push(campaign);
        else index.set(campaign.space_id, [campaign]);
      }
      builtFor = store.version();
    }
    return index.get(spaceId) ?? [];
  };
};
