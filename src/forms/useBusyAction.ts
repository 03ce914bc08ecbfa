import { useCallback } from 'react';
import { useWrite } from '../data/useWrite';

export interface BusyAction<A extends unknown[]> {
  /** The action is running (for LoadingButton's `loading`). */
  busy: boolean;
  /** Starts the action, unless it is already running: a second click while it runs does nothing. */
  run: (...args: A) => Promise<void>;
}

/**
 * The old shape of a write, kept only for the change log's restore
 * (plugins/campaign-editor/change-log/useRestoreVersion.ts), which another branch was changing when
 * issue 41 §2 moved every other caller to useWrite. It is useWrite underneath (the same guard and
 * pending state); the action says its own failure. New code uses useWrite; once the restore moves,
 * this file goes.
 */
export const useBusyAction = <A extends unknown[]>(action: (...args: A) => Promise<unknown>): BusyAction<A> => {
  const { pending, run: send } = useWrite({ write: (_dataProvider, args: A) => action(...args), notifyFailure: false });
  const run = useCallback(
    async (...args: A) => {
      await send(args);
    },
    [send],
  );
  return { busy: pending, run };
};
