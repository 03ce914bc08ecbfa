/**
 * The events generator's "now": real time, or faster by the `clockRate` setting (MOCK_CLOCK_RATE, or
 * `/__mock/settings` at run time), so the bench sees ten event minutes pass in 30 s and an end-to-end
 * test sees a new minute every 3 s. Nothing else in the mock reads it: tokens, reports and saves keep
 * real time. The clock is continuous: a new rate applies from the moment it is first read, never
 * moving the clock back (after a fast spell at rate 1 it stays ahead of real time).
 */
export interface EventsClock {
  /** The generator's current time, ms since the epoch. */
  now(): number;
  /** Real seconds a minute of this clock lasts: 60 at real time. */
  minuteSeconds(): number;
}

export const createEventsClock = (rate: () => number, realNow: () => number = Date.now): EventsClock => {
  const start = realNow();
  let anchor = { real: start, clock: start, rate: rate() };
  return {
    now() {
      const real = realNow();
      const current = rate();
      // Re-anchored lazily: until this read nobody saw the clock, so the old rate ran until now.
      if (current !== anchor.rate) anchor = { real, clock: anchor.clock + (real - anchor.real) * anchor.rate, rate: current };
      return anchor.clock + (real - anchor.real) * anchor.rate;
    },
    minuteSeconds: () => 60 / rate(),
  };
};
