import { useDeferredValue, useMemo } from 'react';
import { useWatch } from 'react-hook-form';
import { FORECAST_DEBOUNCE_MS, type ForecastRequest, type ForecastResult } from '../../../src/api/contract';
import { useInvokeQuery } from '../../../src/data/useInvokeQuery';
import { useDebouncedValue } from '../../../src/hooks/useDebouncedValue';
import { useCurrentSpaceId } from '../../../src/auth/useAccountSwitch';
import type { CampaignFormValues } from '../form/campaignFormValues';
import { isAskable } from './estimateBodies';
import { forecastBody } from './forecastBody';
import { useLastGood } from './useLastGood';

export type ForecastFigures = Extract<ForecastResult, { status: 200 }>;

const WATCHED = ['targeting', 'country', 'cpm', 'budget', 'scheduling', 'frequencyCap', 'freq_and_scheduling_on', 'currency'] as const;

/**
 * The forecast of the form's targeting and delivery settings, asked as the audience estimate is: it
 * watches only the fields the body reads, keeps a deferred copy of the body (React renders the
 * keystroke first, the forecast's own updates after), and asks once the values have rested
 * FORECAST_DEBOUNCE_MS. A changed body is a new query: react-query aborts the one in flight (the call
 * passes its signal on), so at most one request runs and a stale answer is never shown. The last
 * figures stay while the next are asked, after an unavailable answer (status 500) and after a failure.
 */
export const useForecast = () => {
  const [targeting, country, cpm, budget, scheduling, frequencyCap, freqAndSchedulingOn, currency] = useWatch<CampaignFormValues, typeof WATCHED>({ name: WATCHED });
  // A new campaign has no currency yet: it is created in the account the session acts on (an
  // administrator may have switched into another), so the mock takes that account's.
  const spaceId = useCurrentSpaceId();
  const body = forecastBody({ targeting, country, cpm }, { budget, scheduling, frequencyCap, freqAndSchedulingOn, currency, spaceId });
  // The body as text: equal values make an equal key, however many renders rebuilt the objects. Text
  // also compares by value, so the deferred copy settles instead of chasing new arrays every render.
  const wanted = useDeferredValue(isAskable(body) ? JSON.stringify(body) : null);
  const sent = useDebouncedValue(wanted, FORECAST_DEBOUNCE_MS);
  const params = useMemo(() => (sent === null ? null : (JSON.parse(sent) as ForecastRequest)), [sent]);
  const query = useInvokeQuery<ForecastResult>('campaign-editor', 'forecast', params, { retry: false, staleTime: 60_000, keepPrevious: true });

  const answer = query.data;
  const figures = useLastGood(answer?.status === 200 ? answer : null);
  // An unavailable forecast (status 500) is the audience estimate's outage under it: kept quiet as the
  // gauge keeps it (spec 2 §4), the last figures showing. A failed request says the server's message.
  const failure = query.error instanceof Error ? query.error.message : null;
  return {
    figures,
    // Settled: the answer shown is the one for what the form holds now.
    settled: figures !== null && wanted === sent && !query.isFetching && !query.isPlaceholderData,
    updating: wanted !== sent || query.isFetching,
    error: failure,
  };
};
