/** React reads this flag to decide whether an update outside act() is a test's mistake worth a warning. */
const scope = globalThis as typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean };

// Taken when the kit loads, before any test fakes the timers: the drain below must not wait on a fake clock.
const realSetTimeout = globalThis.setTimeout;

let depth = 0;
let before: boolean | undefined;

/**
 * Runs one of the test's own waits (a call to the mock, a sign-in) as Testing Library runs its waits
 * (waitFor, findBy…, user-event): with React's act() warnings off, so a page rendered meanwhile goes on
 * as it would in a browser. A page that polls, retries or is still loading gets answers during such a
 * wait; inside the act environment each would print "An update to … was not wrapped in act(...)",
 * which fails the test (consoleGuard.ts) whenever an answer happens to land then, as it does more often
 * on a loaded machine. Overlapping waits (Promise.all) are counted: the environment comes back when
 * the last one ends.
 */
export const outsideAct = async <T>(work: () => Promise<T>): Promise<T> => {
  if (depth === 0) before = scope.IS_REACT_ACT_ENVIRONMENT;
  depth += 1;
  scope.IS_REACT_ACT_ENVIRONMENT = false;
  try {
    const result = await work();
    // What the answer released on the real clock (react-query's 0 ms notification) runs before the
    // environment comes back, as Testing Library's waits end.
    await new Promise<void>((resolve) => realSetTimeout(resolve, 0));
    return result;
  } finally {
    depth -= 1;
    if (depth === 0) scope.IS_REACT_ACT_ENVIRONMENT = before;
  }
};
