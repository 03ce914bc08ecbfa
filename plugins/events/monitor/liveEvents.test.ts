import { describe, expect, it } from 'vitest';
import type { PixelEvent } from '../../../src/api/contract';
import { LIVE_EVENTS_LIMIT, NO_LIVE_EVENTS, receiveLiveEvents, revealLiveEvents } from './liveEvents';

const START = Date.parse('2026-11-24T14:00:00Z');
/** An event `second` seconds after 14:00 (ids grow with time, as the mock's do). */
const at = (second: number): PixelEvent => ({ id: second + 1, event_name: 'page_view', timestamp: new Date(START + second * 1000).toISOString(), value: 0, device_model: 'Pixel 8' });
/** The server's answer: its newest `count` events up to `last`, newest first. */
const answer = (last: number, count = 100) => Array.from({ length: Math.min(count, last + 1) }, (_, i) => at(last - i));
const ids = (events: PixelEvent[]) => events.map((event) => event.id);

describe('live events', () => {
  it('shows what was there when watching started, counts what arrives after it, and shows it when asked', () => {
    let state = receiveLiveEvents(NO_LIVE_EVENTS, 'all', answer(9, 10));
    expect(ids(state.shown)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1]);
    expect(state.newCount).toBe(0);
    // The same answer again changes nothing (the same object: no re-render).
    expect(receiveLiveEvents(state, 'all', answer(9, 10))).toBe(state);
    state = receiveLiveEvents(state, 'all', answer(12, 10));
    expect(state.newCount).toBe(3);
    expect(ids(state.pending)).toEqual([13, 12, 11]);
    expect(ids(state.shown)).toHaveLength(10);
    state = receiveLiveEvents(state, 'all', answer(14, 10));
    expect(state.newCount).toBe(5);
    state = revealLiveEvents(state);
    expect(state.newCount).toBe(0);
    expect(ids(state.shown).slice(0, 6)).toEqual([15, 14, 13, 12, 11, 10]);
    expect(state.pending).toEqual([]);
  });

  it('starts over for other filters', () => {
    const all = receiveLiveEvents(receiveLiveEvents(NO_LIVE_EVENTS, 'all', answer(9)), 'all', answer(11));
    expect(all.newCount).toBe(2);
    const purchases = receiveLiveEvents(all, 'purchase', [at(3)]);
    expect(purchases).toEqual({ key: 'purchase', shown: [at(3)], pending: [], newCount: 0 });
  });

  it('keeps at most the bound in memory however long it runs, the count still exact', () => {
    let state = receiveLiveEvents(NO_LIVE_EVENTS, 'all', answer(99));
    for (let last = 150; last <= 2_000; last += 50) state = receiveLiveEvents(state, 'all', answer(last));
    expect(state.newCount).toBe(2_000 - 99);
    expect(state.pending).toHaveLength(LIVE_EVENTS_LIMIT);
    expect(state.shown).toHaveLength(LIVE_EVENTS_LIMIT);
    state = revealLiveEvents(state);
    expect(state.shown).toHaveLength(LIVE_EVENTS_LIMIT);
    expect(state.shown[0]?.id).toBe(2_001);
    // An old event the bound let go is not counted again as new.
    expect(receiveLiveEvents(state, 'all', [...answer(2_000), at(5)])).toBe(state);
  });
});
