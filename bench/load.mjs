// A small HTTP load client (bounded in count and time, loopback only): `clients` concurrent loops
// calling one endpoint for `seconds`; latency percentiles and requests per second.
import { median } from './browser.mjs';

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

export const load = async ({ url, init, clients, seconds, maxRequests = 200_000 }) => {
  const latencies = [];
  let errors = 0;
  const stopAt = Date.now() + seconds * 1000;
  const worker = async () => {
    while (Date.now() < stopAt && latencies.length + errors < maxRequests) {
      const started = performance.now();
      try {
        const response = await fetch(url, init());
        await response.arrayBuffer();
        if (response.ok) latencies.push(performance.now() - started);
        else errors += 1;
      } catch {
        errors += 1;
      }
    }
  };
  const began = performance.now();
  await Promise.all(Array.from({ length: clients }, worker));
  const elapsed = (performance.now() - began) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  return { p50: median(sorted), p95: percentile(sorted, 95), rps: latencies.length / elapsed, requests: latencies.length, errors };
};
