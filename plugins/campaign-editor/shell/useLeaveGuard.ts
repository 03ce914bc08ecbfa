import { useCallback, useContext, useEffect, useRef, useState } from 'react';
import { UNSAFE_NavigationContext, useLocation, type Navigator, type To } from 'react-router-dom';
import { holdPopstate } from './popstateGate';

type HistoryState = { idx?: number } | null;

const pathOf = (to: To, current: string): string =>
  typeof to === 'string' ? new URL(to, window.location.href).pathname : (to.pathname ?? current);

/**
 * Asks before leaving the editor with unsaved changes (spec 2 §2), on every way out:
 *
 * - In-app navigation (links, menu, Cancel, navigate()). react-router's useBlocker, and so react-admin's
 *   useWarnWhenUnsavedChanges / <Form warnWhenUnsavedChanges>, work only under a data router; the app
 *   composes react-admin inside a <BrowserRouter> (src/app/App.tsx), where ra-core's Form turns the
 *   warning off (useCanBlock is false). So the guard holds the router's navigator: while blocking, a
 *   push or replace to another path waits for the user's answer. A change of `?tab=` stays in the form.
 * - Back and Forward: the address has already changed when `popstate` arrives; the popstate gate (a
 *   listener registered before the router's, popstateGate.ts) hides the event from the router, steps
 *   the browser back to the form's entry (react-router numbers its entries: `history.state.idx`) and
 *   asks; Leave replays the step.
 * - Reload and closing the tab: the browser's own prompt (beforeunload).
 */
export const useLeaveGuard = (blocking: boolean) => {
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const location = useLocation();
  const [pending, setPending] = useState<(() => void) | null>(null);
  const blockingRef = useRef(blocking);
  const pathRef = useRef(location.pathname);
  const indexRef = useRef<number | undefined>(undefined);
  /** Set by `release`: the next way out is the form's own (a saved new campaign opening its edit route). */
  const released = useRef(false);
  /** A history step the guard takes itself (undoing a Back, or replaying it after Leave). */
  const ownStep = useRef<'restore' | 'replay' | null>(null);

  useEffect(() => {
    blockingRef.current = blocking;
    pathRef.current = location.pathname;
    indexRef.current = (window.history.state as HistoryState)?.idx;
  });

  const mayLeave = useCallback(() => {
    if (released.current) {
      released.current = false;
      return true;
    }
    return !blockingRef.current;
  }, []);

  useEffect(() => {
    const held = navigator as Navigator;
    const { push, replace } = held;
    held.push = (to, ...rest) => {
      if (pathOf(to, pathRef.current) === pathRef.current || mayLeave()) return push.call(held, to, ...rest);
      setPending(() => () => push.call(held, to, ...rest));
    };
    held.replace = (to, ...rest) => {
      if (pathOf(to, pathRef.current) === pathRef.current || mayLeave()) return replace.call(held, to, ...rest);
      setPending(() => () => replace.call(held, to, ...rest));
    };
    return () => {
      held.push = push;
      held.replace = replace;
    };
  }, [navigator, mayLeave]);

  useEffect(() => {
    const onPopState = (event: PopStateEvent) => {
      if (ownStep.current === 'restore') {
        ownStep.current = null;
        event.stopImmediatePropagation();
        return;
      }
      if (ownStep.current === 'replay') {
        ownStep.current = null;
        return;
      }
      if (window.location.pathname === pathRef.current || mayLeave()) return;
      const target = (event.state as HistoryState)?.idx;
      const current = indexRef.current;
      if (typeof target !== 'number' || typeof current !== 'number') return;
      event.stopImmediatePropagation();
      const delta = target - current;
      ownStep.current = 'restore';
      window.history.go(-delta);
      setPending(() => () => {
        ownStep.current = 'replay';
        window.history.go(delta);
      });
    };
    return holdPopstate(onPopState);
  }, [mayLeave]);

  useEffect(() => {
    if (!blocking) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chromium before 119 and others still read returnValue.
      event.returnValue = true;
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [blocking]);

  const stay = useCallback(() => setPending(null), []);
  const leave = useCallback(() => {
    const proceed = pending;
    setPending(null);
    proceed?.();
  }, [pending]);
  /** Lets the next navigation through without asking (the form itself moving on after a save). */
  const release = useCallback(() => {
    released.current = true;
  }, []);

  return { asking: pending !== null, stay, leave, release };
};
