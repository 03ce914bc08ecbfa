import { applyLine, type JournalLine } from './journal';
import type { DbState } from './types';

/**
 * Tests' proof that a change declared everything it touched: `saved` is the document as of the last
 * save (JSON), and the line must turn it into the state as it is now. A change that altered a record it
 * did not name would be lost on the next start; here it fails the request that made it, naming the
 * collection, so the test that sent it fails. Answers the state's JSON, the next check's `saved`.
 */
export const checkLine = (saved: string, line: JournalLine, state: DbState): string => {
  const rebuilt = JSON.parse(saved) as DbState;
  applyLine(rebuilt, line);
  const now = JSON.stringify(state);
  if (JSON.stringify(rebuilt) === now) return now;
  const collections = Object.keys(state) as (keyof DbState)[];
  const differing = collections.filter((key) => JSON.stringify(rebuilt[key]) !== JSON.stringify(state[key]));
  throw new Error(`journal check: a change touched ${differing.join(', ')} beyond what it declared (${[...Object.keys(line.whole), ...Object.keys(line.records)].join(', ') || 'nothing'})`);
};
