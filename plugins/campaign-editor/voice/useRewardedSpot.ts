import { keepPreviousData, skipToken, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useWatch } from 'react-hook-form';
import { AUDIENCE_SIZE_DEBOUNCE_MS, type ErrorCode, type RewardedSpaceSwitch, type RewardedSpot, type RewardedSpotQuery } from '../../../src/api/contract';
import { isApiError } from '../../../src/api/HttpError';
import type { AppDataProvider } from '../../../src/data/dataProvider';
import { useAppDataProvider } from '../../../src/data/useInvokeQuery';
import { useDebouncedValue } from '../../../src/hooks/useDebouncedValue';

const RESOURCE = 'campaign-editor';

/**
 * The calculator's cpm_multiplier. Spec 2 §7 names the parameter and no value, and the form has no
 * field for it; the calculator prices spots at the campaign's saved CPM times the multiplier (mock
 * README, "Rewarded spot calculator"). 1 asks for the spots at the campaign's own bid, with no premium
 * or discount the spec never mentions.
 */
export const VOICE_CPM_MULTIPLIER = 1;

/**
 * The estimate is asked once the daily budget has rested this long: spec 2 §9 gives the audience
 * gauge, the other estimate of the editor, 1,000 ms, and names none for this one.
 */
export const VOICE_SPOT_DEBOUNCE_MS = AUDIENCE_SIZE_DEBOUNCE_MS;

/** Answers that mean the server's switched space is not the campaign's (a restart forgot it, another page switched). */
const SWITCH_AGAIN: readonly ErrorCode[] = [20, 1420];

/** Where the cache remembers the space this page last switched the session to. */
const SWITCHED_KEY = [RESOURCE, 'rewardedSpaceSwitch', 'current'] as const;

/**
 * The space switch the calculator needs first (spec 2 §4), made once per space: skipped while the last
 * switch this page made was to the same space. Switches asked at the same time share one request.
 */
const switchSpace = async (queryClient: QueryClient, dataProvider: AppDataProvider, spaceId: number, again: boolean) => {
  if (!again && queryClient.getQueryData<RewardedSpaceSwitch>(SWITCHED_KEY)?.space_id === spaceId) return;
  const answer = await queryClient.fetchQuery({
    queryKey: [RESOURCE, 'rewardedSpaceSwitch', { space_id: spaceId }],
    queryFn: () => dataProvider.invoke<RewardedSpaceSwitch>(RESOURCE, 'rewardedSpaceSwitch', { space_id: spaceId }),
    staleTime: 0,
    retry: false,
  });
  queryClient.setQueryData(SWITCHED_KEY, answer);
};

/** What the estimate shows, with the budget its spots are for (the form may have moved on). */
export interface SpotEstimate {
  spot: number;
  daily_budget: number;
}

export type RewardedSpotState =
  | { kind: 'new' }
  | { kind: 'noBudget' }
  | { kind: 'pending' }
  | { kind: 'failed'; message: string }
  | { kind: 'ready'; estimate: SpotEstimate; refreshing: boolean };

const usableBudget = (value: unknown): number | null => (typeof value === 'number' && Number.isFinite(value) && value >= 0 ? value : null);

/**
 * The rewarded spot estimate of an audio campaign (spec 2 §4, §7): for a stored campaign, the space
 * switch, then the calculator with the campaign's id, VOICE_CPM_MULTIPLIER and the form's daily budget
 * (saved or not) once it has rested. A new campaign has no id to price with: nothing is asked. A
 * failure keeps the server's type.message; an answer meaning the switch was lost switches again once.
 */
export const useRewardedSpot = (campaignId: number | undefined, spaceId: number | undefined): RewardedSpotState => {
  const queryClient = useQueryClient();
  const dataProvider = useAppDataProvider();
  const budget = usableBudget(useWatch({ name: 'budget' }));
  const sentBudget = useDebouncedValue(budget, VOICE_SPOT_DEBOUNCE_MS);
  const stored = campaignId !== undefined && spaceId !== undefined;
  const params: RewardedSpotQuery | null =
    stored && sentBudget !== null ? { campaign_id: campaignId, cpm_multiplier: VOICE_CPM_MULTIPLIER, daily_budget: sentBudget } : null;

  const query = useQuery({
    queryKey: [RESOURCE, 'rewardedSpot', { space_id: spaceId, ...params }],
    queryFn:
      params === null || spaceId === undefined
        ? skipToken
        : async ({ signal }): Promise<SpotEstimate> => {
            const ask = () => dataProvider.invoke<RewardedSpot>(RESOURCE, 'rewardedSpot', { ...params, signal });
            await switchSpace(queryClient, dataProvider, spaceId, false);
            try {
              return { spot: (await ask()).spot, daily_budget: params.daily_budget };
            } catch (error) {
              if (!isApiError(error) || !(SWITCH_AGAIN as readonly number[]).includes(error.body.code)) throw error;
              await switchSpace(queryClient, dataProvider, spaceId, true);
              return { spot: (await ask()).spot, daily_budget: params.daily_budget };
            }
          },
    retry: false,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
  });

  if (!stored) return { kind: 'new' };
  if (budget === null) return { kind: 'noBudget' };
  if (query.error) return { kind: 'failed', message: query.error.message };
  if (query.data) return { kind: 'ready', estimate: query.data, refreshing: query.isPlaceholderData || budget !== sentBudget };
  return { kind: 'pending' };
};
