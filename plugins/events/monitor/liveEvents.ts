import type { PixelEvent } from '../../../src/api/contract';

/**
 * The incoming events of live mode, held in memory with a fixed bound so a page left live for hours
 * does not grow: at most LIVE_EVENTS_LIMIT shown and as many waiting behind the "N new events"
 * button (older ones drop off the end; the count itself is a number, so it stays right past the bound).
 */
export const LIVE_EVENTS_LIMIT = 100;

export interface LiveEvents {
  /** What the events were asked for (the filters); another key starts over. Null while paused. */
  key: string | null;
  /** Newest first: the events on screen. */
  shown: PixelEvent[];
  /** Newest first: arrived since the user last looked, not on screen yet. */
  pending: PixelEvent[];
  /** How many arrived since the user last looked (the count of new ones, spec 3 §2). */
  newCount: number;
}

export const NO_LIVE_EVENTS: LiveEvents = { key: null, shown: [], pending: [], newCount: 0 };

const newestFirst = (events: readonly PixelEvent[]): PixelEvent[] =>
  [...events].sort((a, b) => Date.parse(b.timestamp) - Date.parse(a.timestamp) || b.id - a.id);

/**
 * An answer of the newest events (the server's last hour, newest first). The first answer for a key is
 * what was there when the user started watching: shown, and nothing counted as new. After it, an event
 * not held yet and no older than the newest held one has just arrived (an older one not held is one
 * that fell off the bound, not a new one).
 */
export const receiveLiveEvents = (state: LiveEvents, key: string, answer: readonly PixelEvent[]): LiveEvents => {
  const events = newestFirst(answer);
  if (state.key !== key) return { key, shown: events.slice(0, LIVE_EVENTS_LIMIT), pending: [], newCount: 0 };
  const held = new Set([...state.pending, ...state.shown].map((event) => event.id));
  const newest = state.pending[0] ?? state.shown[0];
  const since = newest ? Date.parse(newest.timestamp) : -Infinity;
  const arrived = events.filter((event) => !held.has(event.id) && Date.parse(event.timestamp) >= since);
  if (arrived.length === 0) return state;
  return { key, shown: state.shown, pending: [...arrived, ...state.pending].slice(0, LIVE_EVENTS_LIMIT), newCount: state.newCount + arrived.length };
};

/** The user looks at the new events: they join the shown ones, and the count starts again from zero. */
export const revealLiveEvents = (state: LiveEvents): LiveEvents =>
  state.newCount === 0 ? state : { ...state, shown: [...state.pending, ...state.shown].slice(0, LIVE_EVENTS_LIMIT), pending: [], newCount: 0 };
