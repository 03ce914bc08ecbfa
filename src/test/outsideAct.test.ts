import { describe, expect, it } from 'vitest';
import { outsideAct } from './outsideAct';

const scope = globalThis as typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean };

/** A wait that ends when the test says, reporting the act environment it ran in. */
const held = () => {
  let release = () => {};
  const seen: (boolean | undefined)[] = [];
  const done = outsideAct(async () => {
    seen.push(scope.IS_REACT_ACT_ENVIRONMENT);
    await new Promise<void>((resolve) => (release = resolve));
    seen.push(scope.IS_REACT_ACT_ENVIRONMENT);
  });
  return { done, seen, release: () => release() };
};

describe('outsideAct', () => {
  it("turns React's act environment off for the wait and back on after it", async () => {
    expect(scope.IS_REACT_ACT_ENVIRONMENT).toBe(true);
    const wait = held();
    wait.release();
    await wait.done;
    expect(wait.seen).toEqual([false, false]);
    expect(scope.IS_REACT_ACT_ENVIRONMENT).toBe(true);
  });

  it('keeps it off until the last of overlapping waits ends, whichever ends first', async () => {
    const first = held();
    const second = held();
    first.release();
    await first.done;
    expect(scope.IS_REACT_ACT_ENVIRONMENT).toBe(false);
    second.release();
    await second.done;
    expect(second.seen).toEqual([false, false]);
    expect(scope.IS_REACT_ACT_ENVIRONMENT).toBe(true);
  });

  it('puts it back when the wait fails', async () => {
    await expect(outsideAct(() => Promise.reject(new Error('refused')))).rejects.toThrow('refused');
    expect(scope.IS_REACT_ACT_ENVIRONMENT).toBe(true);
  });
});
