import { expect } from 'vitest';

/*
 * Checks over every item that cannot pass on nothing. `list.every(check)` is true for an empty list, so
 * a test asserting it passes when a filter, a seed or a page returns no rows at all: these first assert
 * there is at least one item (the positive control), then the check on each, naming the first that
 * fails. Unit, mock and end-to-end tests share them (the lint rule `tests/no-vacuous-every` refuses a
 * bare `.every(` inside an assertion).
 */

/** Asserts that `items` holds at least one item and that `check` holds for each. */
export const expectEvery = <T>(items: Iterable<T>, check: (item: T, index: number) => boolean, what = 'item'): void => {
  const list = [...items];
  expect(list.length, `expected at least one ${what}, got none`).toBeGreaterThan(0);
  const index = list.findIndex((item, i) => !check(item, i));
  expect(index === -1 ? undefined : list[index], `${what} #${index} fails the check`).toBeUndefined();
};

/** True when `items` holds at least one item and `check` holds for each: for `expect.poll` and `waitFor`. */
export const everyOfSome = <T>(items: readonly T[], check: (item: T, index: number) => boolean): boolean => items.length > 0 && items.every(check);
