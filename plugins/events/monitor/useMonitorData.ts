import { useEffect, useState } from 'react';
import { EVENTS_RING_SECONDS, type EventSlotsAnswer, type PixelEvent } from '../../../src/api/contract';
import { useCurrentSpaceId } from '../../../src/auth/useAccountSwitch';
import { useInvokeQuery } from '../../../src/data/useInvokeQuery';
import { EVENTS_RESOURCE, type EventsFilter } from '../eventsApi';
import { NO_LIVE_EVENTS, receiveLiveEvents, revealLiveEvents, type LiveEvents } from './liveEvents';

/**
 * Live mode refreshes once per minute: the ring's 60 s (spec 3 §9). The period is the server's minute
 * as the slots answer gives it (`minute_seconds`: 60 against a real backend, 3 when the mock's clock
 * runs 20 times faster for the bench), so the ring always reaches full as the next minute is asked.
 */
export const refreshPeriodMs = (answer: EventSlotsAnswer | undefined): number => (answer?.minute_seconds ?? EVENTS_RING_SECONDS) * 1000;

/**
 * The last hour's slots (60 at most in memory: each answer replaces the last). Live, they are asked
 * again every period, never while the tab is hidden (react-query skips interval fetches then) and at
 * once when it is shown again; paused, the list stays as it was read.
 */
export const useEventSlots = (filter: EventsFilter, live: boolean) =>
  useInvokeQuery<EventSlotsAnswer>(EVENTS_RESOURCE, 'slots', filter, {
    keepPrevious: true,
    refetchInterval: live ? (query) => refreshPeriodMs(query.state.data) : false,
    refetchOnWindowFocus: live,
    staleTime: live ? 0 : Infinity,
  });

/**
 * The selected minute's events. The minute's count (from the slot list) keys the query too, so they
 * are asked again exactly when a refresh shows the minute changed (the current one filling), and a
 * paused page shows the stored events as they were.
 */
export const useSlotEvents = (filter: EventsFilter, slot: string | null, count: number | undefined) =>
  useInvokeQuery<PixelEvent[]>(EVENTS_RESOURCE, 'slotEvents', slot === null ? null : { ...filter, timeSlot: slot, count }, { staleTime: Infinity });

export interface LiveEventsState extends LiveEvents {
  /** Shows the new events and starts the count again. */
  reveal(): void;
  /** The first answer for these filters is in. */
  loaded: boolean;
  error: Error | null;
}

/**
 * Live mode's incoming events: the newest events (the debug list call, filtered like the page) asked
 * with the slots every period, accumulated by receiveLiveEvents within its bound. Paused, nothing is
 * asked and nothing is held.
 */
export const useLiveEvents = (filter: EventsFilter, live: boolean, periodMs: number): LiveEventsState => {
  // Another account (an administrator's switch) or other filters start over: their events are not new.
  const space = useCurrentSpaceId();
  const key = live ? JSON.stringify({ space, ...filter }) : null;
  const { data, error } = useInvokeQuery<PixelEvent[]>(EVENTS_RESOURCE, 'debugList', filter, {
    enabled: live,
    refetchInterval: live ? periodMs : false,
    refetchOnWindowFocus: live,
  });
  const [state, setState] = useState<LiveEvents>(NO_LIVE_EVENTS);
  useEffect(() => {
    if (key === null) setState(NO_LIVE_EVENTS);
    else if (data) setState((current) => receiveLiveEvents(current, key, data));
  }, [key, data]);
  // Until the first answer for other filters arrives, the events of the previous ones are not shown.
  const loaded = key !== null && state.key === key;
  return { ...(loaded ? state : NO_LIVE_EVENTS), loaded, reveal: () => setState(revealLiveEvents), error };
};
