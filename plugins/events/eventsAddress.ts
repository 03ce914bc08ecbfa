import { useCallback, useMemo } from 'react';
import { useAddressSearch } from '../../src/routing/useAddressSearch';

/**
 * The events page's state as the address holds it, so a reload or a shared link shows the same view:
 * `view=debug` (the monitor otherwise), `mode=paused` (live otherwise: a monitor is opened to watch),
 * `slot` (the selected minute, ISO), `device` and `event` (the event-name filter, shared by both views).
 */
const EVENTS_PARAMS = { view: 'view', mode: 'mode', slot: 'slot', device: 'device', event: 'event' } as const;

export type EventsView = 'monitor' | 'debug';

export interface EventsAddress {
  view: EventsView;
  live: boolean;
  slot: string | null;
  device: string | null;
  eventName: string | null;
}

const text = (value: string | null): string | null => (value && value.trim() !== '' ? value.trim() : null);

export const addressFromSearch = (search: URLSearchParams): EventsAddress => {
  const slot = text(search.get(EVENTS_PARAMS.slot));
  return {
    view: search.get(EVENTS_PARAMS.view) === 'debug' ? 'debug' : 'monitor',
    live: search.get(EVENTS_PARAMS.mode) !== 'paused',
    // A hand-edited minute that is no time is no selection.
    slot: slot !== null && !Number.isNaN(Date.parse(slot)) ? slot : null,
    device: text(search.get(EVENTS_PARAMS.device)),
    eventName: text(search.get(EVENTS_PARAMS.event)),
  };
};

/** The address for `address`, keeping any other parameter; defaults are left out. */
export const searchOfAddress = (address: EventsAddress, current: URLSearchParams): URLSearchParams => {
  const next = new URLSearchParams(current);
  const put = (name: string, value: string | null) => (value === null ? next.delete(name) : next.set(name, value));
  put(EVENTS_PARAMS.view, address.view === 'debug' ? 'debug' : null);
  put(EVENTS_PARAMS.mode, address.live ? null : 'paused');
  put(EVENTS_PARAMS.slot, address.slot);
  put(EVENTS_PARAMS.device, address.device);
  put(EVENTS_PARAMS.event, address.eventName);
  return next;
};

/** The page's address state and a writer of changes to it (through the one address writer). */
export const useEventsAddress = (): [EventsAddress, (patch: Partial<EventsAddress>) => void] => {
  const [search, write] = useAddressSearch();
  const query = search.toString();
  const address = useMemo(() => addressFromSearch(new URLSearchParams(query)), [query]);
  const update = useCallback(
    (patch: Partial<EventsAddress>) => write((current) => searchOfAddress({ ...addressFromSearch(current), ...patch }, current)),
    [write],
  );
  return [address, update];
};
