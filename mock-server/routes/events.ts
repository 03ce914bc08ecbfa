import type { Application, Request, Response } from 'express';
import {
  EVENTS_PATHS,
  EVENTS_TOP_COUNT,
  type EventFilterOptions,
  type EventMinuteSlot,
  type EventSlotsAnswer,
  type PixelEvent,
  type PixelEventDetail,
  type TopEvent,
} from '../../src/api/contract';
import type { RouteContext } from '../context';
import { failFields, ok } from '../envelope';
import { createEventsClock } from '../events/clock';
import { DEVICE_MODELS, EVENT_NAMES, decodeEventId, eventAt, listed, minuteEvents, minuteOf, type EventFilter } from '../events/event-stream';
import { PERSONA_IDS } from '../seed/facts';
import { requireAny } from './require-permission';
import { readableSpace } from './space';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

/** The account (`adv-id`) the caller may read, PAGE_EVENTS, and the filter; null once refused. */
const eventsCall = (ctx: RouteContext, req: Request, res: Response): { account: number; filter: EventFilter; seed: number } | null => {
  if (!requireAny(req, res, ['PAGE_EVENTS'])) return null;
  const space = readableSpace(ctx, req, res, req.query['adv-id']);
  if (!space) return null;
  const filter: EventFilter = {};
  const eventName = text(req.query['event-name']);
  const device = text(req.query.device);
  if (eventName) filter.eventName = eventName;
  if (device) filter.device = device;
  return { account: space.id, filter, seed: ctx.store.state().meta.seed };
};

/** An ISO minute (or any ISO time, cut to its minute); null when malformed. */
const minuteParam = (value: unknown): number | null => {
  if (typeof value !== 'string') return null;
  const ms = Date.parse(value);
  return Number.isNaN(ms) ? null : minuteOf(ms);
};

const DEMO = PERSONA_IDS.advertiser.spaceId;
/** Ours: the slots call answers at most a day of minutes. */
const EVENTS_MAX_SLOTS = 1440;
const DEBUG_MINUTES = 60;

/**
 * The events monitor (spec 3 §7 "Events"; contract src/api/contract/events.ts): every call reads one
 * account's generated pixel events (events/event-stream.ts) up to now. An account sees only its own:
 * `adv-id` must be a space the caller may act on, and an event id names its account, checked too.
 */
export const registerEventRoutes = (app: Application, ctx: RouteContext): void => {
  const clock = createEventsClock(() => ctx.settings.clockRate);
  const slots = (account: number, seed: number, filter: EventFilter, from: number, to: number, now: number): EventMinuteSlot[] => {
    const list: EventMinuteSlot[] = [];
    for (let minute = from; minute < to; minute += 1) {
      list.push({ time_slot: new Date(minute * 60_000).toISOString(), events_count: minuteEvents(seed, account, minute, now, filter, DEMO).length });
    }
    return list;
  };

  // Newest minute first, as a monitor reads; the current minute included, filling as it passes. The
  // answer says how long a minute lasts, so the page refreshes once per minute of this clock.
  app.get(EVENTS_PATHS.slots, (req, res) => {
    const call = eventsCall(ctx, req, res);
    if (!call) return;
    const now = clock.now();
    const to = req.query.to === undefined ? minuteOf(now) + 1 : minuteParam(req.query.to);
    const from = req.query.from === undefined && to !== null ? to - 60 : minuteParam(req.query.from);
    if (from === null || to === null || to <= from || to - from > EVENTS_MAX_SLOTS) {
      failFields(res, { from: `from and to are ISO times, from before to, at most ${EVENTS_MAX_SLOTS} minutes apart` });
      return;
    }
    const answer: EventSlotsAnswer = { slots: slots(call.account, call.seed, call.filter, from, Math.min(to, minuteOf(now) + 1), now).reverse(), minute_seconds: clock.minuteSeconds() };
    ok(res, answer);
  });

  const slotEvents = (req: Request, res: Response) => {
    const call = eventsCall(ctx, req, res);
    if (!call) return;
    const minute = minuteParam(req.query.time_slot);
    if (minute === null) {
      failFields(res, { time_slot: 'time_slot is the minute, an ISO time' });
      return;
    }
    ok(res, minuteEvents(call.seed, call.account, minute, clock.now(), call.filter, DEMO).map(listed) satisfies PixelEvent[]);
  };
  app.get(EVENTS_PATHS.slotEvents, slotEvents);
  app.get(EVENTS_PATHS.debugSlot, slotEvents);

  app.get(EVENTS_PATHS.filters, (req, res) => {
    const call = eventsCall(ctx, req, res);
    if (!call) return;
    ok(res, { devices: [...DEVICE_MODELS], event_names: [...EVENT_NAMES] } satisfies EventFilterOptions);
  });

  // The last hour's events, newest first (the debug view's list).
  app.get(EVENTS_PATHS.debugList, (req, res) => {
    const call = eventsCall(ctx, req, res);
    if (!call) return;
    const now = clock.now();
    const events: PixelEvent[] = [];
    for (let minute = minuteOf(now); minute > minuteOf(now) - DEBUG_MINUTES && events.length < EVENTS_TOP_COUNT; minute -= 1) {
      events.push(...minuteEvents(call.seed, call.account, minute, now, call.filter, DEMO).reverse().map(listed));
    }
    ok(res, events.slice(0, EVENTS_TOP_COUNT));
  });

  // The last hour's per-minute counts, newest first.
  app.get(EVENTS_PATHS.debugCount, (req, res) => {
    const call = eventsCall(ctx, req, res);
    if (!call) return;
    const now = clock.now();
    ok(res, slots(call.account, call.seed, call.filter, minuteOf(now) - DEBUG_MINUTES + 1, minuteOf(now) + 1, now).reverse());
  });

  // The most frequent event names of the last hour, at most `count` (100 by default, spec 3 §9).
  app.get(EVENTS_PATHS.debugTopEvents, (req, res) => {
    const call = eventsCall(ctx, req, res);
    if (!call) return;
    const count = req.query.count === undefined ? EVENTS_TOP_COUNT : Number(req.query.count);
    if (!Number.isInteger(count) || count < 1 || count > EVENTS_TOP_COUNT) {
      failFields(res, { count: `count is a whole number from 1 to ${EVENTS_TOP_COUNT}` });
      return;
    }
    const now = clock.now();
    const counts = new Map<string, number>();
    for (let minute = minuteOf(now) - DEBUG_MINUTES + 1; minute <= minuteOf(now); minute += 1) {
      for (const event of minuteEvents(call.seed, call.account, minute, now, call.filter, DEMO)) counts.set(event.event_name, (counts.get(event.event_name) ?? 0) + 1);
    }
    const top: TopEvent[] = [...counts].map(([event_name, n]) => ({ event_name, count: n })).sort((a, b) => b.count - a.count || a.event_name.localeCompare(b.event_name));
    ok(res, top.slice(0, count));
  });

  const detail = (req: Request, res: Response) => {
    const call = eventsCall(ctx, req, res);
    if (!call) return;
    const decoded = decodeEventId(Number(req.params.id));
    const event = decoded && decoded.account === call.account ? eventAt(call.seed, decoded.account, decoded.minute, decoded.index, DEMO) : null;
    // Another account's event, or one still to come, does not exist for this caller.
    if (!event || Date.parse(event.timestamp) > clock.now()) {
      failFields(res, { id: 'No event with this id in this account.' });
      return;
    }
    ok(res, event satisfies PixelEventDetail);
  };
  app.get(`${EVENTS_PATHS.debugEvent}/:id`, detail);
  app.get(`${EVENTS_PATHS.event}/:id`, detail);
};
