// The mock's delivery forecast call (beyond the spec) under load at large scale.
import { load } from './load.mjs';

const COUNTRIES = ['US', 'NG', 'GB', 'AM', 'RU', 'KE'];
/** The demo advertiser's seeded audiences (mock-server/seed/audiences.ts: 7001 onwards). */
const AUDIENCES = [7001, 7002, 7003, 7004, 7005, 7006];
const hours = (from, to) => Array.from({ length: to - from }, (_, index) => from + index);

/**
 * A seeded stream of forecast bodies as the editor sends them while an advertiser edits: a new bid,
 * budget, age span, interests, audiences, schedule and caps per request, so every candidate the mock
 * relaxes is computed afresh (targeting narrowings each re-run the audience model).
 */
const forecastBodies = (seed) => {
  let state = seed;
  const next = () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 4294967296;
  };
  const pick = (items) => items[Math.floor(next() * items.length)];
  const some = (items, chance) => items.filter(() => next() < chance);
  return () => {
    const fromAge = 18 + Math.floor(next() * 20);
    const working = hours(8, 8 + 4 + Math.floor(next() * 12));
    return {
      locations: [{ country: pick(COUNTRIES), city_ids: [] }],
      cpm: Math.round((0.1 + next() * 3) * 100) / 100,
      fromAge,
      toAge: fromAge + Math.floor(next() * (65 - fromAge)),
      gender: pick([1, 2, 3]),
      interests: some([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.2),
      languages: some(['en', 'ha', 'ru'], 0.2),
      segment_audiences: { include_any: some(AUDIENCES, 0.15), include: [], exclude: some(AUDIENCES, 0.1) },
      similarity: pick([0, 1, 2, 3]),
      daily_budget: next() < 0.2 ? null : Math.round(10 + next() * 5000),
      scheduling: next() < 0.5 ? null : Object.fromEntries(Array.from({ length: 7 }, (_, day) => [String(day), day === 0 || day === 6 ? [] : working])),
      frequency_cap: next() < 0.3 ? [] : [{ key: 1, value: 1 + Math.floor(next() * 10) }, ...(next() < 0.3 ? [{ key: 2, value: 20 + Math.floor(next() * 40) }] : [])],
    };
  };
};

/** p50/p95 of POST /v1/campaign/forecast at large scale: 4 clients for 5 s after 2 s unmeasured, a new body per request. */
export const forecastCallLoad = async (mock, token) => {
  const run = (seed, seconds) => {
    const body = forecastBodies(seed);
    return load({
      url: `${mock}/v1/campaign/forecast`,
      init: () => ({ method: 'POST', headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` }, body: JSON.stringify(body()) }),
      clients: 4,
      seconds,
    });
  };
  await run(0xf0ca57, 2);
  return run(0x5eed31, 5);
};

/** The figure's row of the bench's table. */
export const forecastRow = (forecastCall, ms) => ({
  figure: `Mock forecast call at large scale, a new targeting, bid, budget, schedule and caps per request, 4 clients × 5 s (${forecastCall.requests} requests)`,
  ours: `p50 ${ms(forecastCall.p50)}, p95 ${ms(forecastCall.p95)}`,
  floor: '—',
  ratio: '—',
  target: 'p95 ≤ 50 ms',
  met: forecastCall.p95 <= 50 && forecastCall.errors === 0,
});
