/**
 * Runs work the first screen can do without (tooltips, the code of dialogs not yet opened) once the
 * browser is idle after it, at the latest after `IDLE_TIMEOUT_MS`. Everything waiting runs in one
 * task, so React renders all the state updates it makes together, once.
 */
export const IDLE_TIMEOUT_MS = 2000;

const waiting = new Set<() => void>();
let scheduled = false;

const runWaiting = () => {
  scheduled = false;
  const due = [...waiting];
  waiting.clear();
  due.forEach((run) => run());
};

/** Queues `callback` for the next idle moment; returns the cancel, for an effect. */
export const whenIdle = (callback: () => void): (() => void) => {
  waiting.add(callback);
  if (!scheduled) {
    scheduled = true;
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(runWaiting, { timeout: IDLE_TIMEOUT_MS });
    else window.setTimeout(runWaiting, 200);
  }
  return () => {
    waiting.delete(callback);
  };
};
