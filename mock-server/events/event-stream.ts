import type { EventData, PixelEvent, PixelEventDetail } from '../../src/api/contract';
import { XSS_PROBE } from '../seed/facts';
import { hashUnit4 } from '../seed/random';

/**
 * Pixel events, generated instead of stored: a pure function of (seed, account, minute), so a page
 * left open sees each new minute fill as the clock passes it, any past minute reads the same on every
 * call and restart, and a year of minutes costs nothing. An event exists once its second has passed.
 */

export const EVENT_NAMES = ['page_view', 'add_to_cart', 'purchase', 'install', 'sign_up', 'lead'] as const;
/** How often each name happens, in the order above: most visits are page views. */
const NAME_WEIGHTS = [0.55, 0.17, 0.06, 0.08, 0.08, 0.06];
export const DEVICE_MODELS = ['iPhone 15', 'Samsung Galaxy S23', 'Pixel 8', 'Tecno Camon 20', 'MacBook Pro', 'Windows PC', 'iPad Air'] as const;
const USER_AGENTS: Record<string, string> = {
  'iPhone 15': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  'Samsung Galaxy S23': 'Mozilla/5.0 (Linux; Android 14; SM-S911B) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  'Pixel 8': 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
  'Tecno Camon 20': 'Mozilla/5.0 (Linux; Android 13; TECNO CK6) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/125.0 Mobile Safari/537.36',
  'MacBook Pro': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Windows PC': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  'iPad Air': 'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
};
const PAGES = ['/', '/shop', '/shop/sneakers', '/cart', '/checkout', '/thank-you', '/signup', '/blog/spring-sale'];

/** At most this many events in a minute; about one minute in five has none. */
const MAX_PER_MINUTE = 12;
const MINUTE_MS = 60_000;
/** Ids: minute × 100 + index, × 10,000, + the account (account ids are below 10,000). */
const ACCOUNTS = 10_000;

export const minuteOf = (ms: number): number => Math.floor(ms / MINUTE_MS);

const pick = <T>(list: readonly T[], unit: number): T => list[Math.min(list.length - 1, Math.floor(unit * list.length))] as T;
const pickWeighted = <T>(list: readonly T[], weights: readonly number[], unit: number): T => {
  let left = unit;
  for (let i = 0; i < list.length; i += 1) {
    left -= weights[i] ?? 0;
    if (left < 0) return list[i] as T;
  }
  return list[list.length - 1] as T;
};

export const eventId = (minute: number, index: number, account: number): number => (minute * 100 + index) * ACCOUNTS + account;
export const decodeEventId = (id: number): { minute: number; index: number; account: number } | null => {
  if (!Number.isSafeInteger(id) || id < 0) return null;
  const account = id % ACCOUNTS;
  const rest = Math.floor(id / ACCOUNTS);
  return { minute: Math.floor(rest / 100), index: rest % 100, account };
};

/** How many events a minute holds (whether or not they have all happened yet). */
const minuteSize = (seed: number, account: number, minute: number): number => {
  const u = hashUnit4(seed, account, minute, 1);
  return u < 0.2 ? 0 : Math.floor(((u - 0.2) / 0.8) * MAX_PER_MINUTE) + 1;
};

/** One event of a minute with its detail, or null once past the minute's size. */
export const eventAt = (seed: number, account: number, minute: number, index: number, demoAccount: number): PixelEventDetail | null => {
  if (index < 0 || index >= minuteSize(seed, account, minute)) return null;
  const u = (k: number) => hashUnit4(seed, account, minute * 100 + index, k);
  const second = Math.floor(u(2) * 60);
  const ms = minute * MINUTE_MS + second * 1000 + Math.floor(u(3) * 1000);
  const event_name = pickWeighted(EVENT_NAMES, NAME_WEIGHTS, u(4));
  const device_model = pick(DEVICE_MODELS, u(5));
  const value = event_name === 'purchase' ? Math.round((5 + u(6) * 195) * 100) / 100 : 0;
  const page = pick(PAGES, u(7));
  const custom_parameters: Record<string, string> = { session: `s${Math.floor(u(8) * 1e6)}`, campaign: `c${1 + Math.floor(u(9) * 30)}` };
  if (event_name === 'purchase') custom_parameters.order_id = `ORD-${Math.floor(u(10) * 1e6)}`;
  // The demo advertiser's site sends one hostile parameter now and then: pages must show it as text.
  if (account === demoAccount && index % 5 === 0) custom_parameters.note = XSS_PROBE;
  const data: EventData = {
    pixel_url: `https://shop.example.com${page}?utm_source=dsp`,
    pixel_e: event_name,
    pixel_ts: ms,
    pixel_user_agent: USER_AGENTS[device_model] ?? '',
    custom_parameters,
  };
  return { id: eventId(minute, index, account), event_name, timestamp: new Date(ms).toISOString(), value, device_model, event_data: JSON.stringify(data) };
};

export interface EventFilter {
  device?: string;
  eventName?: string;
}

const matches = (event: PixelEvent, filter: EventFilter): boolean =>
  (filter.device === undefined || event.device_model === filter.device) && (filter.eventName === undefined || event.event_name === filter.eventName);

/** The minute's events that have happened by `now` and pass the filter, in time order. */
export const minuteEvents = (seed: number, account: number, minute: number, now: number, filter: EventFilter, demoAccount: number): PixelEventDetail[] => {
  const events: PixelEventDetail[] = [];
  const size = minuteSize(seed, account, minute);
  for (let index = 0; index < size; index += 1) {
    const event = eventAt(seed, account, minute, index, demoAccount);
    if (event && Date.parse(event.timestamp) <= now && matches(event, filter)) events.push(event);
  }
  return events.sort((a, b) => a.timestamp.localeCompare(b.timestamp) || a.id - b.id);
};

/** The listing shape of an event (its detail without event_data). */
export const listed = ({ event_data: _data, ...event }: PixelEventDetail): PixelEvent => event;
