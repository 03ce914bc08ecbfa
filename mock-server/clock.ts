/**
 * The mock's one clock. Everything in the mock that asks "what time is it" asks here, so a run can be
 * pinned to an instant (MOCK_NOW) and see the same dates, ranges and expiries whatever the real date.
 * From that instant it runs on at real speed: waits, expiries and back-offs last what they last.
 * One per process: the last server started sets it (tests start one server per file, or several at
 * real time). Reading Date.now through it keeps vitest's fake Date working for the mock's tests.
 */
let offsetMs = 0;

/** Starts the clock at `instant` (ms since the epoch), or at real time for null. */
export const startClock = (instant: number | null): void => {
  offsetMs = instant === null ? 0 : instant - Date.now();
};

/** The mock's current time, ms since the epoch. */
export const now = (): number => Date.now() + offsetMs;

/** The mock's current time as a Date. */
export const nowDate = (): Date => new Date(now());
