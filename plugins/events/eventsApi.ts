import {
  EVENTS_PATHS,
  type EventFilterOptions,
  type EventMinuteSlot,
  type EventSlotsAnswer,
  type PixelEvent,
  type PixelEventDetail,
  type TopEvent,
} from '../../src/api/contract';
import { callParams } from '../../src/data/callParams';
import type { ApiContext, ResourceApi } from '../../src/data/resourceApi';

/** Not 'events': a resource's name is also a route, and /events is the page's own (spec 3 §2). */
export const EVENTS_RESOURCE = 'pixel-events';

/** The filters every call takes (spec 3 §7: optional event-name; the device is ours). */
export interface EventsFilter {
  device?: string | null;
  eventName?: string | null;
}

type Query = Record<string, string | number | null | undefined>;

/** `adv-id` is the account the session acts on (an administrator's switched-to account included). */
const get = <T>({ client, spaceId }: ApiContext, path: string, query: Query, signal: AbortSignal | undefined): Promise<T> => {
  const search = new URLSearchParams({ 'adv-id': String(spaceId()) });
  for (const [key, value] of Object.entries(query)) if (value !== null && value !== undefined && value !== '') search.set(key, String(value));
  return client.request<T>(`${path}?${search}`, { signal });
};

const filterQuery = ({ device, eventName }: EventsFilter): Query => ({ device, 'event-name': eventName });

/**
 * The events monitor's calls (spec 3 §7 "Events"; paths in src/api/contract/events.ts), each a named
 * call: `invoke('pixel-events', 'slots', { device, eventName })` and so on.
 */
const eventsApi: ResourceApi = {
  custom: {
    /** The last hour, one slot per minute, newest first, and how long a minute lasts. */
    slots: (ctx, params) => {
      const { signal, ...filter } = callParams<EventsFilter>(params);
      return get<EventSlotsAnswer>(ctx, EVENTS_PATHS.slots, filterQuery(filter), signal);
    },
    /** One minute's events, in time order (the spec's "data list" of a time slot). */
    slotEvents: (ctx, params) => {
      const { timeSlot, signal, ...filter } = callParams<EventsFilter & { timeSlot: string }>(params);
      return get<PixelEvent[]>(ctx, EVENTS_PATHS.slotEvents, { time_slot: timeSlot, ...filterQuery(filter) }, signal);
    },
    /** The device models and event names the account's events carry. */
    filters: (ctx, params) => get<EventFilterOptions>(ctx, EVENTS_PATHS.filters, {}, callParams(params).signal),
    /** One event with its event_data (a JSON string). */
    event: (ctx, params) => {
      const { id, signal } = callParams<{ id: number }>(params);
      return get<PixelEventDetail>(ctx, `${EVENTS_PATHS.event}/${encodeURIComponent(String(id))}`, {}, signal);
    },
    /** The debug view's per-minute counts of the last hour, newest first. */
    debugCount: (ctx, params) => {
      const { signal, ...filter } = callParams<EventsFilter>(params);
      return get<EventMinuteSlot[]>(ctx, EVENTS_PATHS.debugCount, filterQuery(filter), signal);
    },
    /** The newest events of the last hour (at most 100), newest first. */
    debugList: (ctx, params) => {
      const { signal, ...filter } = callParams<EventsFilter>(params);
      return get<PixelEvent[]>(ctx, EVENTS_PATHS.debugList, filterQuery(filter), signal);
    },
    /** The most frequent event names of the last hour, at most `count`. */
    debugTopEvents: (ctx, params) => {
      const { count, signal, ...filter } = callParams<EventsFilter & { count: number }>(params);
      return get<TopEvent[]>(ctx, EVENTS_PATHS.debugTopEvents, { count, ...filterQuery(filter) }, signal);
    },
  },
};

export default eventsApi;
