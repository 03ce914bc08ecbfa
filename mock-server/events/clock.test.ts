import { describe, expect, it } from 'vitest';
import { createEventsClock } from './clock';

describe('events clock', () => {
  it('runs at real time by default and rate times faster when told, its minute that much shorter', () => {
    let real = 1_000_000;
    let rate = 1;
    const clock = createEventsClock(() => rate, () => real);
    expect(clock.now()).toBe(1_000_000);
    real += 5_000;
    expect(clock.now()).toBe(1_005_000);
    expect(clock.minuteSeconds()).toBe(60);
    rate = 20;
    expect(clock.minuteSeconds()).toBe(3);
    // The new rate runs from the first read after it was set.
    expect(clock.now()).toBe(1_005_000);
    real += 3_000;
    expect(clock.now()).toBe(1_005_000 + 60_000);
  });

  it('never goes back when the rate drops: it runs on from where it is', () => {
    let real = 0;
    let rate = 20;
    const clock = createEventsClock(() => rate, () => real);
    real = 30_000;
    expect(clock.now()).toBe(600_000);
    rate = 1;
    expect(clock.now()).toBe(600_000);
    real = 31_000;
    expect(clock.now()).toBe(601_000);
  });
});
