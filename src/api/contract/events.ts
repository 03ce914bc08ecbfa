/**
 * The events monitor's calls (spec 3 §3 "Event-minute slot", "Event", §7 "Events"). The debug calls'
 * paths are the spec's; the per-minute slots, a slot's events and the filters' options are named by
 * the spec without paths, so those paths are ours. Every call takes `adv-id` (the account) and an
 * optional `event-name`.
 */
export const EVENTS_PATHS = {
  /**
   * Ours: GET ?adv-id=[&from=&to=][&device=][&event-name=]: one slot per minute of [from, to) (the last
   * hour by default), newest first, empty ones included (EventSlotsAnswer).
   */
  slots: '/v1/events/slots',
  /** Ours: GET ?adv-id=&time_slot=[&device=][&event-name=]: the minute's events (the spec's "data list"). */
  slotEvents: '/v1/events/slot',
  /** Ours: GET ?adv-id=: the device models and event names the account's events carry, for the filters. */
  filters: '/v1/events/filters',
  /** Ours: GET /v1/events/{id}?adv-id=: one event with its event_data. */
  event: '/v1/events',
  debugList: '/v1/events/debug/list',
  debugSlot: '/v1/events/debug/slot',
  debugCount: '/v1/events/debug/count',
  debugEvent: '/v1/events/debug',
  debugTopEvents: '/v1/events/debug/top-events',
} as const;

/** Spec 3 §9: the ring's scale (seconds), the debug view's polling, the top events' count. */
export const EVENTS_RING_SECONDS = 60;
export const EVENTS_DEBUG_POLL_MS = 3000;
export const EVENTS_TOP_COUNT = 100;

export interface EventMinuteSlot {
  /** The minute's UTC start, ISO. */
  time_slot: string;
  events_count: number;
}

/** The slots call's answer (ours). */
export interface EventSlotsAnswer {
  slots: EventMinuteSlot[];
  /**
   * How many real seconds a minute of the server's events clock lasts: 60 (the spec's ring scale),
   * less when the mock's clock runs fast (MOCK_CLOCK_RATE). A page refreshing once a minute waits this long.
   */
  minute_seconds: number;
}

export interface PixelEvent {
  id: number;
  event_name: string;
  /** ISO, UTC. */
  timestamp: string;
  /** The event's value (an order total for a purchase), 0 when it has none. */
  value: number;
  device_model: string;
}

/** event_data (a JSON string): the pixel's fields and the custom parameters the site sent. */
export interface EventData {
  pixel_url: string;
  pixel_e: string;
  pixel_ts: number;
  pixel_user_agent: string;
  custom_parameters: Record<string, string>;
}

export interface PixelEventDetail extends PixelEvent {
  event_data: string;
}

export interface EventFilterOptions {
  devices: string[];
  event_names: string[];
}

export interface TopEvent {
  event_name: string;
  count: number;
}
