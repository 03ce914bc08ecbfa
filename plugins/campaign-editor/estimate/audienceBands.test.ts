import { describe, expect, it } from 'vitest';
import { audienceBand, gaugePosition, GAUGE_SEGMENTS } from './audienceBands';

describe('audienceBand (spec 2 §4 colours)', () => {
  it.each([
    [0, 'empty', 'none', 'empty'],
    [-5, 'empty', 'none', 'empty'],
    [Number.NaN, 'empty', 'none', 'empty'],
    [1, 'narrowRed', 'red', 'specific'],
    [10_000, 'narrowRed', 'red', 'specific'],
    [10_001, 'narrowYellow', 'yellow', 'specific'],
    [49_999, 'narrowYellow', 'yellow', 'specific'],
    [50_000, 'green', 'green', 'balanced'],
    [100_000, 'green', 'green', 'balanced'],
    [100_001, 'broadYellow', 'yellow', 'tooBroad'],
    [249_999, 'broadYellow', 'yellow', 'tooBroad'],
    [250_000, 'broadRed', 'red', 'tooBroad'],
    [40_000_000, 'broadRed', 'red', 'tooBroad'],
  ])('%d people is band %s (%s, %s)', (size, id, colour, verdict) => {
    expect(audienceBand(size)).toEqual({ id, colour, verdict });
  });

  it('draws the five bands narrow to broad', () => {
    expect(GAUGE_SEGMENTS.map((band) => band.colour)).toEqual(['red', 'yellow', 'green', 'yellow', 'red']);
  });
});

describe('gaugePosition', () => {
  it('gives each band a fifth of the gauge, linear inside it, full beyond a million', () => {
    expect(gaugePosition(0)).toBe(0);
    expect(gaugePosition(5_000)).toBe(10);
    expect(gaugePosition(10_000)).toBe(20);
    expect(gaugePosition(30_000)).toBe(30);
    expect(gaugePosition(75_000)).toBe(50);
    expect(gaugePosition(175_000)).toBe(70);
    expect(gaugePosition(625_000)).toBe(90);
    expect(gaugePosition(1_000_000)).toBe(100);
    expect(gaugePosition(9_000_000)).toBe(100);
  });

  it('never moves back as the audience grows', () => {
    const sizes = [1, 9_999, 10_000, 10_001, 49_999, 50_000, 100_000, 100_001, 249_999, 250_000, 999_999];
    const positions = sizes.map(gaugePosition);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
  });
});
