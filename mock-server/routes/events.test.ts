import { describe, expect, it } from 'vitest';
import { EVENTS_PATHS, type EventData, type EventMinuteSlot, type EventSlotsAnswer, type PixelEvent, type PixelEventDetail, type TopEvent } from '../../src/api/contract';
import { eventId, minuteOf } from '../events/event-stream';
import { FORMULA_CAMPAIGN_SPACE_ID, PERSONA_IDS, XSS_PROBE } from '../seed/facts';
import { call, signedInMock } from '../test-support';
import { expectEvery } from '../../src/test/expectations';

const t = signedInMock();
const ADV = PERSONA_IDS.advertiser.spaceId;
const get = <T>(path: string, query: Record<string, string | number>, token = t.advertiser) =>
  call<T>(t.base, `${path}?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`, { token });

describe('events monitor calls', () => {
  it('answers the last hour as one slot per minute, newest first, empty minutes included, each count its events', async () => {
    const answer = (await get<EventSlotsAnswer>(EVENTS_PATHS.slots, { 'adv-id': ADV })).data;
    expect(answer.minute_seconds).toBe(60);
    const { slots } = answer;
    expect(slots).toHaveLength(60);
    expect(slots.map((slot) => slot.time_slot)).toEqual([...slots.map((slot) => slot.time_slot)].sort().reverse());
    expect(slots.some((slot) => slot.events_count === 0)).toBe(true);
    const busy = slots.filter((slot) => slot.events_count > 0).slice(1, 4);
    // Three closed minutes with events to compare, or the checks below would pass on nothing.
    expect(busy).toHaveLength(3);
    for (const slot of busy) {
      const events = (await get<PixelEvent[]>(EVENTS_PATHS.slotEvents, { 'adv-id': ADV, time_slot: slot.time_slot })).data;
      expect(events).toHaveLength(slot.events_count);
      expectEvery(events, (event) => minuteOf(Date.parse(event.timestamp)) === minuteOf(Date.parse(slot.time_slot)));
    }
    // The same minute reads the same on every call.
    const again = (await get<EventSlotsAnswer>(EVENTS_PATHS.slots, { 'adv-id': ADV, from: slots[59]?.time_slot ?? '', to: slots[1]?.time_slot ?? '' })).data.slots;
    expect(again).toEqual(slots.slice(2));
  });

  it('filters by event name and device, and gives the event with its pixel data, custom parameters as sent', async () => {
    const all = (await get<EventSlotsAnswer>(EVENTS_PATHS.slots, { 'adv-id': ADV })).data.slots;
    const purchases = (await get<EventSlotsAnswer>(EVENTS_PATHS.slots, { 'adv-id': ADV, 'event-name': 'purchase' })).data.slots;
    expect(purchases.reduce((s, x) => s + x.events_count, 0)).toBeLessThan(all.reduce((s, x) => s + x.events_count, 0));
    const list = (await get<PixelEvent[]>(EVENTS_PATHS.debugList, { 'adv-id': ADV, device: 'Pixel 8' })).data;
    expect(list.length).toBeGreaterThan(0);
    expectEvery(list, (event) => event.device_model === 'Pixel 8');
    const everything = (await get<PixelEvent[]>(EVENTS_PATHS.debugList, { 'adv-id': ADV })).data;
    expect(everything).toHaveLength(100);
    const details = await Promise.all(everything.slice(0, 40).map((event) => get<PixelEventDetail>(`${EVENTS_PATHS.event}/${event.id}`, { 'adv-id': ADV })));
    const data = details.map((d) => JSON.parse(d.data.event_data) as EventData);
    expect(data[0]).toMatchObject({ pixel_url: expect.stringMatching(/^https:\/\/shop\.example\.com\//), pixel_e: everything[0]?.event_name, pixel_user_agent: expect.stringContaining('Mozilla/5.0') });
    expect(data.some((d) => d.custom_parameters.note === XSS_PROBE)).toBe(true);
  });

  it("counts the debug view's last hour per minute, newest first, as the slots do", async () => {
    const counts = (await get<EventMinuteSlot[]>(EVENTS_PATHS.debugCount, { 'adv-id': ADV, 'event-name': 'page_view' })).data;
    expect(counts).toHaveLength(60);
    expect(counts.map((slot) => slot.time_slot)).toEqual([...counts.map((slot) => slot.time_slot)].sort().reverse());
    const slots = (await get<EventSlotsAnswer>(EVENTS_PATHS.slots, { 'adv-id': ADV, 'event-name': 'page_view' })).data.slots;
    // A minute that closed before both calls reads the same in each (a minute may turn between them).
    const byMinute = new Map(slots.map((slot) => [slot.time_slot, slot.events_count]));
    const closed = counts.slice(2, 59);
    expect(closed.map((slot) => byMinute.get(slot.time_slot))).toEqual(closed.map((slot) => slot.events_count));
  });

  it('ranks the top event names of the last hour, at most the count asked', async () => {
    const top = (await get<TopEvent[]>(EVENTS_PATHS.debugTopEvents, { 'adv-id': ADV, count: 3 })).data;
    expect(top).toHaveLength(3);
    expect(top[0]?.event_name).toBe('page_view');
    expect(top.map((e) => e.count)).toEqual([...top.map((e) => e.count)].sort((a, b) => b - a));
    expect((await get(EVENTS_PATHS.debugTopEvents, { 'adv-id': ADV, count: 101 })).status).toBe(400);
  });

  it("keeps each account's events its own, and events still to come unseen", async () => {
    expect((await get(EVENTS_PATHS.slots, { 'adv-id': ADV })).type.code).toBe(0);
    expect((await get(EVENTS_PATHS.slots, { 'adv-id': FORMULA_CAMPAIGN_SPACE_ID })).type.code).toBe(3);
    const [own] = (await get<PixelEvent[]>(EVENTS_PATHS.debugList, { 'adv-id': ADV })).data;
    if (!own) throw new Error('no event');
    // The event is read under its own account, by its advertiser and by the administrator.
    expect((await get(`${EVENTS_PATHS.event}/${own.id}`, { 'adv-id': ADV })).type.code).toBe(0);
    expect((await get(`${EVENTS_PATHS.event}/${own.id}`, { 'adv-id': ADV }, t.admin)).type.code).toBe(0);
    const foreign = await get(`${EVENTS_PATHS.event}/${own.id}`, { 'adv-id': PERSONA_IDS.admin.spaceId }, t.admin);
    expect(foreign.status).toBe(400);
    const future = await get(`${EVENTS_PATHS.event}/${eventId(minuteOf(Date.now()) + 5, 0, ADV)}`, { 'adv-id': ADV });
    expect(future.status).toBe(400);
    expect((await get(EVENTS_PATHS.slots, { 'adv-id': ADV }, t.analyst)).type.code).toBe(3);
  });
});
