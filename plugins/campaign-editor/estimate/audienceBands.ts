import { AUDIENCE_GAUGE_BANDS as BOUNDS } from '../../../src/api/contract';

/**
 * The audience gauge's colour bands (spec 2 §4), exactly at the spec's boundaries:
 * red for 10,000 or fewer (non-zero); yellow above 10,000 up to below 50,000; green 50,000 to
 * 100,000; yellow above 100,000 up to below 250,000; red 250,000 or more.
 *
 * Where the labels apply (the spec names "specific" and "too broad" without placing them; our choice):
 * everything below the green band is `specific` (the audience is narrow, red ones so narrow that they
 * may not deliver), everything above it `tooBroad`, the green band itself `balanced`. Zero (nobody
 * matches) has no colour of its own in the spec: it is `empty`,
 * shown grey and labelled as matching no one. Boundaries are the contract's AUDIENCE_GAUGE_BANDS.
 */

export type AudienceColour = 'none' | 'red' | 'yellow' | 'green';
export type AudienceVerdict = 'empty' | 'specific' | 'balanced' | 'tooBroad';
/** The five bands of the gauge, narrow to broad, plus `empty` for zero. */
export type AudienceBandId = 'empty' | 'narrowRed' | 'narrowYellow' | 'green' | 'broadYellow' | 'broadRed';

export interface AudienceBand {
  id: AudienceBandId;
  colour: AudienceColour;
  verdict: AudienceVerdict;
}

const BANDS: Record<AudienceBandId, AudienceBand> = {
  empty: { id: 'empty', colour: 'none', verdict: 'empty' },
  narrowRed: { id: 'narrowRed', colour: 'red', verdict: 'specific' },
  narrowYellow: { id: 'narrowYellow', colour: 'yellow', verdict: 'specific' },
  green: { id: 'green', colour: 'green', verdict: 'balanced' },
  broadYellow: { id: 'broadYellow', colour: 'yellow', verdict: 'tooBroad' },
  broadRed: { id: 'broadRed', colour: 'red', verdict: 'tooBroad' },
};

/** The gauge's segments in order, narrow to broad (what the gauge draws). */
export const GAUGE_SEGMENTS: readonly AudienceBand[] = [BANDS.narrowRed, BANDS.narrowYellow, BANDS.green, BANDS.broadYellow, BANDS.broadRed];

/** The band of an estimate (people); negative or non-finite answers count as nobody. */
export const audienceBand = (size: number): AudienceBand => {
  if (!Number.isFinite(size) || size <= 0) return BANDS.empty;
  if (size <= BOUNDS.redMax) return BANDS.narrowRed;
  if (size < BOUNDS.greenMin) return BANDS.narrowYellow;
  if (size <= BOUNDS.greenMax) return BANDS.green;
  if (size < BOUNDS.redFrom) return BANDS.broadYellow;
  return BANDS.broadRed;
};

/**
 * Where the gauge's needle stands, 0-100: each of the five bands gets a fifth of the gauge (their
 * widths in people differ by orders of magnitude, a linear scale would squeeze the narrow ones to
 * nothing), linear inside a band; the last band reads up to 1,000,000 and stays full beyond.
 */
const SCALE: readonly [number, number][] = [
  [0, 0],
  [BOUNDS.redMax, 20],
  [BOUNDS.greenMin, 40],
  [BOUNDS.greenMax, 60],
  [BOUNDS.redFrom, 80],
  [1_000_000, 100],
];

export const gaugePosition = (size: number): number => {
  if (!Number.isFinite(size) || size <= 0) return 0;
  for (let index = 1; index < SCALE.length; index += 1) {
    const [upTo, at] = SCALE[index] as [number, number];
    const [from, start] = SCALE[index - 1] as [number, number];
    if (size <= upTo) return Math.round((start + ((size - from) / (upTo - from)) * (at - start)) * 10) / 10;
  }
  return 100;
};
