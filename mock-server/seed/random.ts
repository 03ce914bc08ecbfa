/**
 * Seeded randomness. The seed generators draw from one mulberry32 stream (same seed, same data); the
 * per-day metrics use a stateless integer hash instead, so any (campaign, day) can be computed alone,
 * in any order, without replaying a stream.
 */
export interface Random {
  /** Uniform in [0, 1). */
  next(): number;
  int(min: number, max: number): number;
  float(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: entries are [value, weight]. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T;
}

export const mulberry32 = (seed: number): (() => number) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};

export const createRandom = (seed: number): Random => {
  const next = mulberry32(seed);
  const pick = <T>(items: readonly T[]): T => {
    const item = items[Math.floor(next() * items.length)];
    if (item === undefined) throw new Error('pick() from an empty list');
    return item;
  };
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick,
    weighted: <T>(entries: readonly (readonly [T, number])[]): T => {
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [value, weight] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return pick(entries)[0];
    },
  };
};

/** murmur3's finaliser: a good 32-bit avalanche for hashing small integer tuples. */
const fmix32 = (input: number): number => {
  let h = input >>> 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
};

const mix = (h: number, part: number): number => fmix32(h ^ Math.imul(part | 0, 0x27d4eb2d) ^ ((part / 4294967296) | 0));

/** Uniform in [0, 1) from a tuple of integers; the same tuple always gives the same value. */
export const hashUnit = (...parts: number[]): number => {
  let h = 0x9e3779b9;
  for (const part of parts) h = mix(h, part);
  return h / 4294967296;
};

/** hashUnit(a, b, c, d) without the argument list: the per-day metrics call it millions of times. */
export const hashUnit4 = (a: number, b: number, c: number, d: number): number =>
  mix(mix(mix(mix(0x9e3779b9, a), b), c), d) / 4294967296;
