import { DEFAULT_CAMPAIGN_NAME } from '../../src/api/contract';
import { useCurrentSpaceId } from '../../src/auth/useAccountSwitch';
import { useInvokeQuery } from '../../src/data/useInvokeQuery';
import { newCampaignName } from '../../src/domain/newCampaignName';

/**
 * The name a new campaign's form starts with, from the acting account's campaign count (GET
 * /v1/campaign/count/{space}); undefined while the count is asked. Asked afresh on every visit, as
 * the count grows with each campaign created. Should the count fail, the plain default: a name is
 * no reason to keep anyone from creating.
 */
export const useNewCampaignName = (enabled: boolean): string | undefined => {
  const space = useCurrentSpaceId();
  const asks = enabled && space !== null;
  const count = useInvokeQuery<number>('campaigns', 'count', asks ? { space } : null, { staleTime: 0, retry: false });
  if (!asks || count.isError) return DEFAULT_CAMPAIGN_NAME;
  return count.data === undefined ? undefined : newCampaignName(count.data);
};
