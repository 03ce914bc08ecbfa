import { format } from 'node:util';
import { afterEach, beforeEach } from 'vitest';

/**
 * React's, MUI's and the translator's warnings (a prop React does not know, an update outside act(),
 * a missing translation key…) are printed, not thrown, so a test would pass with them. Each is a
 * defect a user meets in the running app, so a warning fails the test that printed it. They are
 * told apart by their first argument, a string; the errors react-admin logs in development for a
 * rejected data provider call are `Error` objects, and those calls are what many tests exercise.
 */
const printed: string[] = [];
const declared: RegExp[] = [];

/** Declares a warning the current test provokes on purpose; it then does not fail the test. */
export const expectConsoleWarning = (pattern: RegExp) => {
  declared.push(pattern);
};

/** The warnings printed since the test began that it did not declare; the record starts afresh. */
export const takeUnexpectedWarnings = (): string[] => {
  const unexpected = printed.filter((text) => !declared.some((pattern) => pattern.test(text)));
  printed.length = 0;
  return unexpected;
};

/**
 * React's word that a lazy part (a chunk, a module) arrived outside act() while nothing is rendered:
 * the tree that asked for it was unmounted by an earlier test's clean-up, possibly an earlier file's
 * in the same worker (the unit tests share one module cache per worker). It is no defect of the test
 * that is running, which has not rendered anything.
 */
const fromAnUnmountedTree = (text: string): boolean =>
  text.startsWith('A suspended resource finished loading inside a test') && typeof document !== 'undefined' && document.body.children.length === 0;

/** Marks the console methods this module has wrapped. */
const GUARDED = Symbol.for('dsp.consoleGuard');
type Guarded = ((...args: unknown[]) => void) & { [GUARDED]?: true };

/**
 * Wraps the console once however many test files call it: the unit tests share one module cache and
 * one console per worker (vitest's `isolate: false`), and a second wrapper would record each warning
 * twice. The hooks are the calling file's own, so they are registered on every call.
 */
export const installConsoleGuard = () => {
  for (const level of ['error', 'warn'] as const) {
    if ((console[level] as Guarded)[GUARDED]) continue;
    const original = console[level].bind(console);
    const guarded: Guarded = (...args: unknown[]) => {
      if (typeof args[0] === 'string' && !fromAnUnmountedTree(args[0])) printed.push(`console.${level}: ${format(...args)}`);
      original(...args);
    };
    guarded[GUARDED] = true;
    console[level] = guarded;
  }
  beforeEach(() => {
    printed.length = 0;
    declared.length = 0;
  });
  afterEach(() => {
    const unexpected = takeUnexpectedWarnings();
    if (unexpected.length) throw new Error(`The test printed ${unexpected.length} warning(s):\n${unexpected.map((text) => text.split('\n')[0]).join('\n')}`);
  });
};
