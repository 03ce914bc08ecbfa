import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { AUDIENCE_SIZE_DEBOUNCE_MS, type PlacementsGauge, type PlacementsGaugeRequest } from '../../../src/api/contract';
import { useInvokeQuery } from '../../../src/data/useInvokeQuery';
import { useDebouncedValue } from '../../../src/hooks/useDebouncedValue';
import type { CampaignFormValues } from '../form/campaignFormValues';
import { placementsGaugeBody } from './estimateBodies';
import { useLastGood } from './useLastGood';

/**
 * The placements gauge of the placement tab's settings: POST placements-gauge once they have rested as
 * long as the audience gauge does (spec 2 §9), the last figures kept while the next are asked or when asking fails.
 */
export const usePlacementsEstimate = () => {
  const [placement, country] = useWatch<CampaignFormValues, ['placement', 'country']>({ name: ['placement', 'country'] });
  const wanted = JSON.stringify(placementsGaugeBody({ placement, country }));
  const sent = useDebouncedValue(wanted, AUDIENCE_SIZE_DEBOUNCE_MS);
  const params = useMemo(() => JSON.parse(sent) as PlacementsGaugeRequest, [sent]);
  const query = useInvokeQuery<PlacementsGauge>('campaign-editor', 'placementsGauge', params, {
    retry: false,
    staleTime: 60_000,
    keepPrevious: true,
  });
  const gauge = useLastGood(query.data ?? null);
  return {
    gauge,
    isPending: gauge === null && !query.error,
    error: query.error instanceof Error ? query.error : null,
  };
};
