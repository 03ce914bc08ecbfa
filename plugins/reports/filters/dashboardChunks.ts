import { addDays, type DateRange } from '../../../src/domain/dateRange';

/** Spec 3 §9: report ranges are split into 7-day chunks, sent four at a time. */
export const CHUNK_DAYS = 7;
export const CHUNK_CONCURRENCY = 4;

/**
 * The dashboard's requests for a range (`to` exclusive): one for a range of up to 7 days, else
 * consecutive 7-day chunks from `from`, the last one shorter (30 days → 7, 7, 7, 7, 2). Together they
 * cover the range exactly once, so their figures add up to the totals.
 */
export const dashboardChunks = (range: DateRange): DateRange[] => {
  const chunks: DateRange[] = [];
  for (let from = range.from; from < range.to; from = addDays(from, CHUNK_DAYS)) {
    const end = addDays(from, CHUNK_DAYS);
    chunks.push({ from, to: end < range.to ? end : range.to });
  }
  return chunks;
};

/**
 * At most `limit` tasks running at once, started in the order they were asked for: the chunks of a
 * range arrive oldest first, so the chart fills in from the left. A task whose turn comes after its
 * caller gave up (aborted signal) is skipped.
 */
export const createLimiter = (limit: number) => {
  let running = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return async <T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> => {
    if (running >= limit) await new Promise<void>((resolve) => waiting.push(resolve));
    running += 1;
    try {
      signal?.throwIfAborted();
      return await task();
    } finally {
      next();
    }
  };
};
