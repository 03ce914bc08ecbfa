import { median } from './browser.mjs';

/**
 * A file request's whole wall time, to the last byte: one unmeasured warm-up, then `rounds` measured
 * requests. `send()` answers the Response; `check(response)` throws when it is not the expected file.
 * Answers { medianMs, worstMs, bytes, rounds }.
 */
export const downloadTimes = async (send, check, rounds) => {
  const ask = async () => {
    const started = performance.now();
    const response = await send();
    const bytes = (await response.arrayBuffer()).byteLength;
    check(response);
    return { ms: performance.now() - started, bytes };
  };
  await ask();
  const times = [];
  let bytes = 0;
  for (let round = 0; round < rounds; round += 1) {
    const answer = await ask();
    times.push(answer.ms);
    bytes = answer.bytes;
  }
  return { medianMs: median(times), worstMs: Math.max(...times), bytes, rounds };
};
