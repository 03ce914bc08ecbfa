import path from 'node:path';
import type { Reporter, TestModule } from 'vitest/node';

/** Seconds one file took: its import and setup as well as its tests and hooks. */
const secondsOf = (module: TestModule): number => {
  const { environmentSetupDuration, prepareDuration, collectDuration, setupDuration, duration } = module.diagnostic();
  return (environmentSetupDuration + prepareDuration + collectDuration + setupDuration + duration) / 1000;
};

const stateOf = (module: TestModule): string => {
  const state = module.state();
  return state === 'passed' ? 'ok' : state;
};

/**
 * Ends an end-to-end run with every file's time, slowest first, and their sum: where the suite's
 * minutes go, so a file that grows slow is seen before the whole run is too slow to wait for.
 * A default export because vitest loads a reporter given by path through its default export.
 */
export default class FileTimesReporter implements Reporter {
  onTestRunEnd(modules: ReadonlyArray<TestModule>): void {
    if (!modules.length) return;
    const rows = modules
      .map((module) => ({ file: path.relative(process.cwd(), module.moduleId), seconds: secondsOf(module), state: stateOf(module) }))
      .sort((a, b) => b.seconds - a.seconds);
    const width = Math.max(...rows.map((row) => row.file.length));
    const total = rows.reduce((sum, row) => sum + row.seconds, 0);
    const lines = rows.map((row) => `  ${row.file.padEnd(width)}  ${row.seconds.toFixed(1).padStart(6)} s  ${row.state}`);
    console.log(['', 'End-to-end time per file, slowest first:', ...lines, `  ${'total'.padEnd(width)}  ${total.toFixed(1).padStart(6)} s`, ''].join('\n'));
  }
}
