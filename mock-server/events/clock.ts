import * as mockClock from '../clock';

/**
 * The events generator's "now": the mock's clock (mock-server/clock.ts), or faster by the `clockRate`
 * setting (MOCK_CLOCK_RATE, or `/__mock/settings` at run time), so the bench sees ten event minutes
 * pass in 30 s and an end-to-end test sees a new minute every 3 s. Nothing else in the mock reads it:
 * tokens, reports and saves keep the mock's clock. The clock is continuous: a new rate applies from
 * the moment it is first read, never moving the clock back (after a fast spell at rate 1 it stays
 * ahead of the mock's clock).
 */
export interface EventsClock {
  /** The generator's current time, ms since the epoch. */
  now(): number;
  /** Real seconds a minute of this clock lasts: 60 at real time. */
  minuteSeconds(): number;
}

export const createEventsClock = (rate: () => number, baseNow: () => number = mockClock.now): EventsClock => {
  const start = baseNow();
  let anchor = { base: start, clock: start, rate: rate() };
  return {
    now() {
      const base = baseNow();
      const current = rate();
      // Re-anchored lazily: until this read nobody saw the clock, so the old rate ran until now.
      if (current !== anchor.rate) anchor = { base, clock: anchor.clock + (base - anchor.base) * anchor.rate, rate: current };
      return anchor.clock + (base - anchor.base) * anchor.rate;
    },
    minuteSeconds: () => 60 / rate(),
  };
};
