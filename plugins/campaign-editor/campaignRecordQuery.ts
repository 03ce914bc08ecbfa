import type { CampaignRecord } from '../../src/api/contract';
import { getOneQuery } from '../../src/data/queries';
import type { PagePrefetch } from '../../src/plugins/contract';

/** The campaigns resource whose getOne is the editor's record (the list's resource: saves update its cache). */
export const CAMPAIGNS_RESOURCE = 'campaigns';

/**
 * How the editor reads its record (react-admin's useGetOne options), also the boot's prefetch: one try
 * (a failure returns to the list, spec 2 §4), no refetch on focus or reconnect, which would replace
 * the form's values under the user's hands, and a prefetched answer shown as it is on mount rather
 * than asked for again. Every change the app makes to a campaign updates or invalidates the entry.
 */
export const CAMPAIGN_RECORD_OPTIONS = {
  retry: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  staleTime: 5_000,
} as const;

/** The route's id as the page passes it to useGetOne (the contract types ids as numbers). */
export const campaignIdOf = (id: string | null | undefined): number => Number(id);

/**
 * /campaign/edit/:id opened directly: the record is requested while the app boots, under the very key
 * useGetOne('campaigns', { id }) reads (src/data/queries.ts), so the form shows the record's inputs on
 * its first render (the open tab's code is the route's preload, preloadOpenTab).
 */
export const prefetchCampaignRecord: PagePrefetch = async ({ queryClient, dataProvider, params }) => {
  if (!params.id || !/^\d+$/.test(params.id)) return;
  await queryClient.prefetchQuery({
    ...getOneQuery<CampaignRecord>(dataProvider, CAMPAIGNS_RESOURCE, campaignIdOf(params.id)),
    ...CAMPAIGN_RECORD_OPTIONS,
  });
};
