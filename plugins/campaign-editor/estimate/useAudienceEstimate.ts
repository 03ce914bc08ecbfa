import { useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { AUDIENCE_SIZE_DEBOUNCE_MS, type AudienceSizeRequest, type AudienceSizeResult } from '../../../src/api/contract';
import { useInvokeQuery } from '../../../src/data/useInvokeQuery';
import { useDebouncedValue } from '../../../src/hooks/useDebouncedValue';
import type { CampaignFormValues } from '../form/campaignFormValues';
import { audienceSizeBody, isAskable } from './estimateBodies';
import { useLastGood } from './useLastGood';

/** A usable estimate, or null for an answer to ignore (data status 500, spec 2 §4). */
export const estimateOf = (answer: AudienceSizeResult | undefined): number | null =>
  answer && answer.status !== 500 && typeof answer.audience_size === 'number' && Number.isFinite(answer.audience_size) ? answer.audience_size : null;

/**
 * The audience estimate of the form's targeting: POST audience-size once the values have rested
 * 1,000 ms (spec 2 §9). It watches only the fields the body reads, so typing elsewhere in the form
 * neither re-renders the panel nor asks the server. The last good estimate is kept across answers:
 * a data status 500 (the estimate is unavailable) leaves it showing, never turns it into zero.
 */
export const useAudienceEstimate = () => {
  const [targeting, country, cpm] = useWatch<CampaignFormValues, ['targeting', 'country', 'cpm']>({ name: ['targeting', 'country', 'cpm'] });
  // The body as text: equal values make an equal key, however many renders rebuilt the objects.
  const body = audienceSizeBody({ targeting, country, cpm });
  const wanted = isAskable(body) ? JSON.stringify(body) : null;
  const sent = useDebouncedValue(wanted, AUDIENCE_SIZE_DEBOUNCE_MS);
  const params = useMemo(() => (sent === null ? null : (JSON.parse(sent) as AudienceSizeRequest)), [sent]);
  const query = useInvokeQuery<AudienceSizeResult>('campaign-editor', 'audienceSize', params, {
    retry: false,
    staleTime: 60_000,
    keepPrevious: true,
  });

  const size = useLastGood(estimateOf(query.data));

  return {
    size,
    // Nothing to show yet and nothing went wrong: the first answer is on its way (or was unusable).
    isPending: size === null && !query.error,
    error: query.error instanceof Error ? query.error : null,
  };
};
