import { useCallback, useEffect, useRef } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router-dom';

export interface LeaveConfirmation {
  /** A navigation waits for the user's answer: show the dialog (UnsavedChangesDialog's `open`). */
  asking: boolean;
  /** Drops the waiting navigation: the page and its form stay as they are (a Back is undone). */
  stay(): void;
  /** Lets the waiting navigation go on. */
  leave(): void;
  /**
   * Lets the next navigation to another page through without asking. For the form's own way out
   * after a successful save (a new record opening its edit page): the save's navigation comes before
   * the form re-renders clean, so the guard would still see it dirty.
   */
  release(): void;
}

/**
 * The leave-page confirmation (spec 2 §2; one of spec 3's shared widgets): while `dirty`, leaving the
 * page asks first.
 *
 * - In-app navigation to another path (links, the menu, Cancel, navigate()) and Back / Forward wait
 *   for Stay or Leave (react-router's useBlocker; a Back is stepped back until the answer). A change
 *   of the query string alone (a form's `?tab=`) stays on the page and does not ask.
 * - Reload and closing the tab get the browser's own prompt (beforeunload).
 *
 * Needs a data router, as the app's (src/app/appRouter.tsx) and TestAdminContext's are. It calls
 * react-router's useBlocker itself rather than ra-core's router-agnostic wrapper: the app creates its
 * react-router router and reads it with react-router's hooks everywhere, and the wrapper would only
 * forward to the same hook. react-router keeps one active blocker, so forms use this hook, never
 * react-admin's `warnWhenUnsavedChanges` besides it.
 *
 * @example
 * const { isDirty } = useFormState();
 * const leave = useLeaveConfirmation(isDirty);
 * // after a save that moves on: leave.release(); navigate(next);
 * return <UnsavedChangesDialog open={leave.asking} onStay={leave.stay} onLeave={leave.leave} />;
 */
export const useLeaveConfirmation = (dirty: boolean): LeaveConfirmation => {
  const released = useRef(false);
  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => {
      if (currentLocation.pathname === nextLocation.pathname) return false;
      if (released.current) {
        released.current = false;
        return false;
      }
      return dirty;
    },
    [dirty],
  );
  const blocker = useBlocker(shouldBlock);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chromium before 119 and others still read returnValue.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const stay = useCallback(() => blocker.reset?.(), [blocker]);
  const leave = useCallback(() => blocker.proceed?.(), [blocker]);
  const release = useCallback(() => {
    released.current = true;
  }, []);
  return { asking: blocker.state === 'blocked', stay, leave, release };
};
