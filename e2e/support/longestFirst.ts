import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { expectedSeconds, longestFirst } from '../../scripts/e2eFiles.mjs';

/**
 * Starts the end-to-end files longest first (e2e/durations.json): scripts/e2e.mjs runs them side by
 * side, each to the next free slot, and a long file started last would keep one slot running alone
 * at the end. Other projects keep vitest's own order.
 */
export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const isE2e = (spec: TestSpecification) => spec.project.name === 'e2e';
    const byPath = new Map(sorted.filter(isE2e).map((spec) => [path.relative(process.cwd(), spec.moduleId), spec]));
    const e2e = longestFirst([...byPath.keys()], expectedSeconds()).map((file) => byPath.get(file)!);
    return [...e2e, ...sorted.filter((spec) => !isE2e(spec))];
  }
}
