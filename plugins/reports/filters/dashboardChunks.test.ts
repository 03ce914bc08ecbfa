import { describe, expect, it } from 'vitest';
import { createLimiter, dashboardChunks } from './dashboardChunks';

describe('dashboardChunks', () => {
  it('asks once for a range of up to 7 days', () => {
    expect(dashboardChunks({ from: '2026-11-17', to: '2026-11-24' })).toEqual([{ from: '2026-11-17', to: '2026-11-24' }]);
    expect(dashboardChunks({ from: '2026-11-23', to: '2026-11-24' })).toEqual([{ from: '2026-11-23', to: '2026-11-24' }]);
  });

  it('splits 30 days into five chunks covering the range once, the last one shorter', () => {
    expect(dashboardChunks({ from: '2026-10-25', to: '2026-11-24' })).toEqual([
      { from: '2026-10-25', to: '2026-11-01' },
      { from: '2026-11-01', to: '2026-11-08' },
      { from: '2026-11-08', to: '2026-11-15' },
      { from: '2026-11-15', to: '2026-11-22' },
      { from: '2026-11-22', to: '2026-11-24' },
    ]);
  });

  it('covers a year in 53 chunks without gaps or overlaps', () => {
    const chunks = dashboardChunks({ from: '2025-11-24', to: '2026-11-24' });
    expect(chunks).toHaveLength(53);
    chunks.slice(1).forEach((chunk, index) => expect(chunk.from).toBe(chunks[index]?.to));
    expect(chunks.at(-1)?.to).toBe('2026-11-24');
  });
});

describe('createLimiter', () => {
  it('runs at most four tasks at once, in the order asked, and the rest as others finish', async () => {
    const limit = createLimiter(4);
    const started: number[] = [];
    const finishers: (() => void)[] = [];
    let inFlight = 0;
    let most = 0;
    const results = Array.from({ length: 6 }, (_, index) =>
      limit(
        () =>
          new Promise<number>((resolve) => {
            started.push(index);
            inFlight += 1;
            most = Math.max(most, inFlight);
            finishers[index] = () => {
              inFlight -= 1;
              resolve(index);
            };
          }),
      ),
    );
    await Promise.resolve();
    expect(started).toEqual([0, 1, 2, 3]);
    finishers[1]?.();
    await results[1];
    await expect.poll(() => started).toEqual([0, 1, 2, 3, 4]);
    [0, 2, 3, 4].forEach((index) => finishers[index]?.());
    await expect.poll(() => started).toEqual([0, 1, 2, 3, 4, 5]);
    finishers[5]?.();
    expect(await Promise.all(results)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(most).toBe(4);
  });

  it('skips a task whose caller gave up while it waited', async () => {
    const limit = createLimiter(1);
    let release = () => {};
    const first = limit(() => new Promise<void>((resolve) => (release = resolve)));
    const controller = new AbortController();
    let ran = false;
    const second = limit(async () => {
      ran = true;
    }, controller.signal);
    controller.abort();
    release();
    await first;
    await expect(second).rejects.toThrow();
    expect(ran).toBe(false);
  });
});
