import { useCallback, useRef, useState } from 'react';

export interface BusyAction<A extends unknown[]> {
  /** The action is running (for LoadingButton's `loading`). */
  busy: boolean;
  /** Starts the action, unless it is already running: a second click while it runs does nothing. */
  run: (...args: A) => Promise<void>;
}

/**
 * Runs an async action at most once at a time and reports while it runs. The action handles its own
 * failure (it shows the server's message); `busy` ends either way.
 */
export const useBusyAction = <A extends unknown[]>(action: (...args: A) => Promise<unknown>): BusyAction<A> => {
  const [busy, setBusy] = useState(false);
  const running = useRef(false);
  const run = useCallback(
    async (...args: A) => {
      if (running.current) return;
      running.current = true;
      setBusy(true);
      try {
        await action(...args);
      } finally {
        running.current = false;
        setBusy(false);
      }
    },
    [action],
  );
  return { busy, run };
};
